import type { Paise } from '../money';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 12345678 → "1,23,45,678": Indian digit grouping (lakhs, crores). */
function groupIndian(whole: string): string {
  if (whole.length <= 3) return whole;
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest},${last3}`;
}

/** Paise as an owner reads them: 50000 → "₹500", 150050 → "₹1,500.50", 1234567800 → "₹1,23,45,678". */
export function formatPaiseInr(paise: Paise): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(paise));
  const whole = groupIndian(String(Math.trunc(abs / 100)));
  const fraction = abs % 100;
  return `${sign}₹${whole}${fraction ? `.${String(fraction).padStart(2, '0')}` : ''}`;
}

/** "2026-01-05" → "5 Jan 2026" (a calendar date, no time zone involved). */
export function formatCalendarDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  return `${Number(match[3])} ${MONTHS[Number(match[2]) - 1] ?? match[2]} ${match[1]}`;
}
