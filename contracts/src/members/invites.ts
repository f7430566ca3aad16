import { z } from 'zod';
import { newUsernameSchema, passwordSchema } from '../auth';
import { messages } from '../messages';

/** How long a member portal invitation can be accepted. */
export const INVITE_VALID_DAYS = 7;

/**
 * How the invitation's message went: e-mailed to the member, kept in the outbox (no e-mail set up
 * on the server), or not sent (the e-mail failed): staff hand the link over themselves.
 */
export const INVITE_DELIVERIES = ['emailed', 'outbox', 'not sent'] as const;

/** POST /api/members/{id}/invite: the one-time link for staff to copy, when it expires, and how it went. */
export const memberInviteDto = z.object({
  url: z.string(),
  expiresAt: z.string(),
  delivery: z.enum(INVITE_DELIVERIES),
});
export type MemberInviteDto = z.infer<typeof memberInviteDto>;

/** POST /api/invites/{token}/accept: the new member account's sign-in. */
export const inviteAcceptRequest = z
  .object({
    username: newUsernameSchema,
    password: passwordSchema(messages.passwordMin),
    confirmPassword: z.string().optional(),
  })
  .strict()
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    message: messages.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type InviteAcceptRequest = z.infer<typeof inviteAcceptRequest>;

/** The invitation page's form: the request, with the confirmation required. */
export const inviteAcceptForm = inviteAcceptRequest.and(
  z.object({ confirmPassword: z.string().min(1, messages.confirmPasswordMissing) }),
);

/** POST /api/members/{id}/invite takes no fields. */
export const memberInviteRequest = z.object({}).strict();
