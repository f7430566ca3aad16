import {
  DomainError,
  MAX_DATE,
  addDays,
  daysBetween,
  formatRupeesExact,
  membershipStatus,
  messages,
  type MembershipEvent,
  type MembershipLifecycle,
  type PaymentMethod,
} from '@gym/contracts';
import type { StreamDecider } from '../commands/decider';
import type { MemberState } from '../members/decider';
import type { PlanState } from '../plans/decider';
import { frozenDays, resumesOn, type FreezePeriod } from './freezes';

export interface PaymentEntry {
  amountPaise: number;
  refundedPaise: number;
  state: 'recorded' | 'voided' | 'refunded';
  /** What the payment was recorded with, to tell an idempotent retry from a reused key. */
  fingerprint: string;
}

export type MembershipState =
  | { exists: false }
  | {
      exists: true;
      membershipId: string;
      memberId: string;
      planId: string;
      startDate: string;
      endDate: string;
      totalPaise: number;
      paidPaise: number;
      lifecycle: MembershipLifecycle;
      payments: Record<string, PaymentEntry>;
      /** Frozen periods in the order recorded; the end date already includes their days. */
      freezes: FreezePeriod[];
    };

export interface RecordPayment {
  type: 'RecordPayment';
  paymentId: string;
  amountPaise: number;
  method: PaymentMethod;
  paidAt: string;
  paymentDay: string;
  manualReceiptNumber: string | null;
  notes: string | null;
  nextPaymentDueDate: string | null;
  receivedByUserId: string | null;
  /** The UPI or bank transfer's own id (absent: none). */
  reference?: string | null;
  idempotencyKey: string | null;
}

export type MembershipCommand =
  | {
      type: 'CreateMembership';
      membershipId: string;
      member: MemberState;
      plan: PlanState;
      startDate: string;
      renewsMembershipId: string | null;
      nextPaymentDueDate: string | null;
    }
  | {
      /**
       * Renews `current` (loaded by the caller) into this stream, the renewal's own: from its end
       * date, on `plan` as it is now, for its member as they are now.
       */
      type: 'RenewMembership';
      membershipId: string;
      current: MembershipState;
      member: MemberState;
      plan: PlanState;
    }
  | RecordPayment
  | { type: 'VoidPayment'; paymentId: string; reason: string }
  | {
      type: 'RefundPayment';
      paymentId: string;
      amountPaise: number | null;
      reason: string;
      refundDay: string;
    }
  | { type: 'CancelMembership'; reason: string }
  | {
      /** `maxFreezeDays`: the plan's limit per membership as the plan is now (null: none). */
      type: 'FreezeMembership';
      from: string;
      days: number;
      reason: string;
      maxFreezeDays: number | null;
    }
  | { type: 'UnfreezeMembership'; on: string }
  | { type: 'ExpireMembership'; today: string };

const fingerprint = (c: RecordPayment) =>
  JSON.stringify([
    c.amountPaise,
    c.method,
    c.manualReceiptNumber,
    c.notes,
    c.reference ?? null,
    c.paymentDay,
  ]);

function existing(state: MembershipState) {
  if (!state.exists) throw new DomainError('not_found', messages.membershipNotFound);
  return state;
}

function decideCreate(
  command: Extract<MembershipCommand, { type: 'CreateMembership' }>,
  state: MembershipState,
): MembershipEvent[] {
  if (state.exists) throw new DomainError('conflict', 'This membership already exists');
  const { member, plan } = command;
  if (!member.exists || member.removed)
    throw new DomainError('not_found', messages.memberNotFound, {
      memberId: messages.memberNotFound,
    });
  if (!plan.exists)
    throw new DomainError('not_found', messages.planNotFound, { planId: messages.planNotFound });
  if (!plan.fields.isActive)
    throw new DomainError('invalid', messages.planInactive, { planId: messages.planInactive });
  const endDate = addDays(command.startDate, plan.fields.durationDays);
  if (endDate > MAX_DATE) {
    const field = command.renewsMembershipId ? 'planId' : 'startDate';
    throw new DomainError('invalid', messages.membershipEndsTooLate, {
      [field]: messages.membershipEndsTooLate,
    });
  }
  return [
    {
      type: 'MembershipCreated',
      data: {
        membershipId: command.membershipId,
        memberId: member.memberId,
        plan: {
          planId: plan.planId,
          name: plan.fields.name,
          pricePaise: plan.fields.pricePaise,
          durationDays: plan.fields.durationDays,
        },
        startDate: command.startDate,
        endDate,
        totalPaise: plan.fields.pricePaise,
        renewsMembershipId: command.renewsMembershipId,
        nextPaymentDueDate: command.nextPaymentDueDate,
      },
    },
  ];
}

/** A membership is renewed once, into a new membership from its end date; a cancelled one is not. */
function decideRenew(
  command: Extract<MembershipCommand, { type: 'RenewMembership' }>,
  state: MembershipState,
): MembershipEvent[] {
  const { current } = command;
  if (!current.exists) throw new DomainError('not_found', messages.membershipNotFound);
  if (membershipStatus(current) === 'cancelled')
    throw new DomainError('conflict', messages.membershipNotRenewable);
  if (state.exists) throw new DomainError('conflict', messages.membershipAlreadyRenewed);
  return decideCreate(
    {
      type: 'CreateMembership',
      membershipId: command.membershipId,
      member: command.member,
      plan: command.plan,
      startDate: current.endDate,
      renewsMembershipId: current.membershipId,
      nextPaymentDueDate: null,
    },
    state,
  );
}

function decidePayment(command: RecordPayment, state: MembershipState): MembershipEvent[] {
  const m = existing(state);
  const earlier = m.payments[command.paymentId];
  if (earlier) {
    if (earlier.fingerprint === fingerprint(command)) return [];
    throw new DomainError('conflict', messages.idempotencyKeyReused);
  }
  if (m.lifecycle === 'cancelled') throw new DomainError('conflict', messages.membershipCancelled);
  if (!Number.isSafeInteger(command.amountPaise) || command.amountPaise <= 0) {
    throw new DomainError('invalid', messages.amountPositive, { amount: messages.amountPositive });
  }
  const remaining = m.totalPaise - m.paidPaise;
  if (remaining <= 0)
    throw new DomainError('invalid', messages.nothingOwed, { amount: messages.nothingOwed });
  if (command.amountPaise > remaining) {
    const message = messages.amountExceedsBalance(formatRupeesExact(remaining));
    throw new DomainError('invalid', message, { amount: message });
  }
  const { type: _, ...data } = command;
  return [
    {
      type: 'PaymentRecorded',
      data: { ...data, membershipId: m.membershipId, memberId: m.memberId },
    },
  ];
}

function correctable(state: MembershipState, paymentId: string) {
  const m = existing(state);
  const payment = m.payments[paymentId];
  if (!payment) throw new DomainError('not_found', messages.paymentNotFound);
  if (payment.state !== 'recorded')
    throw new DomainError('conflict', messages.paymentAlreadyCorrected);
  return payment;
}

function decideFreeze(
  command: Extract<MembershipCommand, { type: 'FreezeMembership' }>,
  state: MembershipState,
): MembershipEvent[] {
  const m = existing(state);
  if (m.lifecycle !== 'open') throw new DomainError('conflict', messages.freezeNotOpen);
  const { from, days } = command;
  if (from < m.startDate || from > m.endDate)
    throw new DomainError('invalid', messages.freezeOutsideMembership, {
      from: messages.freezeOutsideMembership,
    });
  const until = addDays(from, days);
  if (m.freezes.some((p) => p.days > 0 && p.from < until && from < resumesOn(p)))
    throw new DomainError('conflict', messages.freezeOverlaps, { from: messages.freezeOverlaps });
  const used = frozenDays(m.freezes);
  if (command.maxFreezeDays !== null && used + days > command.maxFreezeDays) {
    const message = messages.freezeLimit(
      command.maxFreezeDays,
      Math.max(0, command.maxFreezeDays - used),
    );
    throw new DomainError('invalid', message, { days: message });
  }
  const endDate = addDays(m.endDate, days);
  if (endDate > MAX_DATE)
    throw new DomainError('invalid', messages.membershipEndsTooLate, {
      days: messages.membershipEndsTooLate,
    });
  return [
    {
      type: 'MembershipFrozen',
      data: { membershipId: m.membershipId, from, days, reason: command.reason, endDate },
    },
  ];
}

/** Ends the freeze running on `on` (or not yet begun) early: its unused days come back. */
function decideUnfreeze(
  command: Extract<MembershipCommand, { type: 'UnfreezeMembership' }>,
  state: MembershipState,
): MembershipEvent[] {
  const m = existing(state);
  if (m.lifecycle !== 'open') throw new DomainError('conflict', messages.freezeNotOpen);
  const period = m.freezes.find((p) => p.days > 0 && command.on < resumesOn(p));
  if (!period) throw new DomainError('conflict', messages.notFrozen, { on: messages.notFrozen });
  const kept = Math.max(0, daysBetween(period.from, command.on));
  const returnedDays = period.days - kept;
  return [
    {
      type: 'MembershipUnfrozen',
      data: {
        membershipId: m.membershipId,
        from: period.from,
        on: command.on,
        returnedDays,
        endDate: addDays(m.endDate, -returnedDays),
      },
    },
  ];
}

export const membershipDecider: StreamDecider<MembershipCommand, MembershipEvent, MembershipState> =
  {
    // 2: the plan's id and the frozen periods.
    // 3: payment fingerprints hold the reference and the payment day.
    snapshot: { kind: 'membership', version: 3 },
    initialState: () => ({ exists: false }),

    evolve(state, event) {
      if (event.type === 'MembershipCreated') {
        const d = event.data;
        return {
          exists: true,
          membershipId: d.membershipId,
          memberId: d.memberId,
          planId: d.plan.planId,
          startDate: d.startDate,
          endDate: d.endDate,
          totalPaise: d.totalPaise,
          paidPaise: 0,
          lifecycle: 'open',
          payments: {},
          freezes: [],
        };
      }
      if (!state.exists) return state;
      switch (event.type) {
        case 'PaymentRecorded': {
          const d = event.data;
          const entry: PaymentEntry = {
            amountPaise: d.amountPaise,
            refundedPaise: 0,
            state: 'recorded',
            fingerprint: fingerprint({ type: 'RecordPayment', ...d }),
          };
          return {
            ...state,
            paidPaise: state.paidPaise + d.amountPaise,
            payments: { ...state.payments, [d.paymentId]: entry },
          };
        }
        case 'PaymentVoided':
        case 'PaymentRefunded': {
          const payment = state.payments[event.data.paymentId];
          if (!payment) return state;
          const corrected: PaymentEntry =
            event.type === 'PaymentVoided'
              ? { ...payment, state: 'voided' }
              : { ...payment, state: 'refunded', refundedPaise: event.data.amountPaise };
          return {
            ...state,
            paidPaise: state.paidPaise - event.data.amountPaise,
            payments: { ...state.payments, [event.data.paymentId]: corrected },
          };
        }
        case 'MembershipCancelled':
          return { ...state, lifecycle: 'cancelled' };
        case 'MembershipExpired':
          return state.lifecycle === 'open' ? { ...state, lifecycle: 'expired' } : state;
        case 'MembershipFrozen':
          return {
            ...state,
            endDate: event.data.endDate,
            freezes: [...state.freezes, { from: event.data.from, days: event.data.days }],
          };
        case 'MembershipUnfrozen': {
          const { from, returnedDays, endDate } = event.data;
          return {
            ...state,
            endDate,
            freezes: state.freezes.map((p) =>
              p.from === from && p.days > 0 ? { ...p, days: p.days - returnedDays } : p,
            ),
          };
        }
        default: {
          const unknown: never = event;
          return unknown;
        }
      }
    },

    decide(command, state) {
      switch (command.type) {
        case 'CreateMembership':
          return decideCreate(command, state);
        case 'RenewMembership':
          return decideRenew(command, state);
        case 'RecordPayment':
          return decidePayment(command, state);
        case 'VoidPayment': {
          const payment = correctable(state, command.paymentId);
          return [
            {
              type: 'PaymentVoided',
              data: {
                membershipId: existing(state).membershipId,
                paymentId: command.paymentId,
                amountPaise: payment.amountPaise,
                reason: command.reason,
              },
            },
          ];
        }
        case 'RefundPayment': {
          const payment = correctable(state, command.paymentId);
          const amount = command.amountPaise ?? payment.amountPaise;
          if (!Number.isSafeInteger(amount) || amount <= 0) {
            throw new DomainError('invalid', messages.amountPositive, {
              amount: messages.amountPositive,
            });
          }
          if (amount > payment.amountPaise) {
            throw new DomainError('invalid', messages.refundTooLarge, {
              amount: messages.refundTooLarge,
            });
          }
          return [
            {
              type: 'PaymentRefunded',
              data: {
                membershipId: existing(state).membershipId,
                paymentId: command.paymentId,
                amountPaise: amount,
                reason: command.reason,
                refundDay: command.refundDay,
              },
            },
          ];
        }
        case 'CancelMembership': {
          const m = existing(state);
          if (m.lifecycle === 'cancelled')
            throw new DomainError('conflict', messages.membershipAlreadyCancelled);
          return [
            {
              type: 'MembershipCancelled',
              data: { membershipId: m.membershipId, reason: command.reason },
            },
          ];
        }
        case 'FreezeMembership':
          return decideFreeze(command, state);
        case 'UnfreezeMembership':
          return decideUnfreeze(command, state);
        case 'ExpireMembership': {
          const m = existing(state);
          if (m.lifecycle !== 'open' || m.endDate >= command.today) return [];
          return [
            {
              type: 'MembershipExpired',
              data: { membershipId: m.membershipId, expiredOn: command.today },
            },
          ];
        }
        default: {
          const unknown: never = command;
          return unknown;
        }
      }
    },
  };
