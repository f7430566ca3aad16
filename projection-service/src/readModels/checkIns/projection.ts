import type { MemberEvent } from '@gym/contracts';
import type { ProjectedEvent, Projector } from '../../runner/projector';

type CheckInEvent = Extract<MemberEvent, { type: 'MemberCheckedIn' }>;

/** Visits at the desk, by day and by member, and the visits-per-day counts. */
export const checkInsProjector: Projector = {
  name: 'check-ins',
  version: 1,
  tables: ['check_ins', 'visits_per_day'],
  lookupIndexes: ['check_ins_member_id_day_idx'],
  handles: ['MemberCheckedIn'],
  async apply(trx, event) {
    const e = event as ProjectedEvent<CheckInEvent>;
    const d = e.data;
    // A member's first visit of the day counts once in `members` (one index probe).
    const earlier = await trx('check_ins').where({ member_id: d.memberId, day: d.day }).first('id');
    await trx('check_ins').insert({
      id: d.checkInId,
      member_id: d.memberId,
      membership_id: d.membershipId,
      checked_in_at: d.checkedInAt,
      day: d.day,
      override_reason: d.override?.reason ?? null,
      override_refusal: d.override?.refusal ?? null,
      checked_in_by: e.metadata.actorUserId,
    });
    const newMember = earlier ? 0 : 1;
    await trx('visits_per_day')
      .insert({ day: d.day, visits: 1, members: newMember })
      .onConflict('day')
      .merge({
        visits: trx.raw('visits_per_day.visits + 1'),
        members: trx.raw('visits_per_day.members + ?', [newMember]),
      });
  },
};
