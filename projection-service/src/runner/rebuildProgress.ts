/** Where a rebuild stands, for the operator's terminal. */
export interface RebuildProgress {
  events: number;
  /** Events in the log when the rebuild began; null when the store cannot tell. */
  total: number | null;
  seconds: number;
  eventsPerSecond: number;
  /** Seconds still to go at the rate so far; null when the total is unknown or nothing is done. */
  etaSeconds: number | null;
}

/** Counts replayed events and reports at most every `everyMs` (and when asked to, at the end). */
export function createRebuildMeter(
  total: number | null,
  onProgress: ((p: RebuildProgress) => void) | undefined,
  everyMs = 2000,
  now: () => number = () => performance.now(),
) {
  const started = now();
  let events = 0;
  let lastReport = started;
  const snapshot = (): RebuildProgress => {
    const seconds = (now() - started) / 1000;
    const eventsPerSecond = seconds > 0 ? events / seconds : 0;
    const etaSeconds =
      total !== null && eventsPerSecond > 0 ? Math.max(0, total - events) / eventsPerSecond : null;
    return { events, total, seconds, eventsPerSecond, etaSeconds };
  };
  return {
    add(count: number, force = false) {
      events += count;
      if (!onProgress) return;
      const t = now();
      if (!force && t - lastReport < everyMs) return;
      lastReport = t;
      onProgress(snapshot());
    },
    snapshot,
  };
}

const whole = (x: number) => Math.round(x).toLocaleString('en-US');

function duration(seconds: number): string {
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h ? `${h}h ${String(m).padStart(2, '0')}m ${rest}s` : `${m}m ${rest}s`;
}

/** "rebuild: 120,000/735,373 events (16%) · 41,250 events/s · 14s in · 15s left". */
export function formatRebuildProgress(p: RebuildProgress): string {
  const done =
    p.total === null
      ? `${whole(p.events)} events`
      : `${whole(p.events)}/${whole(p.total)} events (${p.total ? Math.floor((100 * Math.min(p.events, p.total)) / p.total) : 100}%)`;
  const left = p.etaSeconds === null ? '' : ` · ${duration(p.etaSeconds)} left`;
  return `rebuild: ${done} · ${whole(p.eventsPerSecond)} events/s · ${duration(p.seconds)} in${left}`;
}
