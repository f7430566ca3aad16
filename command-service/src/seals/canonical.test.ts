import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson, normaliseDigest, plainNumber, shortDigest } from '@gym/contracts';
import { createTestDatabase } from '../../../scripts/test/db';

describe('canonical JSON', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let client: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await database.drop();
  });

  // What the store can hold: JSON as JSON.stringify writes it (no lone surrogates, no NUL).
  const text = fc.string({ unit: 'grapheme' }).filter((s) => !s.includes('\u0000'));
  const json = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.constant(null),
      fc.boolean(),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.constantFrom(1e21, 1.5e-7, -2.5e-10, 123456789012345680000, 0.1 + 0.2),
      text,
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(
        fc.oneof(text, fc.constantFrom('a', 'bb', 'é', 'data', 'ä', 'z')),
        tie('value'),
        {
          maxKeys: 5,
        },
      ),
    ),
  })).value;

  it('is what PostgreSQL prints for the same JSON as jsonb', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(json, { minLength: 1, maxLength: 50 }), async (values) => {
        const { rows } = await client.query<{ text: string }>(
          'select j::jsonb::text as text from unnest($1::text[]) with ordinality as t(j, n) order by n',
          [values.map((v) => JSON.stringify(v))],
        );
        expect(rows.map((r) => r.text)).toEqual(
          values.map((v) => canonicalJson(JSON.parse(JSON.stringify(v)))),
        );
      }),
      { numRuns: 40 },
    );
  });

  it('prints numbers without exponents, as numeric does', () => {
    expect([1e21, 1.5e-7, -2.5e-10, 12, -0, 0.30000000000000004].map(plainNumber)).toEqual([
      '1000000000000000000000',
      '0.00000015',
      '-0.00000000025',
      '12',
      '0',
      '0.30000000000000004',
    ]);
  });
});

describe('short digests', () => {
  const head = 'ff00' + '0'.repeat(60);

  it('are 100 bits of the head in five groups of Crockford base32', () => {
    expect(shortDigest(head)).toBe('ZW00-0000-0000-0000-0000');
    expect(shortDigest('0123456789abcdef'.repeat(4))).toMatch(
      /^([0-9A-HJKMNP-TV-Z]{4}-){4}[0-9A-HJKMNP-TV-Z]{4}$/,
    );
  });

  it('read back as typed, forgiving case, spaces and look-alikes', () => {
    expect(normaliseDigest(' zw0o-ooOO 0000-0000-0000 ')).toBe('ZW00-0000-0000-0000-0000');
    expect(normaliseDigest('ZW00-0000-0000-0000-000I')).toBe('ZW00-0000-0000-0000-0001');
    expect(normaliseDigest('ZW00-0000')).toBeNull();
    expect(normaliseDigest('ZW00-0000-0000-0000-000U')).toBeNull();
  });
});
