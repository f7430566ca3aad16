import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatCalendarDate,
  formatCsvDateTime,
  formatGymDate,
  formatGymDateTime,
  formatGymTime,
  formatMonth,
} from './dates';

const KOLKATA = 'Asia/Kolkata';
/** en-IN's own text, but for September: it writes "Sept"; we write every month in three letters. */
const enIn = (options: Intl.DateTimeFormatOptions, instant: Date) =>
  new Intl.DateTimeFormat('en-IN', options).format(instant).replace('Sept', 'Sep');
const NEW_YORK = 'America/New_York';

describe('a calendar date as people read it', () => {
  it('is day, short month and year, as written', () => {
    expect(formatCalendarDate('2026-11-05')).toBe('5 Nov 2026');
    expect(formatCalendarDate('2026-11-26')).toBe('26 Nov 2026');
    expect(formatCalendarDate('1900-01-01')).toBe('1 Jan 1900');
    expect(formatCalendarDate('2100-12-31')).toBe('31 Dec 2100');
  });

  it('says N/A (or what it is told) for no date', () => {
    for (const none of [null, undefined, '', 'soon', '2026-02-30', '2026-11-05T10:00:00Z'])
      expect(formatCalendarDate(none)).toBe('N/A');
    expect(formatCalendarDate(null, 'Unknown')).toBe('Unknown');
  });

  it('is what en-IN writes in its medium style (Sep for Sept), for any date', () => {
    expect(formatCalendarDate('2026-09-01')).toBe('1 Sep 2026');
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (instant) => {
          const day = instant.toISOString().slice(0, 10);
          expect(formatCalendarDate(day)).toBe(
            enIn({ dateStyle: 'medium', timeZone: 'UTC' }, new Date(`${day}T00:00:00Z`)),
          );
        },
      ),
    );
  });

  it('is the same day in every time zone (no zone shifts it)', () => {
    expect(formatGymDate('2026-11-26', KOLKATA)).toBe('26 Nov 2026');
    expect(formatGymDate('2026-11-26', NEW_YORK)).toBe('26 Nov 2026');
    expect(formatGymDate('2026-11-26', 'Pacific/Kiritimati')).toBe('26 Nov 2026');
  });

  it("names a report's month", () => {
    expect(formatMonth('2026-11')).toBe('Nov 2026');
    expect(formatMonth('2027-01')).toBe('Jan 2027');
    expect(formatMonth('later')).toBe('later');
  });
});

describe('an instant, read in the gym time zone', () => {
  it('falls on the gym calendar day around midnight: Kolkata and New York differ', () => {
    // 18:45 UTC on 26 Nov: 00:15 on the 27th in Kolkata, 13:45 on the 26th in New York.
    expect(formatGymDate('2026-11-26T18:45:00Z', KOLKATA)).toBe('27 Nov 2026');
    expect(formatGymDate('2026-11-26T18:45:00Z', NEW_YORK)).toBe('26 Nov 2026');
    // 04:30 UTC on 27 Nov: 10:00 on the 27th in Kolkata, 23:30 on the 26th in New York.
    expect(formatGymDate('2026-11-27T04:30:00Z', KOLKATA)).toBe('27 Nov 2026');
    expect(formatGymDate('2026-11-27T04:30:00Z', NEW_YORK)).toBe('26 Nov 2026');
    // The last minute before midnight and midnight itself, in Kolkata.
    expect(formatGymDate('2026-11-26T18:29:59Z', KOLKATA)).toBe('26 Nov 2026');
    expect(formatGymDate('2026-11-26T18:30:00Z', KOLKATA)).toBe('27 Nov 2026');
    // An offset written in the instant changes nothing: it is the same moment.
    expect(formatGymDate('2026-11-27T00:15:00+05:30', NEW_YORK)).toBe('26 Nov 2026');
  });

  it('shows its time on the 12-hour clock, midnight as 12 am', () => {
    expect(formatGymDateTime('2026-11-26T18:30:00Z', KOLKATA)).toBe('27 Nov 2026, 12:00:00 am');
    expect(formatGymDateTime('2026-11-26T18:30:00Z', NEW_YORK)).toBe('26 Nov 2026, 1:30:00 pm');
    expect(formatGymDateTime('2026-11-27T04:59:59Z', NEW_YORK)).toBe('26 Nov 2026, 11:59:59 pm');
    expect(formatGymDateTime('2026-11-27T05:00:00Z', NEW_YORK)).toBe('27 Nov 2026, 12:00:00 am');
    expect(formatGymTime('2026-11-26T03:35:00Z', KOLKATA)).toBe('9:05 am');
    expect(formatGymTime('2026-11-26T06:30:00Z', KOLKATA)).toBe('12:00 pm');
    expect(formatGymTime('2026-11-26T03:35:00Z', NEW_YORK)).toBe('10:35 pm');
  });

  it('follows daylight saving where the gym has it', () => {
    // New York moves to EDT at 2 am on 8 Mar 2026 (07:00 UTC).
    expect(formatGymTime('2026-03-08T06:59:00Z', NEW_YORK)).toBe('1:59 am');
    expect(formatGymTime('2026-03-08T07:00:00Z', NEW_YORK)).toBe('3:00 am');
  });

  it('is what en-IN writes in its medium style (Sep for Sept), for any instant and zone', () => {
    const zones = [KOLKATA, NEW_YORK, 'UTC', 'Asia/Kathmandu', 'Pacific/Chatham'];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (instant, timeZone) => {
          const iso = instant.toISOString();
          const intl = (options: Intl.DateTimeFormatOptions) =>
            enIn({ ...options, timeZone }, instant);
          expect(formatGymDate(iso, timeZone)).toBe(intl({ dateStyle: 'medium' }));
          expect(formatGymDateTime(iso, timeZone)).toBe(
            intl({ dateStyle: 'medium', timeStyle: 'medium' }),
          );
          expect(formatGymTime(iso, timeZone)).toBe(intl({ timeStyle: 'short' }));
        },
      ),
    );
  });

  it('writes a CSV cell that sorts as text, in the gym zone, midnight as 00', () => {
    expect(formatCsvDateTime('2026-11-25T14:31:00Z', KOLKATA)).toBe('2026-11-25 20:01');
    expect(formatCsvDateTime('2026-11-26T18:30:00Z', KOLKATA)).toBe('2026-11-27 00:00');
    expect(formatCsvDateTime('2026-11-26T18:30:00Z', NEW_YORK)).toBe('2026-11-26 13:30');
  });

  it('says N/A (or what it is told) for no instant', () => {
    expect(formatGymDate(null, KOLKATA)).toBe('N/A');
    expect(formatGymDate('not a time', KOLKATA, '—')).toBe('—');
    expect(formatGymDateTime(undefined, KOLKATA)).toBe('N/A');
    expect(formatGymTime('not a time', KOLKATA)).toBe('');
    expect(formatCsvDateTime('not a time', KOLKATA)).toBe('');
  });
});
