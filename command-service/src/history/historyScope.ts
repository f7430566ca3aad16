import { messages, type BranchFilter, type HistoryQuery } from '@gym/contracts';
import type { Db } from '@gym/platform';
import { getMember, getMembership, getPayment } from '@gym/projection-service';
import { HttpError } from '../http/errors';

/**
 * A member's, membership's or payment's history is read only where the row itself may be: 404,
 * as for its detail, when `branches` (not every branch) does not hold it. Plans and accounts
 * belong to no branch.
 */
export async function requireHistoryInScope(
  db: Db,
  query: Pick<HistoryQuery, 'entity' | 'id'>,
  branches: BranchFilter,
): Promise<void> {
  if (branches === null) return;
  switch (query.entity) {
    case 'member':
      if (!(await getMember(db, query.id, { branches, includeRemoved: true })))
        throw new HttpError(404, messages.memberNotFound);
      return;
    case 'membership':
      if (!(await getMembership(db, query.id, branches)))
        throw new HttpError(404, messages.membershipNotFound);
      return;
    case 'payment':
      if (!(await getPayment(db, query.id, branches)))
        throw new HttpError(404, messages.paymentNotFound);
      return;
    default:
      return;
  }
}
