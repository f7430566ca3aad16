import fc from 'fast-check';
import {
  GST_STATES,
  MAIN_BRANCH_ID,
  MIN_DATE,
  formatMoney,
  gstinCheckCharacter,
} from '@gym/contracts';
import { cleanText, edgeText } from './edgeText';
import {
  dayIn,
  edgeDate,
  edgeDuration,
  edgeEmail,
  edgeMoney,
  edgePhone,
  validDate,
  validDay,
  validEmail,
  validMoney,
} from './edgeValues';
import { SAMPLE_LOGO_JPEG_BASE64, SAMPLE_LOGO_PNG_BASE64 } from '@gym/contracts';

export type Body = Record<string, unknown>;
type Fields = Record<string, fc.Arbitrary<unknown>>;

/**
 * Request bodies: mostly built from values a form accepts at the edges (so that commands go
 * through and later ones have something to act on), and one field in four pushed past its edge.
 */
function body(valid: Fields, edge: Fields): fc.Arbitrary<Body> {
  const record = fc.record(valid);
  const keys = Object.keys(edge);
  return fc.oneof(
    { weight: 3, arbitrary: record },
    {
      weight: 1,
      arbitrary: fc
        .tuple(record, fc.constantFrom(...keys))
        .chain(([b, key]) => edge[key]!.map((value) => ({ ...b, [key]: value }))),
    },
  );
}

const optional = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 4, arbitrary: arb }, { weight: 1, arbitrary: fc.constantFrom(null, '') });

const features = fc.oneof(
  fc.array(cleanText(1, 200), { maxLength: 4 }),
  fc.constantFrom(
    ['Gym', ' gym ', 'GYM', ''],
    Array.from({ length: 50 }, (_, i) => `F${i}`),
  ),
);

const planValid: Fields = {
  name: cleanText(2, 100),
  description: optional(cleanText(0, 2000, { multiline: true })),
  price: fc.oneof(
    { weight: 5, arbitrary: validMoney },
    { weight: 1, arbitrary: fc.constantFrom('0', 0) },
  ),
  duration: edgeDuration.filter((d) => typeof d === 'number' && d >= 1 && d <= 3650),
  features,
  isActive: fc.oneof(
    { weight: 5, arbitrary: fc.constant(true) },
    { weight: 1, arbitrary: fc.constant(false) },
  ),
  maxFreezeDays: fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(undefined, null, '') },
    { weight: 2, arbitrary: fc.integer({ min: 0, max: 30 }) },
    { weight: 1, arbitrary: fc.constantFrom(365, '14') },
  ),
  // Mostly left out (the member's home branch); a plan for listed branches admits at the first.
  admits: fc.oneof(
    { weight: 4, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { kind: 'home' },
        { kind: 'all' },
        { kind: 'branches', branchIds: [MAIN_BRANCH_ID] },
      ),
    },
  ),
};
const planEdge: Fields = {
  name: edgeText(2, 100),
  description: edgeText(0, 2000, { multiline: true }),
  price: edgeMoney,
  duration: edgeDuration,
  features: fc.oneof(
    fc.array(edgeText(0, 200), { maxLength: 3 }),
    fc.constant(Array.from({ length: 51 }, (_, i) => `F${i}`)),
  ),
  isActive: fc.constantFrom('true', 1, null),
  maxFreezeDays: fc.constantFrom(-1, 366, 1.5, true, '1e3'),
  admits: fc.constantFrom(
    'home',
    null,
    { kind: 'nowhere' },
    { kind: 'branches', branchIds: [] },
    { kind: 'branches', branchIds: ['main'] },
    { kind: 'all', branchIds: [MAIN_BRANCH_ID] },
  ),
};
export const createPlanBody = body(planValid, planEdge);
export const validPlanBody = fc.record(planValid);
/** An update needs every field (isActive too). */
export const updatePlanBody = body(planValid, planEdge).map((b) => ({ isActive: true, ...b }));

/** A date of birth: an absolute date, or `yearsBefore` today's year on a given day. */
export type DateOfBirth = { date: unknown } | { yearsBefore: number; monthDay: string };

const dateOfBirth: fc.Arbitrary<DateOfBirth> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      yearsBefore: fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: 16, max: 80 }) },
        { weight: 1, arbitrary: fc.constantFrom(15, 16, 80, 81) },
      ),
      monthDay: fc.oneof(
        { weight: 7, arbitrary: fc.constantFrom('01-01', '06-15', '12-31') },
        { weight: 1, arbitrary: fc.constant('02-29') },
      ),
    }),
  },
  { weight: 1, arbitrary: fc.record({ date: edgeDate }) },
);

const memberValid: Fields = {
  firstName: cleanText(2, 100),
  lastName: cleanText(2, 100),
  email: validEmail,
  phone: fc.constantFrom('+919876543210', '9876543210', '+91 (98765) 43-210', `1${'0'.repeat(20)}`),
  whatsapp: optional(fc.constantFrom('+919876543210', '98765 43210')),
  gender: fc.constantFrom('male', 'female', 'other'),
  address: cleanText(10, 500, { multiline: true }),
  emergencyContact: cleanText(2, 100),
  emergencyPhone: fc.constantFrom('9876543211', '+1 234 567 8901'),
  joinDate: validDay,
  status: fc.constantFrom('active', 'inactive', 'suspended'),
};
const memberEdge: Fields = {
  firstName: edgeText(2, 100),
  lastName: edgeText(2, 100),
  email: edgeEmail,
  phone: edgePhone,
  whatsapp: fc.oneof(edgePhone, fc.constantFrom(null, '')),
  gender: fc.constantFrom('MALE', '', null, 'unknown'),
  address: edgeText(10, 500, { multiline: true }),
  emergencyContact: edgeText(2, 100),
  emergencyPhone: edgePhone,
  joinDate: edgeDate,
  status: fc.constantFrom('removed', '', null),
};
export const memberBody = fc.record({ fields: body(memberValid, memberEdge), dateOfBirth });
export const validMemberBody = fc.record({
  fields: fc.record(memberValid),
  dateOfBirth: fc.record({
    yearsBefore: fc.integer({ min: 16, max: 80 }),
    monthDay: fc.constantFrom('01-01', '12-31'),
  }),
});

export const memberStatus = fc.constantFrom('active', 'inactive', 'suspended', 'removed', '', null);

/** startDate can also be "so that the membership ends `offset` days from the last date". */
export type StartDate = { date: unknown } | { endsAtMaxPlus: number };

const startDate: fc.Arbitrary<StartDate> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ date: fc.oneof(validDate, fc.constant(undefined)) }) },
  { weight: 1, arbitrary: fc.record({ date: edgeDate }) },
  { weight: 1, arbitrary: fc.record({ endsAtMaxPlus: fc.integer({ min: -1, max: 1 }) }) },
);

const membershipValid: Fields = {
  nextPaymentDueDate: optional(validDate),
  status: fc.constant('pending_payment'),
};
export const validMembershipBody = fc.record({
  startDate: fc.record({ date: dayIn(MIN_DATE, '2090-12-31') }),
  rest: fc.record(membershipValid),
});
export const membershipBody = fc.record({
  startDate,
  rest: body(membershipValid, {
    nextPaymentDueDate: edgeDate,
    totalAmount: fc.constantFrom('1', 'x'.repeat(21), 5),
    status: fc.constantFrom('active', null),
  }),
});

export const reasonBody = body(
  { reason: cleanText(3, 500, { multiline: true }) },
  { reason: edgeText(3, 500, { multiline: true }) },
);

/** A paper book's number: ASCII letters and digits with / - _ . between them (fullwidth is ASCII). */
const manualReceiptNumber = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9](?:[A-Za-z0-9/_.-]{0,48}[A-Za-z0-9])?$/),
  fc.constantFrom('BOOK-7/0042', 'ＢＯＯＫ-８', 'A'.repeat(50)),
);

const paymentValid: Fields = {
  amount: validMoney,
  paymentMethod: fc.constantFrom('cash', 'card', 'upi', 'bank_transfer'),
  notes: optional(cleanText(0, 1000, { multiline: true })),
  // Half of them numbered automatically.
  receiptNumber: fc.oneof(manualReceiptNumber, fc.constantFrom(null, '', undefined)),
  nextPaymentDueDate: optional(validDate),
};
/**
 * A payment a form accepts, small enough for most plans, numbered automatically (a manual number
 * may already be taken by an earlier run's).
 */
export const validPaymentBody = fc.record({
  ...paymentValid,
  amount: fc.integer({ min: 1, max: 100 }).map(formatMoney),
  receiptNumber: fc.constant(null),
});

export const paymentBody = body(paymentValid, {
  amount: edgeMoney,
  paymentMethod: fc.constantFrom('CASH', 'cheque', '', null),
  notes: edgeText(0, 1000, { multiline: true }),
  receiptNumber: fc.oneof(
    edgeText(1, 50),
    fc.constantFrom(
      'RCP/2026-27/000001',
      'rcp/x',
      ' RCP/1',
      'ＲＣＰ/1',
      'RCP-1A2B3C',
      '\u200bRCP/2026-27/000001',
      'RCP∕2026-27∕000001',
      'MAN‑X',
      '\u202dMAN-X',
    ),
  ),
  nextPaymentDueDate: edgeDate,
});

export const refundBody = body(
  {
    reason: cleanText(3, 500, { multiline: true }),
    amount: fc.oneof(
      { weight: 1, arbitrary: validMoney },
      { weight: 2, arbitrary: fc.constant(undefined) },
    ),
  },
  { reason: edgeText(3, 500, { multiline: true }), amount: edgeMoney },
);

/** What the route lets through as an Idempotency-Key (printable ASCII, 1..200). */
export const idempotencyKey = fc.option(fc.stringMatching(/^[\x21-\x7e]{1,200}$/), {
  nil: null,
  freq: 3,
});

/** A GSTIN with a right check character, of any state. */
const validGstin = fc
  .tuple(
    fc.constantFrom(...Object.keys(GST_STATES)),
    fc.stringMatching(/^[A-Z]{5}\d{4}[A-Z][1-9A-Z]$/),
  )
  .map(([state, pan]) => `${state}${pan}Z`)
  .map((first14) => `${first14}${gstinCheckCharacter(first14)}`);

const settingsValid: Fields = {
  legalName: optional(cleanText(0, 200)),
  address: optional(cleanText(0, 500, { multiline: true })),
  phone: optional(cleanText(0, 30)),
  sacCode: fc.constantFrom('999723', '999721'),
  gstRate: fc.constantFrom('18', '12.5', 5, '0', '40', '18.00'),
  pricesIncludeGst: fc.boolean(),
  upiId: optional(fc.constantFrom('gym@okhdfcbank', 'iron.temple-1@ybl', 'Gym_2@paytm')),
};
const settingsEdge: Fields = {
  legalName: edgeText(0, 200),
  address: edgeText(0, 500, { multiline: true }),
  phone: edgeText(0, 30),
  gstin: fc.oneof(
    validGstin.map((g) => g.toLowerCase()),
    fc.constantFrom('29ABCDE1234F1ZX', 'x', '', null, 12),
  ),
  stateCode: fc.constantFrom('27', '00', '29', 29, null, ''),
  sacCode: fc.constantFrom('9997', '', 999723, null),
  gstRate: fc.constantFrom('40.01', -1, '1e1', true, '18.005', null),
  pricesIncludeGst: fc.constantFrom('true', 1, null),
  upiId: fc.oneof(edgeText(0, 300), fc.constantFrom('gym@', '@bank', 'a b@okicici')),
};
/** PUT /api/settings/gym: a GSTIN with its own state, or none; now and then one field past its edge. */
export const gymSettingsBody = fc
  .tuple(body(settingsValid, settingsEdge), fc.option(validGstin, { nil: null }))
  .map(([b, gstin]) =>
    'gstin' in b || 'stateCode' in b
      ? b
      : { ...b, gstin, stateCode: gstin ? gstin.slice(0, 2) : null },
  );
/** A logo upload: the sample PNG or JPEG (most), or anything else. */
export const gymLogoBody: fc.Arbitrary<Body> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      image: fc.constantFrom(SAMPLE_LOGO_PNG_BASE64, SAMPLE_LOGO_JPEG_BASE64),
    }),
  },
  { weight: 1, arbitrary: fc.record({ image: fc.oneof(fc.base64String(), fc.string()) }) },
);
/** A freeze: `from` as days after the membership's start (most get through) or any date. */
export type FreezeFrom = { date: unknown } | { afterStart: number };
const freezeFrom: fc.Arbitrary<FreezeFrom> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ afterStart: fc.integer({ min: -1, max: 40 }) }) },
  { weight: 1, arbitrary: fc.record({ date: edgeDate }) },
);
export const freezeBody = fc.record({
  from: freezeFrom,
  rest: body(
    {
      days: fc.oneof(fc.integer({ min: 1, max: 30 }), fc.constantFrom(1, 365, '7')),
      reason: cleanText(3, 500, { multiline: true }),
    },
    {
      days: fc.constantFrom(0, 366, -1, 1.5, true, '1e3', '', null),
      reason: edgeText(3, 500, { multiline: true }),
    },
  ),
});
/** An early unfreeze: back a few days after the last freeze began, after the start, or any date. */
export const unfreezeBody = fc.oneof(
  { weight: 4, arbitrary: fc.record({ afterLastFreeze: fc.integer({ min: 0, max: 5 }) }) },
  { weight: 1, arbitrary: fc.record({ afterStart: fc.integer({ min: 0, max: 60 }) }) },
  { weight: 1, arbitrary: fc.record({ date: edgeDate }) },
);
/** A check-in, let in anyway (with a reason) one time in three. */
export const checkInBody = fc.oneof(
  { weight: 2, arbitrary: fc.constant({}) },
  { weight: 1, arbitrary: reasonBody.map((b) => ({ override: b })) },
);

const branchValid: Fields = {
  name: cleanText(1, 100),
  address: optional(cleanText(0, 500, { multiline: true })),
  phone: optional(cleanText(0, 30)),
  upiId: optional(fc.constantFrom('kor@okhdfcbank', 'indiranagar.1@ybl')),
};
const branchEdge: Fields = {
  name: edgeText(0, 100),
  address: edgeText(0, 500, { multiline: true }),
  phone: edgeText(0, 30),
  gstin: settingsEdge.gstin!,
  stateCode: settingsEdge.stateCode!,
  upiId: fc.oneof(edgeText(0, 300), fc.constantFrom('gym@', 'a b@okicici')),
};
/** PUT /api/branches/{id}: a GSTIN with its own state, or none; now and then one field past its edge. */
export const branchBody = fc
  .tuple(body(branchValid, branchEdge), fc.option(validGstin, { nil: null }))
  .map(([b, gstin]) =>
    'gstin' in b || 'stateCode' in b
      ? b
      : { ...b, gstin, stateCode: gstin ? gstin.slice(0, 2) : null },
  );
/** POST /api/branches: the details and a code (mostly one the rule takes; it is fixed for good). */
export const openBranchBody = fc
  .tuple(
    branchBody,
    fc.oneof(
      { weight: 4, arbitrary: fc.stringMatching(/^[A-HJ-NP-Z]{2,5}$/) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(' kor ', 'RCP', 'IO', 'K', 'KORAMA', 'K0R', 'ＫＯＲ', '', null),
      },
    ),
  )
  .map(([b, code]) => ({ ...b, code }));
/** A branch a form opens: its details as typed, a five-letter code (seldom one taken already). */
export const validOpenBranchBody = fc
  .tuple(fc.record(branchValid), fc.stringMatching(/^[A-HJ-NP-Z]{5}$/))
  .map(([b, code]) => ({ ...b, code }));

/** A day's count: mostly as counted (a reason or none; banked and float left within it). */
const lineReasonValid = fc.oneof(
  { weight: 3, arbitrary: cleanText(1, 500, { multiline: true }) },
  optional(cleanText(0, 500, { multiline: true })),
);
export const closeDayBody = body(
  {
    cashCounted: validMoney,
    cardCounted: validMoney,
    upiCounted: validMoney,
    bankTransferCounted: validMoney,
    cashReason: lineReasonValid,
    cardReason: lineReasonValid,
    upiReason: lineReasonValid,
    bankTransferReason: lineReasonValid,
    denominations: fc.constantFrom(null, undefined),
    banked: fc.constantFrom('0', '0.00'),
    floatLeft: fc.constantFrom('0', 0),
  },
  {
    cashCounted: edgeMoney,
    cashReason: edgeText(0, 500, { multiline: true }),
    denominations: fc.constantFrom({ '50000': 2 }, { '7': 1 }, { '100': -1 }, { '500': 1.5 }, 'x'),
    banked: edgeMoney,
    floatLeft: edgeMoney,
  },
  // A valid close leaves what it counted as the float (nothing banked).
).map((b) => (b.floatLeft === '0' || b.floatLeft === 0 ? { ...b, floatLeft: b.cashCounted } : b));

const expenseCategory = fc.constantFrom(
  'rent',
  'salaries',
  'utilities',
  'equipment',
  'maintenance',
  'marketing',
  'gst_paid',
  'other',
);
const expenseMethod = fc.constantFrom('cash', 'card', 'upi', 'bank_transfer');
const expenseValid: Fields = {
  // Mostly today (left out); else any day a form takes (a later one is refused).
  expenseDay: fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: validDate },
  ),
  categoryId: expenseCategory,
  amount: validMoney,
  method: expenseMethod,
  paidTo: cleanText(1, 200),
  billNumber: optional(cleanText(0, 100)),
  note: optional(cleanText(0, 1000, { multiline: true })),
};
/** POST /api/expenses */
export const expenseBody = body(expenseValid, {
  expenseDay: edgeDate,
  categoryId: fc.constantFrom('food', '', null, 'RENT', '00000000-0000-4000-8000-000000000000'),
  amount: edgeMoney,
  method: fc.constantFrom('CASH', 'cheque', '', null),
  paidTo: edgeText(0, 200),
  billNumber: edgeText(0, 100),
  note: edgeText(0, 1000, { multiline: true }),
});

/** POST /api/expense-categories */
export const expenseCategoryBody = body({ name: cleanText(1, 60) }, { name: edgeText(0, 60) });

/** POST /api/recurring-expenses */
export const recurringExpenseBody = body(
  {
    categoryId: expenseCategory,
    amount: validMoney,
    method: expenseMethod,
    paidTo: cleanText(1, 200),
    note: optional(cleanText(0, 1000, { multiline: true })),
    dayOfMonth: fc.integer({ min: 1, max: 31 }),
    startsOn: optional(validDate),
  },
  {
    amount: edgeMoney,
    paidTo: edgeText(0, 200),
    dayOfMonth: fc.constantFrom(0, 32, 1.5, 'x', null, '15'),
    startsOn: edgeDate,
  },
);
