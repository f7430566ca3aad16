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
  version: 1,
  tables: ['members'],
  handles: [
    'MemberRegistered',
    'MemberDetailsUpdated',
    'MemberStatusChanged',
    'MemberLinkedToUser',
    'MemberRemoved',
  ],
  async apply(trx, event) {
    const e = event as ProjectedEvent<MemberEvent>;
    const at = e.metadata.occurredAt;
    const member = () => trx('members').where({ id: e.data.memberId });
    switch (e.type) {
      case 'MemberRegistered':
        await trx('members').insert({
          id: e.data.memberId,
          user_id: e.data.userId,
          ...memberDetailColumns(e.data),
          status: e.data.status,
          join_date: e.data.joinDate,
          created_at: at,
          updated_at: at,
        });
        return;
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
      default: {
        const unknown: never = e;
        throw new Error(`members projector cannot apply ${(unknown as { type: string }).type}`);
      }
    }
  },
};
