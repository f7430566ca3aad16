import { z } from 'zod';
import { messages } from './messages';

// A lone surrogate cannot be stored as UTF-8; a control character (NUL above all) is refused by
// PostgreSQL or garbles a screen, a CSV or a PDF. Tab and line breaks are kept in multi-line text.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;

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
 * `multiline`) or lone surrogates, then normalised to NFC and trimmed. Chain `.min`/`.max` on it.
 */
export function textSchema(options: { error?: string; multiline?: boolean } = {}) {
  return z
    .string({ error: options.error })
    .refine((v) => isCleanText(v, options), messages.textInvalid)
    .overwrite((v) => {
      const text = v.normalize('NFC').trim();
      return options.multiline ? text.replace(/\r\n?/g, '\n') : text;
    });
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
    .refine((v) => isCleanText(v, options), 'text holds control characters or lone surrogates');

/** Usernames: NFKC (so "ａdmin" is "admin"), then letters, digits and . _ - @ only. */
export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._@-]*$/;
export const USERNAME_MAX = 50;

export const normaliseUsername = (value: string) => value.normalize('NFKC').trim();
