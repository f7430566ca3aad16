import {
  DomainError,
  branchStream,
  messages,
  type BranchDetails,
  type BranchDto,
  type BranchEvent,
} from '@gym/contracts';
import { branchDecider, type BranchState } from '@gym/domain';
import type { CommandContext, CommandHandler, CommandResult } from '../commands/handleCommand';
import type { Reservations } from '../reservations/reservations';

type Deps = { handle: CommandHandler; reservations: Reservations };

/** A branch to open: its id, code, receipt prefix and details. */
export interface NewBranch {
  branchId: string;
  code: string;
  receiptPrefix: string;
  details: BranchDetails;
}

/**
 * Opens a branch: its code is reserved first (a code taken is the form's mistake: 400 on `code`),
 * and freed again when the branch is refused.
 */
export async function openNewBranch(
  deps: Deps,
  branch: NewBranch,
  context: CommandContext,
): Promise<CommandResult<BranchEvent, BranchState>> {
  const { branchId, code } = branch;
  try {
    await deps.reservations.reserve('branch-code', code, branchId, context, {
      message: messages.branchCodeTaken,
      field: 'code',
    });
  } catch (error) {
    if (error instanceof DomainError && error.message === messages.branchCodeTaken)
      throw new DomainError('invalid', messages.branchCodeTaken, {
        code: messages.branchCodeTaken,
      });
    throw error;
  }
  try {
    return await deps.handle(
      branchDecider,
      branchStream(branchId),
      { type: 'OpenBranch', ...branch },
      context,
    );
  } catch (error) {
    await deps.reservations.release('branch-code', code, branchId, context);
    throw error;
  }
}

/** A write's answer while the branches read model is behind: the branch as decided. */
export function decidedBranch(
  branchId: string,
  result: CommandResult<BranchEvent, BranchState>,
): { id: string } & Partial<BranchDto> {
  const { state } = result;
  if (!state.exists) return { id: branchId };
  return {
    id: branchId,
    code: state.code,
    receiptPrefix: state.receiptPrefix,
    ...state.details,
    open: state.open,
    createdAt: result.createdAt.toISOString(),
    updatedAt: result.updatedAt.toISOString(),
  };
}
