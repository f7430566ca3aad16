import type { MemberDetails, MemberEvent } from '@gym/contracts';
import type { ProjectedEvent, Projector } from '../../runner/projector';

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

export const membersProjector: Projector = {
  name: 'members',
  // 2: member numbers (codes) in log order of registration, visit count and last visit.
  version: 2,
  tables: ['members'],
  handles: [
    'MemberRegistered',
    'MemberDetailsUpdated',
    'MemberStatusChanged',
    'MemberLinkedToUser',
    'MemberRemoved',
    'MemberCheckedIn',
  ],
  async apply(trx, event) {
    const e = event as ProjectedEvent<MemberEvent>;
    const at = e.metadata.occurredAt;
    const member = () => trx('members').where({ id: e.data.memberId });
    switch (e.type) {
      case 'MemberRegistered': {
        // The next number along the unique index (one index read): stable, as the log's order is.
        const last = (await trx('members').max('member_number as max').first()) as
          { max: number | null } | undefined;
        await trx('members').insert({
          member_number: (last?.max ?? 0) + 1,
          id: e.data.memberId,
          user_id: e.data.userId,
          ...memberDetailColumns(e.data),
          status: e.data.status,
          join_date: e.data.joinDate,
          created_at: at,
          updated_at: at,
        });
        return;
      }
      case 'MemberDetailsUpdated':
        await member().update({ ...memberDetailColumns(e.data), updated_at: at });
        return;
      case 'MemberStatusChanged':
        await member().update({ status: e.data.status, updated_at: at });
        return;
      case 'MemberLinkedToUser':
        await member().update({ user_id: e.data.userId, updated_at: at });
        return;
      case 'MemberRemoved':
        await member().update({ removed: true, updated_at: at });
        return;
      case 'MemberCheckedIn':
        await member().update({
          visit_count: trx.raw('visit_count + 1'),
          last_visit_at: trx.raw('greatest(last_visit_at, ?::timestamptz)', [e.data.checkedInAt]),
        });
        return;
      default: {
        const unknown: never = e;
        throw new Error(`members projector cannot apply ${(unknown as { type: string }).type}`);
      }
    }
  },
};
