import fc from 'fast-check';

/** Text that stores and shows fine but is easy to get wrong: scripts, marks, emoji, invisibles. */
const AWKWARD_CLEAN = [
  'e\u0301', // decomposed é: NFC makes it one unit
  'Z\u0324\u0354\u0367\u0311\u0313', // a pile of combining marks
  '\u{1F600}',
  '\u{1F469}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}', // family: one grapheme, 11 units
  '\u{1F3F3}\uFE0F\u200D\u{1F308}',
  'مرحبا',
  'שלום',
  'क्\u200Dष', // a joiner spelling a Devanagari conjunct
  'അവന്\u200D', // a Malayalam chillu as older keyboards type it
  '\u00A0',
  '\u3000',
  '\u2028',
  '\uFFFF',
  '\uFFFD',
  '\u{10FFFF}',
  '𝔘𝔫𝔦',
  'ｆｕｌｌ',
  'İß',
  "O'Brien; DROP TABLE members;--",
  '%s%n{{x}}',
];

/** Text no column should ever receive: NUL, other controls, lone surrogates. */
const POISON = ['\u0000', '\u0007', '\u001B', '\u007F', '\u0085', '\uD800', '\uDFFF', '\uDBFF'];

/** Refused too: text that reads as something it is not (bidi controls, zero-width characters). */
const INVISIBLE = ['\u202Eevil\u202C', '\u200B', '\uFEFF', '\u2066', '\u200E', '\u200D'];

/** Allowed in multi-line text only. */
const LINE_BREAKS = ['\t', '\n', '\r\n', '\r'];

/** What to fill a field to its bound with: one code point (one or two UTF-16 units) or two. */
const FILLERS = ['a', 'é', 'ب', '字', '\u{1F600}', 'e\u0301', '\u0344'];

/** Code points, as the schemas count a text's length. */
export const codePoints = (text: string) => Array.from(text).length;

/** `length` code points of `filler` (an odd one made up with "a"). */
export function fill(filler: string, length: number): string {
  if (length <= 0) return '';
  const whole = filler.repeat(Math.floor(length / codePoints(filler)));
  return whole + 'a'.repeat(length - codePoints(whole));
}

const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((u) => String.fromCharCode(u));

/** Text a form would accept for a field of `min`..`max` characters, at and inside its bounds. */
export function cleanText(min: number, max: number, options: { multiline?: boolean } = {}) {
  const piece = fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }) },
    { weight: 2, arbitrary: fc.constantFrom(...AWKWARD_CLEAN) },
    ...(options.multiline ? [{ weight: 1, arbitrary: fc.constantFrom(...LINE_BREAKS) }] : []),
  );
  const pieces = fc.array(piece, { minLength: 1, maxLength: 6 }).map((p) => p.join(''));
  return fc.oneof(
    {
      weight: 3,
      // NFC can shorten text (e + combining acute is é): pad what would fall short.
      arbitrary: pieces.map((t) =>
        codePoints(t.normalize('NFC').trim()) >= min ? t : t + fill('x', min),
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom('a', 'é', 'ب', '字', '\u{1F600}'), fc.constantFrom(min, max))
        .map(([c, n]) => fill(c, n)),
    },
    // Spaces around are trimmed away before the bounds are checked.
    { weight: 1, arbitrary: fc.constant(` ${fill('b', max)} `) },
  );
}

/** Text at and just past a field's bounds, or holding what no column may store. */
export function edgeText(min: number, max: number, options: { multiline?: boolean } = {}) {
  return fc.oneof(
    { weight: 3, arbitrary: cleanText(min, max, options) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...FILLERS), fc.constantFrom(min - 1, max + 1, max))
        .map(([c, n]) => fill(c, n)),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          cleanText(min, max, options),
          fc.constantFrom(...POISON, ...INVISIBLE, ...LINE_BREAKS),
          fc.nat(),
        )
        .map(([t, odd, at]) => {
          const i = at % (t.length + 1);
          return t.slice(0, i) + odd + t.slice(i);
        }),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: min, maxLength: max + 1 }) },
    { weight: 1, arbitrary: fc.string({ unit: anyCodeUnit, minLength: min, maxLength: 12 }) },
    { weight: 1, arbitrary: fc.constantFrom('', ' ', ' \t\n ', '\u3000', null, 42, ['x'], true) },
  );
}
