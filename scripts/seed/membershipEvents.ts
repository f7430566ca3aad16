import type { NewEvent, PaymentMethod } from '@gym/contracts';
import { memberFacts, membershipDecider, planFacts, type MemberState } from '@gym/domain';
import type { GymClock } from './clock';
import { dateOf, type Day } from './days';
import type { PlannedMembership } from './history';
import { weighted, type Random } from './random';
import { StreamRecorder, Timeline, type Moment } from './recorder';
import type { MemberBranches } from './branches';

/** The fixed users the seed acts as: the front desk records, the owner corrects. */
export interface SeedStaff {
  frontDesk: string;
  owner: string;
}

export interface MembershipContext {
  random: Random;
  clock: GymClock;
  staff: SeedStaff;
  today: Day;
  branches: MemberBranches;
}

const pickMethod = weighted<PaymentMethod>([
  ['upi', 52],
  ['cash', 26],
  ['card', 16],
  ['bank_transfer', 6],
]);

const VOID_REASONS = [
  'Recorded against the wrong member',
  'Wrong payment method selected',
  'UPI payment failed after it was recorded',
  'Card payment declined after it was recorded',
  'Entered twice by mistake at the desk',
] as const;

const CANCEL_REASONS = [
  'Relocating to another city for work',
  'Medical advice: doctor advised rest after surgery',
  'Joined a gym closer to the new office',
  'Not satisfied with the trainer',
  'Pregnancy: will rejoin later',
  'Switching to a different plan',
  'Exams: cannot attend for the next months',
] as const;

const REFUND_REASONS = [
  'Unused period refunded on cancellation',
  'Pro-rata refund as per cancellation policy',
  'Refund approved by the owner on cancellation',
] as const;

const VOID_SHARE = 0.02;
const REFUND_ON_CANCEL_SHARE = 0.9;

function note(random: Random, method: PaymentMethod, partial: boolean): string | null {
  if (partial && random.chance(0.3)) return 'Part payment, balance next visit';
  if (!random.chance(0.08)) return null;
  switch (method) {
    case 'upi':
      return `UPI ref ${random.int(100000, 999999)}${random.int(100000, 999999)}`;
    case 'card':
      return `Card ending ${random.int(1000, 9999)}`;
    case 'bank_transfer':
      return `NEFT UTR HDFC${random.int(10000000, 99999999)}`;
    case 'cash':
      return random.pick([
        'Paid by father',
        'Paid by spouse',
        'Cash counted twice',
        'Change returned',
      ]);
  }
}

/** Amounts of `count` payments adding up to `sum`, each a whole ₹100 when that fits, else ₹1. */
function splitAmount(random: Random, sum: number, count: number): number[] {
  const unit = sum >= count * 10_000 * 2 ? 10_000 : 100;
  const parts: number[] = [];
  let left = sum;
  for (let i = 0; i < count - 1; i++) {
    const rest = count - i - 1;
    const ideal = (left / (rest + 1)) * (0.6 + 0.8 * random.next());
    const part = Math.max(unit, Math.min(left - rest * unit, Math.round(ideal / unit) * unit));
    parts.push(part);
    left -= part;
  }
  parts.push(left);
  return parts;
}

/** What the member will have paid (net of voided entries) once all their payments are in. */
function amountPaid(random: Random, m: PlannedMembership, count: number, today: Day): number {
  const total = m.plan.fields.pricePaise;
  const fullShare = m.cancelOn !== null ? 0.7 : m.end < today ? 0.96 : 0.75;
  if (count === 0 || random.chance(fullShare)) return total;
  const unit = total >= count * 10_000 * 2 ? 10_000 : 100;
  const partial = Math.round((total * (0.3 + 0.55 * random.next())) / unit) * unit;
  return partial >= count * unit && partial <= total - unit ? partial : total;
}

/** Days of `count` payments: the first on the day it is made (mostly), the rest soon after. */
function paymentDays(random: Random, m: PlannedMembership, count: number, lastDay: Day): Day[] {
  if (count === 0) return [];
  const first = random.chance(0.9)
    ? m.createdOn
    : Math.min(lastDay, m.createdOn + random.int(1, 5));
  const until = Math.min(lastDay, first + Math.max(7, Math.floor(m.plan.fields.durationDays / 2)));
  const days = [first];
  for (let i = 1; i < count; i++) days.push(random.int(first, until));
  return days.sort((a, b) => a - b);
}

/**
 * A membership's whole stream, in time order: made, paid (part payments, the odd voided entry
 * re-entered), perhaps cancelled with a refund, and expired by the nightly job once its end date
 * has passed. Every command goes through the membership decider.
 */
export function membershipEvents(
  m: PlannedMembership,
  member: Extract<MemberState, { exists: true }>,
  ctx: MembershipContext,
  /** The member's last visit to the desk before this membership (registration, an earlier one). */
  after: Moment,
): { events: NewEvent[]; payments: number; lastVisit: Moment } {
  const { random, staff, today } = ctx;
  const recorder = new StreamRecorder(membershipDecider, ctx.clock, random);
  const time = new Timeline(random, after);
  const desk = () => ({ actorUserId: staff.frontDesk, correlationId: random.uuid() });
  const owner = () => ({ actorUserId: staff.owner, correlationId: random.uuid() });

  let voided = 0;
  for (let i = 0; i < m.payments; i++) if (random.chance(VOID_SHARE)) voided++;
  const effective = m.payments - voided;
  const lastPayDay = Math.min(m.end, today, m.cancelOn ?? Infinity);
  // A voided entry with nothing re-entered still happens on a day.
  const days = paymentDays(random, m, m.payments > 0 ? Math.max(effective, 1) : 0, lastPayDay);
  const amounts =
    effective > 0 ? splitAmount(random, amountPaid(random, m, effective, today), effective) : [];

  recorder.record(
    {
      type: 'CreateMembership',
      membershipId: m.membershipId,
      member: memberFacts(member),
      plan: planFacts(m.plan),
      branch: ctx.branches.home,
      // The seeded gym's prices include GST (gymSettings.ts): nothing is added to the price.
      gstOnTop: null,
      startDate: dateOf(m.start),
      renewsMembershipId: m.renewsMembershipId,
      nextPaymentDueDate:
        !m.renewsMembershipId && days[0] !== undefined && days[0] > m.createdOn
          ? dateOf(days[0])
          : null,
    },
    { ...time.next(m.createdOn), ...desk() },
  );

  // Each voided entry comes just before the entry that replaces it (or alone when none does).
  const voidBefore = new Map<number, number>();
  for (let i = 0; i < voided; i++) {
    const at = effective > 0 ? random.int(0, effective - 1) : 0;
    voidBefore.set(at, (voidBefore.get(at) ?? 0) + 1);
  }

  const record = (day: Day, amountPaise: number, method: PaymentMethod, dueDate: string | null) => {
    const paymentId = random.uuid();
    const at = time.next(day, [2, 15]);
    recorder.record(
      {
        type: 'RecordPayment',
        paymentId,
        branch: ctx.branches.paidAt(),
        amountPaise,
        method,
        paidAt: ctx.clock.at(at.day, at.minute),
        paymentDay: dateOf(at.day),
        manualReceiptNumber: null,
        notes: note(random, method, dueDate !== null),
        nextPaymentDueDate: dueDate,
        receivedByUserId: staff.frontDesk,
        idempotencyKey: null,
      },
      { ...at, ...desk() },
    );
    return paymentId;
  };

  let paid = 0;
  const made: { paymentId: string; amount: number }[] = [];
  for (let j = 0; j < Math.max(effective, voided > 0 ? 1 : 0); j++) {
    const day = days[j]!;
    const amount = amounts[j] ?? m.plan.fields.pricePaise;
    const method = pickMethod(random);
    for (let v = voidBefore.get(j) ?? 0; v > 0; v--) {
      const reason = random.pick(VOID_REASONS);
      const wrongMethod = reason === 'Wrong payment method selected' ? pickMethod(random) : method;
      const paymentId = record(day, amount, wrongMethod, null);
      recorder.record(
        { type: 'VoidPayment', paymentId, reason },
        { ...time.next(day, [2, 30]), ...owner() },
      );
    }
    if (j >= effective) break;
    paid += amount;
    const owing = paid < m.plan.fields.pricePaise;
    const nextDay = days[j + 1];
    const due = !owing ? null : nextDay !== undefined && nextDay > day ? nextDay : day + 15;
    made.push({
      paymentId: record(day, amount, method, due === null ? null : dateOf(due)),
      amount,
    });
  }

  if (m.cancelOn !== null) {
    const day = m.cancelOn;
    // The unused part of the period goes back, taken from the latest payments first.
    const unused = (m.end - day) / (m.end - m.start);
    let refund = random.chance(REFUND_ON_CANCEL_SHARE)
      ? Math.round((paid * unused) / 10_000) * 10_000
      : 0;
    const reason = random.pick(REFUND_REASONS);
    for (const payment of made.reverse()) {
      if (refund <= 0) break;
      const amountPaise = Math.min(refund, payment.amount);
      recorder.record(
        {
          type: 'RefundPayment',
          paymentId: payment.paymentId,
          amountPaise,
          reason,
          refundDay: dateOf(day),
        },
        { ...time.next(day), ...owner() },
      );
      refund -= amountPaise;
    }
    recorder.record(
      { type: 'CancelMembership', reason: random.pick(CANCEL_REASONS) },
      { ...time.next(day), ...desk() },
    );
  }
  const lastVisit = time.moment;
  if (m.cancelOn === null && m.end < today) {
    // The nightly expire-memberships job, at 00:05 the day after the end date.
    const expiredOn = m.end + 1;
    recorder.record(
      { type: 'ExpireMembership', today: dateOf(expiredOn) },
      { ...time.at(expiredOn, 5), actorUserId: null, correlationId: random.uuid() },
    );
  }
  return { events: recorder.events, payments: m.payments, lastVisit };
}
