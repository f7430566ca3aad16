import type { Knex } from 'knex';
import type { MemberDetails, MemberEvent } from '@gym/contracts';
import type { ProjectedEvent, Projector } from '../../runner/projector';
import { RowBuffer } from '../../runner/rowBuffer';

export const memberDetailColumns = (d: MemberDetails) => ({
  first_name: d.firstName,
  last_name: d.lastName,
  email: d.email,
  phone: d.phone,
  whatsapp: d.whatsapp,
  date_of_birth: d.dateOfBirth,
  gender: d.gender,
  address: d.address,
  emergency_contact: d.emergencyContact,
  emergency_phone: d.emergencyPhone,
});

/** The later of two instants (either may be missing), as the database's greatest() picks it. */
function later(a: unknown, b: string): unknown {
  if (a === null || a === undefined) return b;
  return new Date(a as string | Date).getTime() >= new Date(b).getTime() ? a : b;
}

/**
 * A batch in a few statements (a rebuild replays the whole log): the members it names read at
 * once, every event applied in log order in memory, then the rows written together.
 */
async function applyMembers(trx: Knex.Transaction, events: readonly ProjectedEvent[]) {
  const members = new RowBuffer('members', ['id']);
  const all = events as readonly ProjectedEvent<MemberEvent>[];
  await members.load(
    trx,
    'id',
    all.filter((e) => e.type !== 'MemberRegistered').map((e) => e.data.memberId),
  );
  let lastNumber: number | null = null;
  for (const e of all) {
    const at = e.metadata.occurredAt;
    if (e.type === 'MemberRegistered') {
      // The next number along the unique index (one index read a batch): stable, as the log's
      // order is.
      if (lastNumber === null) {
        const last = (await trx('members').max('member_number as max').first()) as
          { max: number | null } | undefined;
        lastNumber = last?.max ?? 0;
      }
      lastNumber += 1;
      members.insert({
        member_number: lastNumber,
        id: e.data.memberId,
        user_id: e.data.userId,
        ...memberDetailColumns(e.data),
        status: e.data.status,
        join_date: e.data.joinDate,
        home_branch_id: e.data.homeBranchId,
        created_at: at,
        updated_at: at,
      });
      continue;
    }
    const member = members.get(e.data.memberId);
    if (!member) continue;
    switch (e.type) {
      case 'MemberDetailsUpdated':
        members.update(member, { ...memberDetailColumns(e.data), updated_at: at });
        break;
      case 'MemberStatusChanged':
        members.update(member, { status: e.data.status, updated_at: at });
        break;
      case 'MemberLinkedToUser':
        members.update(member, { user_id: e.data.userId, updated_at: at });
        break;
      case 'MemberRemoved':
        members.update(member, { removed: true, removed_at: at, updated_at: at });
        break;
      case 'MemberRestored':
        members.update(member, { removed: false, removed_at: null, updated_at: at });
        break;
      case 'MemberCheckedIn':
        members.update(member, {
          visit_count: Number(member.visit_count ?? 0) + 1,
          last_visit_at: later(member.last_visit_at, e.data.checkedInAt),
        });
        break;
      case 'MemberTransferred':
        members.update(member, { home_branch_id: e.data.toBranchId, updated_at: at });
        break;
      default: {
        const unknown: never = e;
        throw new Error(`members projector cannot apply ${(unknown as { type: string }).type}`);
      }
    }
  }
  await members.flush(trx);
}

export const membersProjector: Projector = {
  name: 'members',
  // 2: member numbers (codes) in log order of registration, visit count and last visit.
  // 3: the home branch (and transfers).
  version: 3,
  tables: ['members'],
  handles: [
    'MemberRegistered',
    'MemberDetailsUpdated',
    'MemberStatusChanged',
    'MemberLinkedToUser',
    'MemberRemoved',
    'MemberRestored',
    'MemberCheckedIn',
    'MemberTransferred',
  ],
  apply(trx, event) {
    return applyMembers(trx, [event]);
  },
  applyBatch: applyMembers,
};
