import { readDomainEvent, type RecordedEvent } from '@gym/contracts';
import { branchOf, type KnownBranches } from '@gym/domain';

/**
 * The events of one stream a caller may read: those whose fact belongs to a branch they work at,
 * or to none (plans, accounts), by the rule the audit log files its entries by (`branchOf`). A
 * member's or membership's stream is read only while the member's home branch or the selling
 * branch is one of theirs: otherwise nothing, as for a stream that does not exist.
 */
export function visibleHistory(
  events: readonly RecordedEvent[],
  mayWorkAt: (branchId: string) => boolean,
): RecordedEvent[] {
  const known: KnownBranches = new Map();
  const visible: RecordedEvent[] = [];
  let ownerBranch: string | null = null;
  for (const e of events) {
    const fact = readDomainEvent(e.type, e.data, e.streamId);
    const branchId = branchOf(fact, known, new Set());
    // The stream's own branch: the member's home (as last moved), the membership's selling one.
    if (['MemberRegistered', 'MemberTransferred', 'MembershipCreated'].includes(fact.type))
      ownerBranch = branchId;
    if (branchId === null || mayWorkAt(branchId)) visible.push(e);
  }
  return ownerBranch === null || mayWorkAt(ownerBranch) ? visible : [];
}
