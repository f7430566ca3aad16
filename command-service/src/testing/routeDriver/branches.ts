import { randomUUID } from 'node:crypto';
import {
  branchStream,
  closeBranchRequest,
  memberStream,
  messages,
  openBranchRequest,
  updateBranchRequest,
} from '@gym/contracts';
import { branchDecider, memberDecider } from '@gym/domain';
import { loadBranch } from '../../branches/loadBranch';
import { parse, pickId, type Route } from './world';

/**
 * As the branch routes and the member transfer will be: the request schema, then one command.
 * (A transfer's request is its reason, as a closing's is; the branch is the one picked.)
 */
export const branchRoutes: {
  openBranch: Route<'openBranch'>;
  changeBranch: Route<'changeBranch'>;
  closeBranch: Route<'closeBranch'>;
  reopenBranch: Route<'reopenBranch'>;
  transferMember: Route<'transferMember'>;
} = {
  async openBranch(world, { op, context }) {
    const input = parse(openBranchRequest, op.body);
    if (!input) return 'refused by schema';
    const { code, ...details } = input;
    const branchId = randomUUID();
    await world.reservations.reserve('branch-code', code, branchId, context, {
      message: messages.branchCodeTaken,
      field: 'code',
    });
    await world.handle(
      branchDecider,
      branchStream(branchId),
      { type: 'OpenBranch', branchId, code, receiptPrefix: code, details },
      context,
    );
    world.branches.push(branchId);
    return 'done';
  },

  async changeBranch(world, { op, context }) {
    const id = pickId(world.branches, op.branch);
    const branch = await world.handle.load(branchDecider, branchStream(id));
    if (!branch.exists) return 'refused by rule';
    const details = parse(updateBranchRequest(branch.details), op.body);
    if (!details) return 'refused by schema';
    const command = { type: 'ChangeBranchDetails', details } as const;
    await world.handle(branchDecider, branchStream(id), command, context);
    return 'done';
  },

  async closeBranch(world, { op, context }) {
    const input = parse(closeBranchRequest, op.body);
    if (!input) return 'refused by schema';
    const id = pickId(world.branches, op.branch);
    const command = { type: 'CloseBranch', reason: input.reason } as const;
    await world.handle(branchDecider, branchStream(id), command, context);
    return 'done';
  },

  async reopenBranch(world, { op, context }) {
    const id = pickId(world.branches, op.branch);
    await world.handle(branchDecider, branchStream(id), { type: 'ReopenBranch' }, context);
    return 'done';
  },

  async transferMember(world, { op, context }) {
    const input = parse(closeBranchRequest, op.body);
    if (!input) return 'refused by schema';
    const memberId = pickId(world.members, op.member);
    const toBranch = await loadBranch(world, pickId(world.branches, op.branch));
    const command = { type: 'TransferMember', toBranch, reason: input.reason } as const;
    await world.handle(memberDecider, memberStream(memberId), command, context);
    return 'done';
  },
};
