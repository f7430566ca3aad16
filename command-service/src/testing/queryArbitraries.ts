// What a client can put in a query string: any text, any JSON, any bytes, a parameter twice.
import fc from 'fast-check';

const NASTY_TEXT = [
  '\u0000',
  '\ud800',
  '\udfff',
  'a\u0000b',
  '\u001b[31m',
  '%',
  '_',
  '\\',
  "'",
  '"',
  '%_\\',
  "'; drop table members; --",
  ' ',
  '\u202e',
  '\ufeff',
  'e\u0301',
  '😀',
  'x'.repeat(101),
  'ä'.repeat(100),
  'a'.repeat(5000),
  'asha',
  'Rao',
  'plan',
  'cash',
];

/** Characters that have upset text handling somewhere: controls, surrogate halves, LIKE wildcards. */
const nastyChar = fc.constantFrom(
  ...['\u0000', '\u0007', '\u001f', '\u007f', '\u0085', '\ud800', '\udbff', '\udc00', '\udfff'],
  ...['%', '_', '\\', "'", '"', ' ', '\u00a0', '\u0301', '\u2028', '\ufffd', '\ufeff'],
);

/** Any text a client could put in a string: full Unicode, lone surrogates, control characters. */
export const text = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  {
    weight: 4,
    arbitrary: fc.string({
      unit: fc.oneof(
        nastyChar,
        fc.constantFrom(...'ashraoplnc'),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
      ),
    }),
  },
  fc.string({ unit: 'binary', minLength: 95, maxLength: 110 }),
);

/** JSON numbers, with the ones a range check forgets: negative, fractional, -0, unsafe, huge. */
export const anyNumber = fc.oneof(
  fc.integer({ min: -5, max: 20 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(-0, 0.5, 1e308, -1e308, 2 ** 53, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, 1e21),
);

export const anyJson = fc.oneof(fc.jsonValue(), text, anyNumber);

// Outside JSON a query value is UTF-8 on the wire, where a lone surrogate has no form.
export const wellFormed = (s: string) => s.replace(/[\ud800-\udfff]/gu, '\ufffd');

/** A query parameter as it goes on the wire, already percent-encoded. */
const encodedJson = (value: fc.Arbitrary<unknown>) =>
  value.map((v) => encodeURIComponent(JSON.stringify(v) ?? 'undefined'));

/** A parameter value that is not (well-formed) JSON, as a hand-written URL could hold it. */
export const rawValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 1, arbitrary: fc.constant('1'.repeat(20_000)) },
  // As typed: '%', '&', '+' and half-written JSON left unescaped.
  { weight: 5, arbitrary: fc.string({ unit: 'grapheme-ascii' }) },
  {
    weight: 5,
    arbitrary: fc.constantFrom(
      '',
      '[',
      '{',
      'null',
      'undefined',
      'NaN',
      '-0',
      '1e999',
      '%',
      '%zz',
      '[0,9',
      '[]',
      '[-0,9]',
      '[0,-0]',
      '[0.5,2]',
      '[9,0]',
      '[1e308,1e308]',
      '[0,9][0,9]',
      '[9007199254740991,9007199254740991]',
      '["0","9"]',
      '["name","ASC"',
      '{"q":"\\u0000"}',
      '{"q":"\\ud800"}',
    ),
  },
  // Bytes that are not UTF-8 (e.g. %ED%A0%80, a surrogate's would-be encoding).
  {
    weight: 5,
    arbitrary: fc
      .uint8Array({ maxLength: 12 })
      .map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
  },
  {
    weight: 5,
    arbitrary: fc
      .integer({ min: 1, max: 2000 })
      .map((depth) => `${'['.repeat(depth)}1${']'.repeat(depth)}`),
  },
);

/** Absent, once, or (as `?sort=a&sort=b`) more than once. */
export const param = (value: fc.Arbitrary<string>): fc.Arbitrary<string[] | undefined> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 10, arbitrary: value.map((v) => [v]) },
    { weight: 1, arbitrary: fc.array(value, { minLength: 2, maxLength: 3 }) },
  );

/** A JSON parameter: mostly JSON, sometimes raw text. */
export const jsonParam = (json: fc.Arbitrary<unknown>) =>
  param(fc.oneof({ weight: 6, arbitrary: encodedJson(json) }, rawValue));

/** Mostly what react-admin sends, so the other parameters get as far as the database. */
export const mostlyValid = (valid: fc.Arbitrary<unknown>, ...others: fc.Arbitrary<unknown>[]) =>
  fc.oneof({ weight: 3 * others.length, arbitrary: valid }, ...others);
