import { calendarDateIn } from '@gym/contracts';
import { dayOf, type Day } from './days';

/** Minutes since midnight, gym time. */
export type Minute = number;

export interface GymClock {
  /** `minute` of `day` in the gym's time zone as an ISO instant; never after the cut-off. */
  at(day: Day, minute: Minute): string;
}

const MS_PER_DAY = 86_400_000;

/** Milliseconds the time zone's wall clock is ahead of UTC at `utcMs`. */
function offsetAt(format: Intl.DateTimeFormat, utcMs: number): number {
  const parts = format.formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return wall - Math.floor(utcMs / 1000) * 1000;
}

/**
 * Simulated time in the gym's time zone. Nothing happens after the cut-off: the real "now" when
 * `today` is the real date there, else the end of `today`. (One offset per day, taken at noon:
 * in a zone with daylight saving, times in the hour around a change are off by that hour.)
 */
export function createGymClock(timeZone: string, today: Day, now: Date): GymClock {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const midnights = new Map<Day, number>();
  function midnight(day: Day): number {
    let ms = midnights.get(day);
    if (ms === undefined) {
      const noonUtc = day * MS_PER_DAY + MS_PER_DAY / 2;
      ms = day * MS_PER_DAY - offsetAt(format, noonUtc);
      midnights.set(day, ms);
    }
    return ms;
  }
  const realToday = dayOf(calendarDateIn(timeZone, now));
  const cutOff = today === realToday ? now.getTime() : midnight(today + 1) - 1000;

  return {
    at(day, minute) {
      const ms = Math.min(midnight(day) + minute * 60_000, cutOff);
      return new Date(ms).toISOString();
    },
  };
}
