import type { MembershipEvent } from '@gym/contracts';
import type { StreamDecider } from '../decider';
import type { MembershipCommand } from './commands';
import { decideCancel, decideExpire } from './decideEnd';
import { decideFreeze, decideUnfreeze } from './decideFreeze';
import { decideRecord, decideRefund, decideVoid } from './decidePayment';
import { decideCreate, decideRenew } from './decideSale';
import { evolveMembership, initialMembershipState, type MembershipState } from './state';

/**
 * A membership and the payments inside its stream. Each command family decides in a file of its
 * own (sale, payments, freezes, end); the state and `evolve` are in state.ts.
 */
export const membershipDecider: StreamDecider<MembershipCommand, MembershipEvent, MembershipState> =
  {
    // 2: the plan's id and the frozen periods.
    // 3: payment fingerprints hold the reference and the payment day.
    // 4: the branch that sold it.
    // 5: the branch that received each payment.
    snapshot: { kind: 'membership', version: 5 },
    initialState: initialMembershipState,
    evolve: evolveMembership,

    decide(command, state) {
      switch (command.type) {
        case 'CreateMembership':
          return decideCreate(command, state);
        case 'RenewMembership':
          return decideRenew(command, state);
        case 'RecordPayment':
          return decideRecord(command, state);
        case 'VoidPayment':
          return decideVoid(command, state);
        case 'RefundPayment':
          return decideRefund(command, state);
        case 'CancelMembership':
          return decideCancel(command, state);
        case 'FreezeMembership':
          return decideFreeze(command, state);
        case 'UnfreezeMembership':
          return decideUnfreeze(command, state);
        case 'ExpireMembership':
          return decideExpire(command, state);
        default: {
          const unknown: never = command;
          return unknown;
        }
      }
    },
  };
