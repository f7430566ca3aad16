import type { NotificationMessage } from '../notifications/notifier';

/** The invitation e-mail (or outbox entry): the link is the only way in, so it is the message. */
export function inviteMessage(invite: {
  to: string;
  firstName: string;
  url: string;
  expiresAt: Date;
  memberId: string;
  invitationId: string;
}): NotificationMessage {
  return {
    to: invite.to,
    subject: 'Your member portal invitation',
    text: [
      `Hello ${invite.firstName},`,
      '',
      'Your gym has invited you to its member portal, where you can see your membership and',
      'payments and download your receipts. Open this link to choose a username and password:',
      '',
      invite.url,
      '',
      `The link works once and expires on ${invite.expiresAt.toUTCString()}.`,
      '',
    ].join('\n'),
    dedupeKey: `member-invite:${invite.invitationId}`,
    kind: 'member-invite',
    relatedId: invite.memberId,
  };
}
