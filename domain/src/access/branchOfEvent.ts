import type { DomainEvent } from '@gym/contracts';

// The one rule of which branch a fact belongs to: the audit's entries are filed by it, and a
// stream's history (GET /api/audit) shows a branch's people only the facts of their branches.

/** The branch of each member, membership and payment seen so far, by id. */
export type KnownBranches = Map<string, string>;

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** The ids whose branch a batch's events may need (read at once before the batch). */
export function branchKeysOf(e: DomainEvent): string[] {
  const data = e.data as Record<string, unknown>;
  return ['paymentId', 'membershipId', 'memberId', 'recurringExpenseId'].flatMap(
    (key) => text(data[key]) ?? [],
  );
}

/**
 * The branch an event's entry belongs to, remembering what it says of its entity's branch in
 * `known` (`changed`: what to save). A member's changes are their home branch's, a membership's
 * its selling branch's, a payment's (and its void or refund) its receiving branch's, a visit the
 * desk's, a branch's its own; plans, accounts and the business's settings: none.
 */
export function branchOf(
  e: DomainEvent,
  known: KnownBranches,
  changed: Set<string>,
): string | null {
  const remember = (id: string, branchId: string) => {
    known.set(id, branchId);
    changed.add(id);
    return branchId;
  };
  switch (e.type) {
    case 'MemberRegistered':
      return remember(e.data.memberId, e.data.homeBranchId);
    case 'MemberTransferred':
      return remember(e.data.memberId, e.data.toBranchId);
    case 'MemberCheckedIn':
      return e.data.branchId;
    case 'MembershipCreated':
      return remember(e.data.membershipId, e.data.branchId);
    case 'PaymentRecorded':
      return remember(e.data.paymentId, e.data.branchId);
    case 'BranchOpened':
    case 'BranchDetailsChanged':
    case 'BranchClosed':
    case 'BranchReopened':
    case 'ExpenseRecorded':
    case 'ExpenseVoided':
    case 'DayClosed':
    case 'DayReopened':
      return e.data.branchId;
    case 'RecurringExpenseStarted':
      return remember(e.data.recurringExpenseId, e.data.branchId);
    case 'RecurringExpenseStopped':
      return known.get(e.data.recurringExpenseId) ?? null;
    default: {
      const data = e.data as Record<string, unknown>;
      for (const key of ['paymentId', 'membershipId', 'memberId']) {
        const id = text(data[key]);
        const branchId = id && known.get(id);
        if (branchId) return branchId;
      }
      return null;
    }
  }
}
