import type { Knex } from 'knex';
import type { MemberEvent, MembershipEvent, MembershipStatus } from '@gym/contracts';
import { membershipLifecycleOf, membershipStatus, type MembershipStatusFacts } from '@gym/domain';
import type { ProjectedEvent, Projector } from '../../runner/projector';
import { RowBuffer, type Row } from '../../runner/rowBuffer';

/** What a membership's status follows from, as its row holds it. */
function statusFactsOf(row: Row): MembershipStatusFacts {
  return {
    lifecycle: membershipLifecycleOf(row.status as MembershipStatus),
    totalPaise: Number(row.total_paise),
    paidPaise: Number(row.paid_paise),
  };
}

/** The rows one batch touches, read at once and written together after. */
interface Rows {
  memberships: RowBuffer;
  members: RowBuffer;
  freezes: RowBuffer;
}

/** Moves what is paid by `deltaPaise` and writes the status that follows (contracts' rule). */
function changePaid(
  rows: Rows,
  membershipId: string,
  deltaPaise: number,
  at: string,
  columns: Row = {},
) {
  const membership = rows.memberships.get(membershipId);
  if (!membership) return;
  const facts = statusFactsOf(membership);
  const paidPaise = facts.paidPaise + deltaPaise;
  rows.memberships.update(membership, {
    ...columns,
    paid_paise: paidPaise,
    status: membershipStatus({ ...facts, paidPaise }),
    updated_at: at,
  });
}

function applyMemberEvent(rows: Rows, e: ProjectedEvent<MemberEvent>) {
  const id = e.data.memberId;
  const copy = (columns: Row) => {
    const member = rows.members.get(id);
    if (member) rows.members.update(member, columns);
  };
  const mirror = (columns: Row) => {
    for (const membership of rows.memberships.filter((m) => m.member_id === id))
      rows.memberships.update(membership, columns);
  };
  switch (e.type) {
    case 'MemberRegistered':
      rows.members.insert({
        id,
        first_name: e.data.firstName,
        last_name: e.data.lastName,
        email: e.data.email,
        phone: e.data.phone,
        status: e.data.status,
        removed: false,
      });
      return;
    case 'MemberDetailsUpdated': {
      const names = {
        first_name: e.data.firstName,
        last_name: e.data.lastName,
        email: e.data.email,
        phone: e.data.phone,
      };
      copy(names);
      mirror({
        member_first_name: names.first_name,
        member_last_name: names.last_name,
        member_email: names.email,
        member_phone: names.phone,
      });
      return;
    }
    case 'MemberStatusChanged':
      copy({ status: e.data.status });
      mirror({ member_status: e.data.status });
      return;
    case 'MemberRemoved':
      copy({ removed: true });
      mirror({ member_removed: true });
      return;
    case 'MemberRestored':
      copy({ removed: false });
      mirror({ member_removed: false });
      return;
    case 'MemberLinkedToUser':
    case 'MemberCheckedIn':
    case 'MemberTransferred':
      return;
    default: {
      const unknown: never = e;
      throw new Error(`memberships projector cannot apply ${(unknown as { type: string }).type}`);
    }
  }
}

function applyMembershipEvent(rows: Rows, e: ProjectedEvent<MembershipEvent>) {
  const at = e.metadata.occurredAt;
  switch (e.type) {
    case 'MembershipCreated': {
      const d = e.data;
      const member = rows.members.get(d.memberId);
      rows.memberships.insert({
        id: d.membershipId,
        member_id: d.memberId,
        plan_id: d.plan.planId,
        plan_name: d.plan.name,
        plan_price_paise: d.plan.pricePaise,
        plan_duration_days: d.plan.durationDays,
        member_first_name: member?.first_name ?? '',
        member_last_name: member?.last_name ?? '',
        member_email: member?.email ?? '',
        member_phone: member?.phone ?? '',
        member_status: member?.status ?? 'active',
        member_removed: member?.removed ?? false,
        start_date: d.startDate,
        end_date: d.endDate,
        status: membershipStatus({ lifecycle: 'open', totalPaise: d.totalPaise, paidPaise: 0 }),
        total_paise: d.totalPaise,
        paid_paise: 0,
        next_payment_due_date: d.nextPaymentDueDate,
        renews_membership_id: d.renewsMembershipId,
        branch_id: d.branchId,
        created_at: at,
        updated_at: at,
      });
      const renewed = d.renewsMembershipId && rows.memberships.get(d.renewsMembershipId);
      if (renewed) rows.memberships.update(renewed, { renewed_by_membership_id: d.membershipId });
      return;
    }
    case 'PaymentRecorded':
      changePaid(
        rows,
        e.data.membershipId,
        e.data.amountPaise,
        at,
        e.data.nextPaymentDueDate ? { next_payment_due_date: e.data.nextPaymentDueDate } : {},
      );
      return;
    case 'PaymentVoided':
    case 'PaymentRefunded':
      changePaid(rows, e.data.membershipId, -e.data.amountPaise, at);
      return;
    case 'MembershipCancelled': {
      const membership = rows.memberships.get(e.data.membershipId);
      if (!membership) return;
      rows.memberships.update(membership, {
        status: membershipStatus({ ...statusFactsOf(membership), lifecycle: 'cancelled' }),
        cancel_reason: e.data.reason,
        updated_at: at,
      });
      return;
    }
    case 'MembershipExpired': {
      // A cancelled membership stays cancelled.
      const membership = rows.memberships.get(e.data.membershipId);
      if (!membership) return;
      const facts = statusFactsOf(membership);
      if (facts.lifecycle === 'cancelled') return;
      rows.memberships.update(membership, {
        status: membershipStatus({ ...facts, lifecycle: 'expired' }),
        updated_at: at,
      });
      return;
    }
    case 'MembershipFrozen': {
      const d = e.data;
      const membership = rows.memberships.get(d.membershipId);
      if (membership) rows.memberships.update(membership, { end_date: d.endDate, updated_at: at });
      rows.freezes.insert({
        membership_id: d.membershipId,
        revision: e.revision.toString(),
        from_date: d.from,
        days: d.days,
        reason: d.reason,
        frozen_by: e.metadata.actorUserId,
        frozen_at: at,
      });
      return;
    }
    case 'MembershipUnfrozen': {
      const d = e.data;
      const membership = rows.memberships.get(d.membershipId);
      if (membership) rows.memberships.update(membership, { end_date: d.endDate, updated_at: at });
      const open = rows.freezes.filter(
        (f) =>
          f.membership_id === d.membershipId &&
          f.from_date === d.from &&
          Number(f.days) > Number(f.returned_days ?? 0),
      );
      for (const freeze of open)
        rows.freezes.update(freeze, { unfrozen_on: d.on, returned_days: d.returnedDays });
      return;
    }
    default: {
      const unknown: never = e;
      throw new Error(`memberships projector cannot apply ${(unknown as { type: string }).type}`);
    }
  }
}

/** The memberships an event names by id. */
function membershipIdsOf(e: ProjectedEvent<MembershipEvent>): string[] {
  switch (e.type) {
    case 'MembershipCreated':
      return e.data.renewsMembershipId ? [e.data.renewsMembershipId] : [];
    default:
      return [e.data.membershipId];
  }
}

/**
 * A batch in a few statements (a rebuild replays the whole log): the rows its events touch read
 * at once, every event applied in log order in memory, then the rows written together.
 */
async function applyEvents(trx: Knex.Transaction, events: readonly ProjectedEvent[]) {
  const rows: Rows = {
    memberships: new RowBuffer('memberships', ['id']),
    members: new RowBuffer('membership_members', ['id']),
    freezes: new RowBuffer('membership_freezes', ['membership_id', 'revision']),
  };
  const memberIds = new Set<string>();
  const mirrored = new Set<string>();
  const membershipIds = new Set<string>();
  const unfrozen = new Set<string>();
  for (const event of events) {
    if (MEMBER_EVENTS.includes(event.type)) {
      const e = event as ProjectedEvent<MemberEvent>;
      if (e.type === 'MemberRegistered') continue;
      memberIds.add(e.data.memberId);
      mirrored.add(e.data.memberId);
      continue;
    }
    const e = event as ProjectedEvent<MembershipEvent>;
    if (e.type === 'MembershipCreated') memberIds.add(e.data.memberId);
    if (e.type === 'MembershipUnfrozen') unfrozen.add(e.data.membershipId);
    for (const id of membershipIdsOf(e)) membershipIds.add(id);
  }
  await rows.members.load(trx, 'id', memberIds);
  await rows.memberships.load(trx, 'id', membershipIds);
  await rows.memberships.load(trx, 'member_id', mirrored);
  await rows.freezes.load(trx, 'membership_id', unfrozen);
  for (const event of events) {
    if (MEMBER_EVENTS.includes(event.type))
      applyMemberEvent(rows, event as ProjectedEvent<MemberEvent>);
    else applyMembershipEvent(rows, event as ProjectedEvent<MembershipEvent>);
  }
  await rows.members.flush(trx);
  await rows.memberships.flush(trx);
  await rows.freezes.flush(trx);
}

const MEMBER_EVENTS: readonly string[] = [
  'MemberRegistered',
  'MemberDetailsUpdated',
  'MemberStatusChanged',
  'MemberRemoved',
  'MemberRestored',
  'MemberLinkedToUser',
];

export const membershipsProjector: Projector = {
  name: 'memberships',
  // 2: a free plan's membership is active at once (rebuilt on start). 3: frozen periods.
  // 4: the branch that sold it.
  version: 4,
  tables: ['memberships', 'membership_members', 'membership_freezes'],
  // A member's changes are mirrored into their memberships, found by member.
  lookups: ['memberships (member_id)'],
  handles: [
    'MemberRegistered',
    'MemberDetailsUpdated',
    'MemberStatusChanged',
    'MemberRemoved',
    'MemberRestored',
    'MembershipCreated',
    'PaymentRecorded',
    'PaymentVoided',
    'PaymentRefunded',
    'MembershipCancelled',
    'MembershipExpired',
    'MembershipFrozen',
    'MembershipUnfrozen',
  ],
  apply(trx, event) {
    return applyEvents(trx, [event]);
  },
  applyBatch: applyEvents,
};
