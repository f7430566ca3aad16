import { MAIN_BRANCH_ID, branchStream } from '@gym/contracts';
import { branchDecider, branchFacts, type BranchFacts } from '@gym/domain';
import type { CommandHandler } from '../commands/handleCommand';

/**
 * What a sale, payment or transfer needs of a branch, from its own stream (null: none). The first
 * branch is open before start-up has written its `BranchOpened` (a gym as it was before branches).
 */
export async function loadBranch(
  deps: { handle: CommandHandler },
  branchId: string,
): Promise<BranchFacts | null> {
  const facts = branchFacts(await deps.handle.load(branchDecider, branchStream(branchId)));
  if (!facts && branchId === MAIN_BRANCH_ID) return { branchId, name: 'Main', open: true };
  return facts;
}
