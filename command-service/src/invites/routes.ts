import { randomUUID } from 'node:crypto';
import {
  INVITE_VALID_DAYS,
  inviteAcceptRequest,
  memberInviteRequest,
  memberStream,
  messages,
  type MemberInviteDto,
} from '@gym/contracts';
import type { Logger } from '@gym/platform';
import { memberDecider } from '@gym/domain';
import { memberOfMyBranches } from '../auth/entityBranch';
import { currentUser, publicRoute, requireRole } from '../auth/guards';
import { hashPassword } from '../auth/passwords';
import { signIn } from '../auth/signIn';
import { DuplicateUserError, createUserRepository } from '../auth/users';
import { apiRouter } from '../http/apiRouter';
import { HttpError, parseRequest } from '../http/errors';
import { idParam } from '../http/params';
import { rememberWrite } from '../http/readYourWrites';
import type { RouteDeps } from '../http/routeDeps';
import type { Notifier } from '../notifications/notifier';
import { inviteMessage } from './inviteMessage';
import { createInvitationStore } from './store';

const TOKEN = /^[\w-]{20,100}$/;

/**
 * Member portal invitations: the only way an account is linked to a member record. Staff invite,
 * the member accepts with a username and password and is signed in.
 */
export function inviteRoutes(
  deps: RouteDeps & { notifier: Notifier; logger: Logger; publicUrl(): string },
) {
  const router = apiRouter('/api');
  const invitations = createInvitationStore(deps.db);

  router.post(
    '/members/:id/invite',
    requireRole('admin', 'branch_manager', 'staff'),
    async (ctx) => {
      parseRequest(memberInviteRequest, ctx.request.body);
      const id = idParam(ctx.params.id, messages.memberNotFound);
      const member = await memberOfMyBranches(deps, ctx, id);
      if (!member.exists || member.removed) throw new HttpError(404, messages.memberNotFound);
      if (member.userId) throw new HttpError(409, messages.memberHasPortalAccount);
      const invite = await invitations.issue(
        id,
        currentUser(ctx).id,
        deps.clock(),
        INVITE_VALID_DAYS,
      );
      // The configured address, never the request's Host: a forged Host would mail members a link
      // to someone else's site carrying a working token.
      const url = `${deps.publicUrl()}/invite/${invite.token}`;
      const message = inviteMessage({
        to: member.details.email,
        firstName: member.details.firstName,
        url,
        expiresAt: invite.expiresAt,
        memberId: id,
        invitationId: invite.id,
      });
      try {
        await deps.notifier.send(message);
      } catch (error) {
        // Staff still get the link to hand over themselves.
        deps.logger.error({ err: error, memberId: id }, 'member invitation not sent');
      }
      // What really happened to the message, as the notifications table records it.
      const sent: { status: string } | undefined = await deps
        .db('notifications')
        .where({ dedupe_key: message.dedupeKey })
        .first('status');
      const delivery =
        sent?.status === 'sent' ? 'emailed' : sent?.status === 'outbox' ? 'outbox' : 'not sent';
      const body: MemberInviteDto = { url, expiresAt: invite.expiresAt.toISOString(), delivery };
      ctx.status = 201;
      ctx.body = body;
    },
  );

  // Unknown, used and expired tokens all answer 410: the answer tells nothing about other tokens.
  router.post('/invites/:token/accept', publicRoute, async (ctx) => {
    const input = parseRequest(inviteAcceptRequest, ctx.request.body);
    const token = ctx.params.token ?? '';
    const now = deps.clock();
    const gone = () => new HttpError(410, messages.inviteGone);
    const open = TOKEN.test(token) ? await invitations.findOpen(token, now) : null;
    if (!open) throw gone();
    const member = await deps.handle.load(memberDecider, memberStream(open.memberId));
    if (!member.exists || member.removed || member.userId) throw gone();
    const passwordHash = await hashPassword(input.password);
    let user;
    try {
      user = await deps.db.transaction(async (trx) => {
        if (!(await invitations.findOpen(token, now, trx))) throw gone();
        const created = await createUserRepository(trx).create({
          username: input.username,
          passwordHash,
          // Member accounts may share an e-mail (an account's e-mail proves nothing).
          email: member.details.email,
          firstName: member.details.firstName,
          lastName: member.details.lastName,
          role: 'member',
        });
        await invitations.markUsed(trx, open.id, created.id, now);
        return created;
      });
    } catch (error) {
      if (!(error instanceof DuplicateUserError && error.field === 'username')) throw error;
      throw new HttpError(409, messages.usernameTaken, { username: messages.usernameTaken });
    }
    const result = await deps.handle(
      memberDecider,
      memberStream(open.memberId),
      { type: 'LinkMemberToUser', userId: user.id },
      { actorUserId: user.id, correlationId: randomUUID(), now },
    );
    await createUserRepository(deps.db).recordSignIn(user.id);
    await signIn(ctx, user.id);
    rememberWrite(ctx, result.position);
    ctx.status = 201;
    ctx.body = user;
  });

  return router;
}
