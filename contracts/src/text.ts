import { z } from 'zod';
import { messages } from './messages';

// A lone surrogate cannot be stored as UTF-8; a control character (NUL above all) is refused by
// PostgreSQL or garbles a screen, a CSV or a PDF. Tab and line breaks are kept in multi-line text.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;

// Characters that show nothing yet change what text reads as: bidi controls reorder what follows
// (U+202E makes "gpj.exe" read "exe.jpg"), zero-width spaces and their kin make "MAN-X" and
// "MAN-\u200bX" two names. The zero-width joiners (U+200C, U+200D) are spelling in Indic scripts
// and emoji, so they stay where they join something (see joinersInPlace).
const BIDI_CONTROLS = '\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069';
const ZERO_WIDTH = '\u00AD\u180E\u200B\u2060-\u2064\u206A-\u206F\uFEFF\uFFF9-\uFFFB';
const INVISIBLE = new RegExp(`[${BIDI_CONTROLS}${ZERO_WIDTH}]`, 'u');
const INVISIBLES = new RegExp(`[${BIDI_CONTROLS}${ZERO_WIDTH}]`, 'gu');
const JOINERS = new Set(['\u200C', '\u200D']);
const JOINABLE = /[\p{L}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}]/u;
const MARK = /\p{M}/u;

/** Whether a joiner at `i` of `chars` joins: after a letter (or mark, or emoji) and before one, or
 * ending a word after a sign (the Malayalam chillu "ന്‍" as older keyboards type it). */
function joinerInPlace(chars: readonly string[], i: number): boolean {
  const before = chars[i - 1];
  const after = chars[i + 1];
  if (before === undefined || !JOINABLE.test(before)) return false;
  if (after !== undefined && !JOINABLE.test(after)) return MARK.test(before) && !JOINERS.has(after);
  return after === undefined ? MARK.test(before) : true;
}

/** Whether the text holds no invisible character (bidi controls, zero-width spaces, stray joiners). */
export function isVisibleText(value: string): boolean {
  if (INVISIBLE.test(value)) return false;
  const chars = Array.from(value);
  return chars.every((c, i) => !JOINERS.has(c) || joinerInPlace(chars, i));
}

/** The text without its invisible characters (for events written before they were refused). */
export function withoutInvisibleCharacters(value: string): string {
  const chars = Array.from(value.replace(INVISIBLES, ''));
  return chars.filter((c, i) => !JOINERS.has(c) || joinerInPlace(chars, i)).join('');
}

/** Identifiers (usernames, receipt numbers) take no format character at all (Unicode Cf). */
export const hasFormatCharacters = (value: string) => /\p{Cf}/u.test(value);

/** Whether every UTF-16 surrogate is paired (so the text has a UTF-8 form). */
export const isWellFormedText = (value: string) => !LONE_SURROGATE.test(value);

/** Whether text can be stored and shown as it is: well-formed, no control characters. */
export function isCleanText(value: string, options: { multiline?: boolean } = {}): boolean {
  return (
    !LONE_SURROGATE.test(value) &&
    !(options.multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(value)
  );
}

/**
 * Text from a person: refused when it holds control characters (tab and line breaks allowed when
 * `multiline`), lone surrogates or invisible characters (isVisibleText), then normalised to NFC
 * and trimmed. Chain `.min`/`.max` on it.
 */
export function textSchema(options: { error?: string; multiline?: boolean } = {}) {
  return (
    z
      .string({ error: options.error })
      .refine((v) => isCleanText(v, options), messages.textInvalid)
      // Judged as it will be stored (NFC): "A" + U+0300 + ZWJ is a sign ending a word, "À" + ZWJ is not.
      .refine((v) => isVisibleText(v.normalize('NFC')), messages.textInvisible)
      .overwrite((v) => {
        const text = v.normalize('NFC').trim();
        return options.multiline ? text.replace(/\r\n?/g, '\n') : text;
      })
  );
}

/** Optional text: empty, null or absent become null. */
export function optionalTextSchema(max: number, options: { multiline?: boolean } = {}) {
  return textSchema(options)
    .max(max, messages.maxChars(max))
    .nullish()
    .transform((v) => v || null);
}

/** Text inside an event: as clean as the requests that produce it, and bounded. */
export const eventText = (max: number, options: { multiline?: boolean } = {}) =>
  z
    .string()
    .max(max)
    .refine((v) => isCleanText(v, options), 'text holds control characters or lone surrogates')
    .refine(isVisibleText, 'text holds invisible characters');

/**
 * Identifiers a person types (usernames, manual receipt numbers) as compared: NFKC, so fullwidth
 * "ＭＡＮ-X" is "MAN-X" and "ａdmin" is "admin", then trimmed. Format characters (Unicode Cf: the
 * zero-width and bidi controls above and their kin) are refused in them before this, not dropped.
 */
export const normaliseIdentifier = (value: string) => value.normalize('NFKC').trim();

/** One identifier whatever its case: "MAN-X" and "man-x" have one key. */
export const identifierKey = (value: string) => normaliseIdentifier(value).toLowerCase();

/** Usernames: NFKC (so "ａdmin" is "admin"), then letters, digits and . _ - @ only. */
export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._@-]*$/;
export const USERNAME_MAX = 50;

export const normaliseUsername = normaliseIdentifier;
