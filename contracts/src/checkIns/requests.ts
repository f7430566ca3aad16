import { z } from 'zod';
import { idsFilter } from '../listFilter';
import { calendarDateSchema } from '../dates';
import { messages } from '../messages';
import { reasonSchema } from '../memberships/requests';
import { textSchema } from '../text';

export const MEMBER_CODE_MAX = 40;

/**
 * POST /api/check-ins: a member by id, or by what the desk typed or scanned (member code); with
 * `override` staff let in a member the rules refuse, saying why.
 */
export const checkInRequest = z
  .object({
    memberId: z.uuid({ error: messages.memberNotFound }).optional(),
    code: textSchema({ error: messages.checkInCodeRequired })
      .min(1, messages.checkInCodeRequired)
      .max(MEMBER_CODE_MAX, messages.maxChars(MEMBER_CODE_MAX))
      .optional(),
    override: z
      .object({ reason: reasonSchema }, { error: messages.reasonRequired })
      .strict()
      .optional(),
    /** The desk's branch (left out: the session's branch, else the member's home branch). */
    branchId: z.uuid({ error: messages.branchNotFound }).optional(),
  })
  .strict()
  .refine((r) => (r.memberId === undefined) !== (r.code === undefined), {
    message: messages.checkInWho,
    path: ['code'],
  });
export type CheckInRequest = z.infer<typeof checkInRequest>;

/** GET /api/check-ins filter: one day (gym calendar), one member. */
export const checkInListFilter = z
  .object({
    day: calendarDateSchema.optional(),
    memberId: z.uuid().optional(),
    id: idsFilter(),
  })
  .strict();

/** Member codes as the desk types them: "M1042", "m 1042" or "1042" all mean member 1042. */
export function parseMemberCode(text: string): number | null {
  const match = /^\s*[mM]?[\s-]*0*(\d{1,9})\s*$/.exec(text);
  if (!match) return null;
  const n = Number(match[1]);
  return n > 0 ? n : null;
}

/** Member number → the code printed and put in the QR code. */
export const memberCode = (memberNumber: number) => `M${String(memberNumber).padStart(4, '0')}`;
