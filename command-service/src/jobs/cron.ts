import { CronExpressionParser } from 'cron-parser';

/** The first time after `after` that `pattern` fires, reading it in `timeZone`. */
export function nextRunAt(pattern: string, timeZone: string, after: Date): Date {
  return CronExpressionParser.parse(pattern, { tz: timeZone, currentDate: after }).next().toDate();
}
