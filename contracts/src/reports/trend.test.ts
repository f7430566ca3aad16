import { describe, expect, it } from 'vitest';
import { monthTrend } from './trend';

describe('monthTrend', () => {
  it('is up with a plus sign when this month is ahead', () => {
    expect(monthTrend(45, 40)).toEqual({ direction: 'up', percent: 12.5, label: '+12.5%' });
    expect(monthTrend(200, 100)).toEqual({ direction: 'up', percent: 100, label: '+100%' });
  });

  it('is down with a minus sign when this month is behind', () => {
    expect(monthTrend(30, 40)).toEqual({ direction: 'down', percent: 25, label: '-25%' });
    expect(monthTrend(0, 7)).toEqual({ direction: 'down', percent: 100, label: '-100%' });
  });

  it('rounds to one decimal and calls a change that rounds to nothing flat', () => {
    expect(monthTrend(2, 3)?.label).toBe('-33.3%');
    expect(monthTrend(100_001, 100_000)).toEqual({ direction: 'flat', percent: 0, label: '0%' });
    expect(monthTrend(5, 5)?.direction).toBe('flat');
  });

  it('has no trend when last month had nothing', () => {
    expect(monthTrend(10, 0)).toBeNull();
    expect(monthTrend(0, 0)).toBeNull();
    expect(monthTrend(Number.NaN, 5)).toBeNull();
  });

  it('compares rupee amounts given as numbers', () => {
    expect(monthTrend(Number('1500.75'), Number('1000.00'))?.label).toBe('+50.1%');
  });
});
