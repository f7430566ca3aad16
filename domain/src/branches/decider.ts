import { DomainError, messages, type BranchDetails, type BranchEvent } from '@gym/contracts';
import type { StreamDecider } from '../decider';
import type { BranchFacts } from '../facts';

export type BranchState =
  | { exists: false }
  | {
      exists: true;
      branchId: string;
      code: string;
      receiptPrefix: string;
      details: BranchDetails;
      open: boolean;
    };

export type BranchCommand =
  | {
      type: 'OpenBranch';
      branchId: string;
      code: string;
      receiptPrefix: string;
      details: BranchDetails;
    }
  | { type: 'ChangeBranchDetails'; details: BranchDetails }
  | { type: 'CloseBranch'; reason: string }
  | { type: 'ReopenBranch' };

const KEYS: readonly (keyof BranchDetails)[] = [
  'name',
  'address',
  'phone',
  'stateCode',
  'gstin',
  'upiId',
];
const same = (a: BranchDetails, b: BranchDetails) => KEYS.every((k) => a[k] === b[k]);

function existing(state: BranchState) {
  if (!state.exists) throw new DomainError('not_found', messages.branchNotFound);
  return state;
}

/** A branch of the business (stream `branch-{id}`): its details, and whether it is open. */
export const branchDecider: StreamDecider<BranchCommand, BranchEvent, BranchState> = {
  snapshot: { kind: 'branch', version: 1 },
  initialState: () => ({ exists: false }),

  evolve(state, event) {
    switch (event.type) {
      case 'BranchOpened': {
        const { branchId, code, receiptPrefix, ...details } = event.data;
        return { exists: true, branchId, code, receiptPrefix, details, open: true };
      }
      case 'BranchDetailsChanged': {
        const { branchId: _, ...details } = event.data;
        return state.exists ? { ...state, details } : state;
      }
      case 'BranchClosed':
        return state.exists ? { ...state, open: false } : state;
      case 'BranchReopened':
        return state.exists ? { ...state, open: true } : state;
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'OpenBranch': {
        if (state.exists) return [];
        const { branchId, code, receiptPrefix, details } = command;
        return [{ type: 'BranchOpened', data: { branchId, code, receiptPrefix, ...details } }];
      }
      case 'ChangeBranchDetails': {
        const branch = existing(state);
        if (same(branch.details, command.details)) return [];
        return [
          { type: 'BranchDetailsChanged', data: { branchId: branch.branchId, ...command.details } },
        ];
      }
      case 'CloseBranch': {
        const branch = existing(state);
        if (!branch.open) throw new DomainError('conflict', messages.branchAlreadyClosed);
        return [
          { type: 'BranchClosed', data: { branchId: branch.branchId, reason: command.reason } },
        ];
      }
      case 'ReopenBranch': {
        const branch = existing(state);
        if (branch.open) throw new DomainError('conflict', messages.branchAlreadyOpen);
        return [{ type: 'BranchReopened', data: { branchId: branch.branchId } }];
      }
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};

/** What a sale, a payment, a transfer or a visit needs of a branch (null: no such branch). */
export const branchFacts = (state: BranchState): BranchFacts | null =>
  state.exists ? { branchId: state.branchId, name: state.details.name, open: state.open } : null;
