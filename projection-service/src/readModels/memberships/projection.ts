import type { Knex } from 'knex';
import {
  membershipLifecycleOf,
  membershipStatus,
  type MemberEvent,
  type MembershipEvent,
  type MembershipStatus,
  type MembershipStatusFacts,
} from '@gym/contracts';
import type { ProjectedEvent, Projector } from '../../runner/projector';

/** What a membership's status follows from, as its row holds it (one select by primary key). */
async function statusFactsOf(
  trx: Knex.Transaction,
  membershipId: string,
): Promise<MembershipStatusFacts | null> {
  const row: { status: MembershipStatus; total_paise: string; paid_paise: string } | undefined =
    await trx('memberships')
      .where({ id: membershipId })
      .first('status', 'total_paise', 'paid_paise');
  if (!row) return null;
  return {
    lifecycle: membershipLifecycleOf(row.status),
    totalPaise: Number(row.total_paise),
    paidPaise: Number(row.paid_paise),
  };
}

/** Moves what is paid by `deltaPaise` and writes the status that follows (contracts' rule). */
async function changePaid(
  trx: Knex.Transaction,
  membershipId: string,
  deltaPaise: number,
  at: string,
  columns: Record<string, unknown> = {},
) {
  const facts = await statusFactsOf(trx, membershipId);
  if (!facts) return;
  const paidPaise = facts.paidPaise + deltaPaise;
  await trx('memberships')
    .where({ id: membershipId })
    .update({
      ...columns,
      paid_paise: paidPaise,
      status: membershipStatus({ ...facts, paidPaise }),
      updated_at: at,
    });
}

async function applyMemberEvent(trx: Knex.Transaction, e: ProjectedEvent<MemberEvent>) {
  const id = e.data.memberId;
  const copy = () => trx('membership_members').where({ id });
  const mirror = (columns: Record<string, unknown>) =>
    trx('memberships').where({ member_id: id }).update(columns);
  switch (e.type) {
    case 'MemberRegistered':
      await trx('membership_members').insert({
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
      await copy().update(names);
      await mirror({
        member_first_name: names.first_name,
        member_last_name: names.last_name,
        member_email: names.email,
        member_phone: names.phone,
      });
      return;
    }
    case 'MemberStatusChanged':
      await copy().update({ status: e.data.status });
      await mirror({ member_status: e.data.status });
      return;
    case 'MemberRemoved':
      await copy().update({ removed: true });
      await mirror({ member_removed: true });
      return;
    case 'MemberLinkedToUser':
    case 'MemberCheckedIn':
      return;
    default: {
      const unknown: never = e;
      throw new Error(`memberships projector cannot apply ${(unknown as { type: string }).type}`);
    }
  }
}

async function applyMembershipEvent(trx: Knex.Transaction, e: ProjectedEvent<MembershipEvent>) {
  const at = e.metadata.occurredAt;
  switch (e.type) {
    case 'MembershipCreated': {
      const d = e.data;
      const member = await trx('membership_members').where({ id: d.memberId }).first();
      await trx('memberships').insert({
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
        created_at: at,
        updated_at: at,
      });
      if (d.renewsMembershipId) {
        await trx('memberships')
          .where({ id: d.renewsMembershipId })
          .update({ renewed_by_membership_id: d.membershipId });
      }
      return;
    }
    case 'PaymentRecorded':
      await changePaid(
        trx,
        e.data.membershipId,
        e.data.amountPaise,
        at,
        e.data.nextPaymentDueDate ? { next_payment_due_date: e.data.nextPaymentDueDate } : {},
      );
      return;
    case 'PaymentVoided':
    case 'PaymentRefunded':
      await changePaid(trx, membershipIdOf(e), -e.data.amountPaise, at);
      return;
    case 'MembershipCancelled': {
      const facts = await statusFactsOf(trx, e.data.membershipId);
      if (!facts) return;
      await trx('memberships')
        .where({ id: e.data.membershipId })
        .update({
          status: membershipStatus({ ...facts, lifecycle: 'cancelled' }),
          cancel_reason: e.data.reason,
          updated_at: at,
        });
      return;
    }
    case 'MembershipExpired': {
      // A cancelled membership stays cancelled.
      const facts = await statusFactsOf(trx, e.data.membershipId);
      if (!facts || facts.lifecycle === 'cancelled') return;
      await trx('memberships')
        .where({ id: e.data.membershipId })
        .update({ status: membershipStatus({ ...facts, lifecycle: 'expired' }), updated_at: at });
      return;
    }
    case 'MembershipFrozen': {
      const d = e.data;
      await trx('memberships')
        .where({ id: d.membershipId })
        .update({ end_date: d.endDate, updated_at: at });
      await trx('membership_freezes').insert({
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
      await trx('memberships')
        .where({ id: d.membershipId })
        .update({ end_date: d.endDate, updated_at: at });
      await trx('membership_freezes')
        .where({ membership_id: d.membershipId, from_date: d.from })
        .whereRaw('days > returned_days')
        .update({ unfrozen_on: d.on, returned_days: d.returnedDays });
      return;
    }
    default: {
      const unknown: never = e;
      throw new Error(`memberships projector cannot apply ${(unknown as { type: string }).type}`);
    }
  }
}

/** Corrections carry the payment id; their stream is the membership's. */
function membershipIdOf(e: ProjectedEvent<MembershipEvent>): string {
  return e.streamId.slice('membership-'.length);
}

const MEMBER_EVENTS: readonly string[] = [
  'MemberRegistered',
  'MemberDetailsUpdated',
  'MemberStatusChanged',
  'MemberRemoved',
  'MemberLinkedToUser',
];

export const membershipsProjector: Projector = {
  name: 'memberships',
  // 2: a free plan's membership is active at once (rebuilt on start). 3: frozen periods.
  version: 3,
  tables: ['memberships', 'membership_members', 'membership_freezes'],
  handles: [
    'MemberRegistered',
    'MemberDetailsUpdated',
    'MemberStatusChanged',
    'MemberRemoved',
    'MembershipCreated',
    'PaymentRecorded',
    'PaymentVoided',
    'PaymentRefunded',
    'MembershipCancelled',
    'MembershipExpired',
    'MembershipFrozen',
    'MembershipUnfrozen',
  ],
  async apply(trx, event) {
    if (MEMBER_EVENTS.includes(event.type))
      await applyMemberEvent(trx, event as ProjectedEvent<MemberEvent>);
    else await applyMembershipEvent(trx, event as ProjectedEvent<MembershipEvent>);
  },
};
