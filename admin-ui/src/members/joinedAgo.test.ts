import { describe, expect, it } from 'vitest';
import { daysRemaining, joinedAgo } from './joinedAgo';

const TODAY = '2026-11-25';
const key = (name: string) => `resources.members.joined.${name}`;

describe('joinedAgo', () => {
  it('says today for a member who joined today (or a date not yet come)', () => {
    expect(joinedAgo(TODAY, TODAY)).toEqual({ key: key('today'), n: 0 });
    expect(joinedAgo('2026-11-26', TODAY)).toEqual({ key: key('today'), n: 0 });
  });

  it('counts days, then weeks, then months', () => {
    expect(joinedAgo('2026-11-24', TODAY)).toEqual({ key: key('dayAgo'), n: 1 });
    expect(joinedAgo('2026-11-19', TODAY)).toEqual({ key: key('daysAgo'), n: 6 });
    expect(joinedAgo('2026-11-18', TODAY)).toEqual({ key: key('weekAgo'), n: 1 });
    expect(joinedAgo('2026-11-11', TODAY)).toEqual({ key: key('weeksAgo'), n: 2 });
    expect(joinedAgo('2026-10-26', TODAY)).toEqual({ key: key('monthAgo'), n: 1 });
    expect(joinedAgo('2026-08-27', TODAY)).toEqual({ key: key('monthsAgo'), n: 3 });
  });
});

describe('daysRemaining', () => {
  it('warns within a week and after the end', () => {
    expect(daysRemaining('2026-12-25', TODAY)).toEqual({ days: 30, labelKey: undefined });
    expect(daysRemaining('2026-12-02', TODAY).labelKey).toBe('resources.members.show.expiresSoon');
    expect(daysRemaining('2026-11-24', TODAY)).toEqual({
      days: 0,
      labelKey: 'resources.members.show.expired',
    });
  });
});
