import { describe, expect, it } from 'vitest';
import { pricePeriod } from './pricePeriod';

describe('pricePeriod', () => {
  it('names the month, the quarter and the year', () => {
    expect(pricePeriod(30)).toEqual({ key: 'month', days: 30 });
    expect(pricePeriod(90)).toEqual({ key: 'threeMonths', days: 90 });
    expect(pricePeriod(365)).toEqual({ key: 'year', days: 365 });
  });

  it('counts days for any other duration, six months included', () => {
    expect(pricePeriod(180)).toEqual({ key: 'days', days: 180 });
    expect(pricePeriod(1)).toEqual({ key: 'days', days: 1 });
    expect(pricePeriod(31)).toEqual({ key: 'days', days: 31 });
    expect(pricePeriod(364)).toEqual({ key: 'days', days: 364 });
  });
});
