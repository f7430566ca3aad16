import { describe, expect, it } from 'vitest';
import { activeMember, admitsHome, mainBranch } from '../../../scripts/test/sampleMember';
import fc from 'fast-check';
import {
  DomainError,
  MAX_GST_RATE_BP,
  addDays,
  gstOnTop,
  type MembershipEvent,
} from '@gym/contracts';
import type { PlanFacts } from '../facts';
import type { MembershipCommand } from './commands';
import { membershipDecider } from './decider';
import type { MembershipState } from './state';
import { membershipStatus } from './status';

const membershipId = '2a7c9e14-5b3d-4f61-8e02-9c4a6b1d3f70';
const memberId = '0b4c6f0e-6a1d-4f3b-9d52-7a0e4c1b2d30';
const planId = '6f1c1f2e-3b7a-4c55-9a34-2f3c1d9e8a10';
const startDate = '2026-05-01';
const durationDays = 30;
const endDate = addDays(startDate, durationDays);

const member = activeMember(memberId);

const plan = (pricePaise: number): PlanFacts => ({
  planId,
  name: 'Gold',
  pricePaise,
  durationDays,
  isActive: true,
  admits: admitsHome,
});

const paymentId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** What the generator asks for; indexes pick among the payments recorded so far. */
type Step =
  | { kind: 'record'; amount: number }
  | { kind: 'retry'; index: number; sameAmount: boolean }
  | { kind: 'void'; index: number }
  | { kind: 'refund'; index: number; amount: number | null }
  | { kind: 'cancel' }
  | { kind: 'expire'; dayOffset: number };

const amount = fc.oneof(
  fc.integer({ min: 1, max: 500 }),
  fc.integer({ min: 1, max: 50_000 }),
  fc.integer({ min: 1, max: 300_000 }),
);

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('record' as const), amount }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('retry' as const),
      index: fc.nat(),
      sameAmount: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('void' as const), index: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      index: fc.nat(),
      amount: fc.option(amount, { nil: null }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'cancel' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('expire' as const),
      dayOffset: fc.integer({ min: -2, max: 2 * durationDays }),
    }),
  },
);

interface Recorded {
  id: string;
  amount: number;
}

function toCommand(s: Step, recorded: Recorded[], nextId: () => string): MembershipCommand {
  // An index past the recorded payments names one the membership has never seen.
  const pick = (index: number) =>
    recorded.length && index % (recorded.length + 1) < recorded.length
      ? recorded[index % (recorded.length + 1)]!
      : { id: paymentId(999_999), amount: 1 };
  const record = (id: string, amountPaise: number): MembershipCommand => ({
    type: 'RecordPayment',
    paymentId: id,
    branch: mainBranch,
    amountPaise,
    method: 'cash',
    paidAt: '2026-05-02T05:30:00.000Z',
    paymentDay: '2026-05-02',
    manualReceiptNumber: null,
    notes: null,
    nextPaymentDueDate: null,
    receivedByUserId: null,
    idempotencyKey: null,
  });
  switch (s.kind) {
    case 'record':
      return record(nextId(), s.amount);
    case 'retry': {
      const p = pick(s.index);
      return record(p.id, s.sameAmount ? p.amount : p.amount + 1);
    }
    case 'void':
      return { type: 'VoidPayment', paymentId: pick(s.index).id, reason: 'Wrong entry' };
    case 'refund':
      return {
        type: 'RefundPayment',
        paymentId: pick(s.index).id,
        amountPaise: s.amount,
        reason: 'Refund',
        refundDay: '2026-05-03',
      };
    case 'cancel':
      return { type: 'CancelMembership', reason: 'Moved away' };
    case 'expire':
      return { type: 'ExpireMembership', today: addDays(startDate, s.dayOffset) };
  }
}

/** The ledger as the events alone tell it, without the decider's evolve. */
function ledgerOf(events: MembershipEvent[]) {
  let recorded = 0;
  let voided = 0;
  let refunded = 0;
  for (const e of events) {
    if (e.type === 'PaymentRecorded') recorded += e.data.amountPaise;
    if (e.type === 'PaymentVoided') voided += e.data.amountPaise;
    if (e.type === 'PaymentRefunded') refunded += e.data.amountPaise;
  }
  return { recorded, voided, refunded, paid: recorded - voided - refunded };
}

function exists(state: MembershipState) {
  if (!state.exists) throw new Error('membership missing');
  return state;
}

describe('membership ledger (property)', () => {
  it('paid = recorded − voided − refunded, within [0, total]; refusals record nothing', () => {
    const accepted: Record<string, number> = {};
    const refused: Record<string, number> = {};
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 300_000 }),
        fc.option(fc.integer({ min: 0, max: MAX_GST_RATE_BP })),
        fc.array(step, { minLength: 1, maxLength: 40 }),
        (pricePaise, rate, steps) => {
          // Prices excluding GST at a rate: the total is the price plus its GST.
          const totalPaise = pricePaise + (rate === null ? 0 : gstOnTop(pricePaise, rate));
          const events: MembershipEvent[] = membershipDecider.decide(
            {
              type: 'CreateMembership',
              membershipId,
              member,
              plan: plan(pricePaise),
              branch: mainBranch,
              gstOnTop: rate === null ? null : { rateBasisPoints: rate },
              startDate,
              renewsMembershipId: null,
              nextPaymentDueDate: null,
            },
            membershipDecider.initialState(),
          );
          let state = events.reduce(membershipDecider.evolve, membershipDecider.initialState());
          const recorded: Recorded[] = [];
          let counter = 0;
          const nextId = () => paymentId(++counter);

          for (const s of steps) {
            const command = toCommand(s, recorded, nextId);
            const before = exists(state);
            const snapshot = structuredClone(before);
            let produced: MembershipEvent[];
            try {
              produced = membershipDecider.decide(command, state);
            } catch (error) {
              // A refusal is a DomainError, and the state it was decided on is untouched.
              expect(error).toBeInstanceOf(DomainError);
              expect(state).toEqual(snapshot);
              refused[command.type] = (refused[command.type] ?? 0) + 1;
              continue;
            }
            expect(before).toEqual(snapshot);
            for (const event of produced) {
              accepted[event.type] = (accepted[event.type] ?? 0) + 1;
              events.push(event);
              state = membershipDecider.evolve(state, event);
              if (event.type === 'PaymentRecorded')
                recorded.push({ id: event.data.paymentId, amount: event.data.amountPaise });
            }
            const after = exists(state);
            const ledger = ledgerOf(events);
            expect(after.paidPaise).toBe(ledger.paid);
            expect(after.paidPaise).toBeGreaterThanOrEqual(0);
            expect(after.paidPaise).toBeLessThanOrEqual(after.totalPaise);
            expect(after.totalPaise).toBe(totalPaise);

            // What an accepted command may record, by kind.
            if (command.type === 'RecordPayment' && produced.length) {
              expect(command.amountPaise).toBeLessThanOrEqual(totalPaise - before.paidPaise);
              expect(before.lifecycle).not.toBe('cancelled');
            }
            if (command.type === 'ExpireMembership') {
              const due = before.lifecycle === 'open' && endDate < command.today;
              expect(produced.length).toBe(due ? 1 : 0);
            }
            const status = membershipStatus(after);
            if (after.lifecycle === 'open') {
              expect(status).toBe(
                after.paidPaise === 0
                  ? 'pending_payment'
                  : after.paidPaise < totalPaise
                    ? 'partial_paid'
                    : 'active',
              );
            } else {
              expect(status).toBe(after.lifecycle);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
    // The generator reached every kind of event and every kind of refusal.
    for (const type of [
      'PaymentRecorded',
      'PaymentVoided',
      'PaymentRefunded',
      'MembershipCancelled',
      'MembershipExpired',
    ]) {
      expect(accepted[type], type).toBeGreaterThan(0);
    }
    for (const type of ['RecordPayment', 'VoidPayment', 'RefundPayment', 'CancelMembership']) {
      expect(refused[type], type).toBeGreaterThan(0);
    }
  });
});
