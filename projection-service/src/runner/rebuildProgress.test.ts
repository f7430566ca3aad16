import { describe, expect, it } from 'vitest';
import { createRebuildMeter, formatRebuildProgress, type RebuildProgress } from './rebuildProgress';

describe('rebuild progress', () => {
  it('tells events done of the total, events per second and the time left', () => {
    expect(
      formatRebuildProgress({
        events: 120_000,
        total: 735_373,
        seconds: 4,
        eventsPerSecond: 30_000,
        etaSeconds: 3725.3,
      }),
    ).toBe('rebuild: 120,000/735,373 events (16%) · 30,000 events/s · 0m 04s in · 1h 02m 05s left');
  });

  it('leaves out the share and time left when the log length is unknown', () => {
    expect(
      formatRebuildProgress({
        events: 5000,
        total: null,
        seconds: 61,
        eventsPerSecond: 82,
        etaSeconds: null,
      }),
    ).toBe('rebuild: 5,000 events · 82 events/s · 1m 01s in');
  });

  it('reports at most every interval, and at the end when asked, with the rate so far', () => {
    let now = 0;
    const reports: RebuildProgress[] = [];
    const meter = createRebuildMeter(
      10_000,
      (p) => reports.push(p),
      2000,
      () => now,
    );
    now = 1000;
    meter.add(1000);
    expect(reports).toHaveLength(0);
    now = 2000;
    meter.add(1000);
    expect(reports).toEqual([
      { events: 2000, total: 10_000, seconds: 2, eventsPerSecond: 1000, etaSeconds: 8 },
    ]);
    now = 2500;
    meter.add(500);
    expect(reports).toHaveLength(1);
    meter.add(0, true);
    expect(reports.at(-1)).toMatchObject({ events: 2500, etaSeconds: 7.5 });
  });
});
