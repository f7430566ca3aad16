import { MAX_DATE, MIN_DATE, isDateInRange } from './dates';
import { MEMBERSHIP_STREAM_PREFIX } from './memberships/events';
import { MAIN_BRANCH_ID } from './branches/events';
import { withoutInvisibleCharacters } from './text';

/**
 * Events appended before the edge was bounded may hold what today's event schemas refuse: a date
 * such as "9999-12-15" or "+010000-01-14", a control character in a name, or an invisible one (a
 * zero-width space, a bidi control, a stray joiner: `isVisibleText`). They are facts and stay as
 * they are in the log; a reader sees such a date as the nearest bound, a control character as a
 * space and an invisible one not at all, so every read model and decider can go on (the audit
 * trail shows the raw event).
 */
const DATE_FIELDS: Record<string, readonly string[]> = {
  MemberRegistered: ['joinDate', 'dateOfBirth'],
  MemberDetailsUpdated: ['dateOfBirth'],
  MembershipCreated: ['startDate', 'endDate', 'nextPaymentDueDate'],
  PaymentRecorded: ['paymentDay', 'nextPaymentDueDate'],
  PaymentRefunded: ['refundDay'],
  MembershipExpired: ['expiredOn'],
};

const DATE_LIKE = /^([+-]?\d{4,6})-\d{2}-\d{2}$/;
const CONTROL = /\p{Cc}/gu;

function nearestDate(value: unknown): unknown {
  if (typeof value !== 'string' || isDateInRange(value)) return value;
  const match = DATE_LIKE.exec(value);
  if (!match) return value;
  return Number(match[1]) < 1900 ? MIN_DATE : MAX_DATE;
}

function withoutControls(value: unknown): unknown {
  if (typeof value === 'string') return withoutInvisibleCharacters(value.replace(CONTROL, ' '));
  if (Array.isArray(value)) return value.map(withoutControls);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutControls(v)]));
  }
  return value;
}

/**
 * Schema version 1's PaymentVoided and PaymentRefunded did not name their membership; it is the
 * one whose stream (`membership-<id>`) they were appended to.
 */
const STREAM_MEMBERSHIP = new Set(['PaymentVoided', 'PaymentRefunded']);

function withStreamMembership(type: string, data: Record<string, unknown>, streamId: string) {
  if (!STREAM_MEMBERSHIP.has(type) || 'membershipId' in data) return data;
  if (!streamId.startsWith(MEMBERSHIP_STREAM_PREFIX)) return data;
  return { membershipId: streamId.slice(MEMBERSHIP_STREAM_PREFIX.length), ...data };
}

/**
 * Events appended before branches belong to the first branch (the gym as it was): the member's
 * home, the branch that sold a membership, took a payment or let a member in; a plan admits at
 * the member's home branch, as it did when there was one.
 */
const BRANCH_DEFAULTS: Record<string, Record<string, unknown>> = {
  MemberRegistered: { homeBranchId: MAIN_BRANCH_ID },
  MemberCheckedIn: { branchId: MAIN_BRANCH_ID },
  MembershipCreated: { branchId: MAIN_BRANCH_ID },
  PaymentRecorded: { branchId: MAIN_BRANCH_ID },
  PlanCreated: { admits: { kind: 'home' } },
  PlanUpdated: { admits: { kind: 'home' } },
};

function withBranchDefaults(type: string, data: Record<string, unknown>) {
  const defaults = BRANCH_DEFAULTS[type];
  return defaults ? { ...defaults, ...data } : data;
}

/**
 * Before prices excluding GST added the GST to a membership's total (issue 34): a membership sold
 * then added none, and a payment recorded then reads as its receipt was issued (the GST on top of
 * its amount under prices excluding GST), so no receipt issued before reads otherwise.
 */
const GST_DEFAULTS: Record<string, Record<string, unknown>> = {
  MembershipCreated: { gstAdded: null },
  PaymentRecorded: { gstInAmount: false },
};

function withGstDefaults(type: string, data: Record<string, unknown>) {
  const defaults = GST_DEFAULTS[type];
  return defaults ? { ...defaults, ...data } : data;
}

/** A stored event's data as today's schemas read it (see above); other data is returned as is. */
export function upcastLegacyData(type: string, data: unknown, streamId: string): unknown {
  const clean = withoutControls(data);
  if (!clean || typeof clean !== 'object' || Array.isArray(clean)) return clean;
  const fields = DATE_FIELDS[type] ?? [];
  return withStreamMembership(
    type,
    withGstDefaults(
      type,
      withBranchDefaults(
        type,
        Object.fromEntries(
          Object.entries(clean).map(([k, v]) => [k, fields.includes(k) ? nearestDate(v) : v]),
        ),
      ),
    ),
    streamId,
  );
}
