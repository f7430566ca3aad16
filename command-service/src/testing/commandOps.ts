import fc from 'fast-check';
import { clock } from './edgeValues';
import {
  branchBody,
  checkInBody,
  closeDayBody,
  createPlanBody,
  gymSettingsBody,
  gymLogoBody,
  freezeBody,
  unfreezeBody,
  idempotencyKey,
  memberBody,
  memberStatus,
  membershipBody,
  openBranchBody,
  paymentBody,
  reasonBody,
  refundBody,
  updatePlanBody,
  validMemberBody,
  validMembershipBody,
  validPaymentBody,
  validPlanBody,
  validOpenBranchBody,
  expenseBody,
  expenseCategoryBody,
  recurringExpenseBody,
  type Body,
} from './requestBodies';

/**
 * Which earlier plan, member, membership, payment or branch an op acts on; -1 is one that does not
 * exist.
 */
const target = fc.oneof(
  { weight: 19, arbitrary: fc.nat(50) },
  { weight: 1, arbitrary: fc.constant(-1) },
);

/** A few days, so closes and reopens meet the same ones; the last is after most clocks' today. */
const closeDay = fc.constantFrom('2000-01-01', '2026-11-25', '2100-12-31');
/** A line's expectation: what the books hold, a refund past the takings, or at the bounds. */
const expectedPaise = fc.oneof(
  { weight: 3, arbitrary: fc.constant(0) },
  fc.integer({ min: 0, max: 1_000_000 }),
  fc.integer({ min: -1_000_000, max: -1 }),
  fc.constantFrom(-99_999_999_99, 99_999_999_99),
);

type Of<A> = A extends fc.Arbitrary<infer T> ? T : never;

/** One request to the back office, as raw as it comes over HTTP. */
export type Op =
  | { kind: 'createPlan'; body: Body }
  | { kind: 'updatePlan'; plan: number; body: Body }
  | { kind: 'deactivatePlan'; plan: number }
  | { kind: 'addMember'; body: Of<typeof memberBody>; linkedUser: boolean }
  | { kind: 'editMember'; member: number; body: Of<typeof memberBody> }
  | { kind: 'memberStatus'; member: number; status: unknown }
  | { kind: 'removeMember'; member: number }
  | { kind: 'restoreMember'; member: number; body: Body }
  | { kind: 'linkMember'; member: number }
  | { kind: 'createMembership'; member: number; plan: number; body: Of<typeof membershipBody> }
  | { kind: 'renew'; membership: number; plan: number }
  | { kind: 'cancel'; membership: number; body: Body }
  | { kind: 'pay'; membership: number; body: Body; idempotencyKey: string | null }
  | { kind: 'void'; payment: number; body: Body }
  | { kind: 'refund'; payment: number; body: Body }
  | { kind: 'expire'; membership: number }
  | { kind: 'changeGymSettings'; body: Body }
  | { kind: 'changeGymLogo'; body: Body | null }
  | { kind: 'checkIn'; member: number; membership: number; body: Of<typeof checkInBody> }
  | { kind: 'freeze'; membership: number; body: Of<typeof freezeBody> }
  | { kind: 'unfreeze'; membership: number; body: Of<typeof unfreezeBody> }
  | { kind: 'openBranch'; body: Body }
  | { kind: 'changeBranch'; branch: number; body: Body }
  | { kind: 'closeBranch'; branch: number; body: Body }
  | { kind: 'reopenBranch'; branch: number }
  | { kind: 'transferMember'; member: number; branch: number; body: Body }
  | {
      kind: 'closeDay';
      branch: number;
      /** A day from a few (each step has its own clock: the same days meet again). */
      day: string;
      /** What the books expect of each line, as the read side would work it out. */
      expected: { cash: number; card: number; upi: number; bankTransfer: number };
      body: Body;
    }
  | { kind: 'reopenDay'; branch: number; day: string; body: Body }
  | { kind: 'recordExpense'; branch: number; addedCategory: number; body: Body }
  | { kind: 'voidExpense'; expense: number; body: Body }
  | { kind: 'addExpenseCategory'; body: Body }
  | { kind: 'startRecurringExpense'; branch: number; body: Body }
  | { kind: 'stopRecurringExpense'; recurring: number; body: Body };

/** An op and the gym's clock when it arrives. */
export interface Step {
  op: Op;
  now: Date;
}

const kind = <K extends Op['kind']>(k: K) => fc.constant(k);

/** Whether the new member's e-mail already has an account (then it cannot be linked later). */
const linkedUser = fc.oneof(
  { weight: 4, arbitrary: fc.constant(false) },
  { weight: 1, arbitrary: fc.constant(true) },
);

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 1, arbitrary: fc.record({ kind: kind('createPlan'), body: createPlanBody }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: kind('updatePlan'), plan: target, body: updatePlanBody }),
  },
  { weight: 2, arbitrary: fc.record({ kind: kind('deactivatePlan'), plan: target }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: kind('addMember'), body: memberBody, linkedUser }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: kind('editMember'), member: target, body: memberBody }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: kind('memberStatus'), member: target, status: memberStatus }),
  },
  { weight: 2, arbitrary: fc.record({ kind: kind('removeMember'), member: target }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: kind('restoreMember'), member: target, body: reasonBody }),
  },
  { weight: 3, arbitrary: fc.record({ kind: kind('linkMember'), member: target }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: kind('createMembership'),
      member: target,
      plan: target,
      body: membershipBody,
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: kind('renew'), membership: target, plan: target }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: kind('cancel'), membership: target, body: reasonBody }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: kind('pay'),
      membership: target,
      body: paymentBody,
      idempotencyKey: fc.oneof(idempotencyKey, fc.constantFrom('retry-1', 'retry-2')),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: kind('void'), payment: target, body: reasonBody }) },
  { weight: 4, arbitrary: fc.record({ kind: kind('refund'), payment: target, body: refundBody }) },
  { weight: 2, arbitrary: fc.record({ kind: kind('expire'), membership: target }) },
  { weight: 1, arbitrary: fc.record({ kind: kind('changeGymSettings'), body: gymSettingsBody }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: kind('changeGymLogo'),
      body: fc.option(gymLogoBody, { nil: null }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: kind('checkIn'),
      member: target,
      membership: target,
      body: checkInBody,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: kind('freeze'), membership: target, body: freezeBody }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: kind('unfreeze'), membership: target, body: unfreezeBody }),
  },
  { weight: 1, arbitrary: fc.record({ kind: kind('openBranch'), body: openBranchBody }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: kind('changeBranch'), branch: target, body: branchBody }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: kind('closeBranch'), branch: target, body: reasonBody }),
  },
  { weight: 2, arbitrary: fc.record({ kind: kind('reopenBranch'), branch: target }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: kind('transferMember'),
      member: target,
      branch: target,
      body: reasonBody,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: kind('closeDay'),
      branch: target,
      day: closeDay,
      expected: fc.record({
        cash: expectedPaise,
        card: expectedPaise,
        upi: expectedPaise,
        bankTransfer: expectedPaise,
      }),
      body: closeDayBody,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: kind('recordExpense'),
      branch: target,
      // -1: a built-in category (the body's); else one added earlier, when there is one.
      addedCategory: fc.oneof(
        { weight: 3, arbitrary: fc.constant(-1) },
        { weight: 1, arbitrary: fc.nat(10) },
      ),
      body: expenseBody,
    }),
  },
  {
    // Often: a reopen needs a day the same run closed first.
    weight: 5,
    arbitrary: fc.record({
      kind: kind('reopenDay'),
      branch: target,
      day: closeDay,
      body: reasonBody,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: kind('voidExpense'), expense: target, body: reasonBody }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: kind('addExpenseCategory'), body: expenseCategoryBody }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: kind('startRecurringExpense'),
      branch: target,
      body: recurringExpenseBody,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: kind('stopRecurringExpense'),
      recurring: target,
      body: reasonBody,
    }),
  },
);

const step = (o: fc.Arbitrary<Op>): fc.Arbitrary<Step> => fc.record({ op: o, now: clock });

/** A freeze of a few days from early in the membership, and an unfreeze while it runs. */
const earlyFreeze = fc.record({
  from: fc.record({ afterStart: fc.integer({ min: 0, max: 5 }) }),
  rest: fc.record({
    days: fc.integer({ min: 6, max: 30 }),
    reason: fc.constantFrom('Knee surgery', 'Travelling for work'),
  }),
});
const earlyUnfreeze = fc.record({ afterLastFreeze: fc.integer({ min: 1, max: 5 }) });

/**
 * A run: a branch besides the first, a plan, a member, a membership of the two, a payment, a
 * freeze and an unfreeze of it (each may be refused), then any ops.
 */
export const steps = (maxLength: number) =>
  fc
    .tuple(
      step(fc.record({ kind: kind('openBranch'), body: validOpenBranchBody })),
      step(fc.record({ kind: kind('createPlan'), body: validPlanBody })),
      step(fc.record({ kind: kind('addMember'), body: validMemberBody, linkedUser })),
      step(
        fc.record({
          kind: kind('createMembership'),
          member: fc.constant(0),
          plan: fc.constant(0),
          body: validMembershipBody,
        }),
      ),
      step(
        fc.record({
          kind: kind('pay'),
          membership: fc.constant(0),
          body: validPaymentBody,
          idempotencyKey: fc.constant(null),
        }),
      ),
      step(fc.record({ kind: kind('freeze'), membership: fc.constant(0), body: earlyFreeze })),
      step(fc.record({ kind: kind('unfreeze'), membership: fc.constant(0), body: earlyUnfreeze })),
      fc.array(step(op), { maxLength, size: 'max' }),
    )
    .map(([branch, plan, member, membership, payment, freeze, unfreeze, rest]) => [
      branch,
      plan,
      member,
      membership,
      payment,
      freeze,
      unfreeze,
      ...rest,
    ]);
