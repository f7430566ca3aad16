/**
 * The gym's en-IN date entry: people type "dd/mm/yyyy"; forms and the API carry "yyyy-mm-dd".
 * Typing inserts the slashes; a one-digit day or month closed by a separator gets its zero;
 * a pasted ISO date is shown the gym's way.
 */
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const TYPED = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** "2026-11-25" → "25/11/2026"; anything else as it is. */
export function isoToDateText(value: string): string {
  const match = ISO.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** "25/11/2026" → "2026-11-25" when it names a real day; null otherwise. */
export function dateTextToIso(text: string): string | null {
  const match = TYPED.exec(text);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  const day = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === iso ? iso : null;
}

/** What the field shows after a keystroke or a paste. */
export function maskDateText(raw: string): string {
  const trimmed = raw.trim();
  if (ISO.test(trimmed)) return isoToDateText(trimmed);
  const segments = trimmed.replace(/[^\d/.-]/g, '').split(/[/.-]/);
  const digits = segments
    .map((segment, i) =>
      i < 2 && i < segments.length - 1 && segment.length === 1 ? `0${segment}` : segment,
    )
    .join('')
    .slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/**
 * The value a form holds for what is typed: the ISO date, '' for nothing, or the text itself
 * while it is not a date yet, so the form's own date rule names the mistake.
 */
export function dateTextValue(text: string): string {
  return text === '' ? '' : (dateTextToIso(text) ?? text);
}
