/** This month against last month: the change in percent, or null when last month had nothing. */
export interface MonthTrend {
  direction: 'up' | 'down' | 'flat';
  /** Rounded to one decimal, never negative (the direction carries the sign). */
  percent: number;
  /** "+12.5%", "-8.2%", "0%". */
  label: string;
}

export function monthTrend(current: number, previous: number): MonthTrend | null {
  if (!Number.isFinite(current) || !Number.isFinite(previous) || previous <= 0) return null;
  const change = Math.round(((current - previous) / previous) * 1000) / 10;
  if (change === 0) return { direction: 'flat', percent: 0, label: '0%' };
  const percent = Math.abs(change);
  return change > 0
    ? { direction: 'up', percent, label: `+${percent}%` }
    : { direction: 'down', percent, label: `-${percent}%` };
}
