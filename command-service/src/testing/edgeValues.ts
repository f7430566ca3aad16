import fc from 'fast-check';
import { MAX_DATE, MAX_PAISE, MIN_DATE, formatMoney } from '@gym/contracts';

/** A calendar date from `min` to `max`. */
export const dayIn = (min: string, max: string) =>
  fc
    .date({
      min: new Date(`${min}T00:00:00Z`),
      max: new Date(`${max}T00:00:00Z`),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));

/** Calendar dates in range: the first and last the books hold, leap days. */
export const validDay = fc.oneof(
  { weight: 3, arbitrary: dayIn(MIN_DATE, MAX_DATE) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(MIN_DATE, MAX_DATE, '1904-02-29', '2000-02-29', '2096-02-29'),
  },
);

/** What a membership or payment form accepts: a calendar date or a date-time, in range. */
export const validDate = fc.oneof(
  { weight: 3, arbitrary: validDay },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      ' 2024-02-29 ',
      '2100-12-31T23:59:59.999Z',
      '2100-12-31T23:59:59+05:30',
      '1900-01-01T00:00-12:00',
    ),
  },
);

/** Dates just outside the range, impossible days, other shapes. */
export const edgeDate = fc.oneof(
  { weight: 2, arbitrary: validDate },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '1899-12-31',
      '2101-01-01',
      '1900-02-29',
      '2100-02-29',
      '2023-02-29',
      '2026-04-31',
      '2026-13-01',
      '9999-12-15',
      '0000-01-01',
      '+010000-01-14',
      '2026-1-1',
      '2101-01-01T00:00:00Z',
      '2026-05-01T24:00:00Z',
      '',
      'today',
      null,
      20260501,
    ),
  },
);

/** The gym's clock: any instant whose date in Asia/Kolkata is inside the range (the last one too). */
export const clock = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2100-12-31T18:29:59.999Z'),
      noInvalidDate: true,
    }),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        '2100-12-31T18:29:59.999Z',
        '2027-03-31T18:29:59.999Z',
        '2027-03-31T18:30:00.000Z',
        '2024-02-28T18:30:00.000Z',
      )
      .map((iso) => new Date(iso)),
  },
);

/** Money as a form sends it: a decimal string or a number, from one paisa to the most a column holds. */
export const validMoney = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 500_000 }).map(formatMoney) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: MAX_PAISE }).map(formatMoney) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 100_000 }).map((p) => p / 100) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('0.01', 0.01, '1', '99999999.99', 99999999.99, ' 12.5 '),
  },
);

export const edgeMoney = fc.oneof(
  { weight: 3, arbitrary: validMoney },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '0',
      '0.00',
      0,
      '0.001',
      '100000000.00',
      '9999999999',
      '-0.01',
      -1,
      '1e3',
      1e21,
      0.1 + 0.2,
      '12.',
      '.5',
      '१२३',
      '',
      null,
      true,
    ),
  },
);

export const edgeDuration = fc.oneof(
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 3650 }) },
  { weight: 2, arbitrary: fc.constantFrom(1, 3650, '1', ' 3650 ', 30, 365) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(0, 3651, '3651', '0', 1.5, -1, '1e3', '0x1f', '00030', true, null),
  },
);

/** Phones the spec's pattern allows, whitespace of every kind included. */
export const edgePhone = fc.oneof(
  { weight: 3, arbitrary: fc.stringMatching(/^\+?[1-9][\d\s\-()]{8,20}$/) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '+919876543210',
      '9876543210',
      '+91 (98765) 43-210',
      `1${'0'.repeat(20)}`,
      `+1${'0'.repeat(20)}`,
      '12345678',
      '98765\t43210',
      '98765\n43210',
      '98765\u00A043210',
      '98765\u202843210',
      '98765\u000043210',
      '',
    ),
  },
);

/** E-mails a form accepts, the longest (254) too; unique enough not to collide. */
export const validEmail = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.stringMatching(/^[a-z0-9]{6,12}$/), fc.constantFrom('example.com', 'GYM.Test'))
      .map(([local, domain]) => `${local}@${domain}`),
  },
  {
    weight: 1,
    arbitrary: fc.stringMatching(/^[a-z0-9]{12}$/).map((local) => {
      const name = local.padEnd(64, 'x');
      return `${name}@${'d'.repeat(254 - name.length - 5)}.com`;
    }),
  },
);

export const edgeEmail = fc.oneof(
  { weight: 2, arbitrary: validEmail },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      `${'x'.repeat(64)}@${'d'.repeat(186)}.com`,
      'a\u0000@b.co',
      'ａ@b.co',
      'a@b.c',
      'İ@b.co',
      '',
      null,
    ),
  },
);
