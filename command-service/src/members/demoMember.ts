import {
  MAIN_BRANCH_ID,
  calendarDateIn,
  memberStream,
  reservationStream,
  type EventStore,
  type GlobalPosition,
} from '@gym/contracts';
import type { Db, Logger } from '@gym/platform';
import { memberDecider, reservationDecider } from '@gym/domain';
import { DEMO_MEMBER_EMAIL } from '../auth/demoAccounts';
import { createCommandHandler } from '../commands/handleCommand';
import { createSnapshotStore } from '../commands/snapshots';
import { deterministicUuid } from '../http/params';
import { createReservations } from '../reservations/reservations';

/** The member record behind the demo `member` account, so the Member Portal has data to show. */
export async function ensureDemoMember(deps: {
  store: EventStore;
  db: Db;
  logger: Logger;
  timeZone: string;
  memberUserId: string;
}): Promise<GlobalPosition | null> {
  const handle = createCommandHandler({
    store: deps.store,
    snapshots: createSnapshotStore(deps.db),
  });
  const reservation = await handle.load(
    reservationDecider,
    reservationStream('member-email', DEMO_MEMBER_EMAIL),
  );
  if (reservation.ownerId) return null;
  const memberId = deterministicUuid('demo-member');
  const context = {
    actorUserId: null,
    correlationId: deterministicUuid('demo-seed'),
    now: new Date(),
  };
  await createReservations(handle).reserve('member-email', DEMO_MEMBER_EMAIL, memberId, context, {
    message: 'demo member e-mail taken',
    field: 'email',
  });
  const state = await handle.load(memberDecider, memberStream(memberId));
  if (state.exists) return null;
  const result = await handle(
    memberDecider,
    memberStream(memberId),
    {
      type: 'RegisterMember',
      memberId,
      userId: deps.memberUserId,
      homeBranchId: MAIN_BRANCH_ID,
      details: {
        firstName: 'Demo',
        lastName: 'Member',
        email: DEMO_MEMBER_EMAIL,
        phone: '+91 98765 43210',
        whatsapp: null,
        dateOfBirth: '1995-06-15',
        gender: 'other',
        address: '42 Residency Road, Bengaluru 560025',
        emergencyContact: 'Demo Contact',
        emergencyPhone: '+91 98765 43211',
      },
      status: 'active',
      joinDate: calendarDateIn(deps.timeZone, context.now),
    },
    context,
  );
  deps.logger.info({ memberId }, 'demo member created');
  return result.position;
}
