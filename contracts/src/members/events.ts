import { z } from 'zod';
import { CHECK_IN_REFUSALS } from '../checkIns/refusals';
import { eventDate, eventInstant } from '../dates';
import { eventText } from '../text';
import { GENDERS, MEMBER_STATUSES } from './requests';

// The same bounds as the requests, so every projector can store what is appended.
const phone = eventText(30);
const details = {
  firstName: eventText(100),
  lastName: eventText(100),
  // Older versions took longer e-mail addresses; a read model stores any length.
  email: eventText(1000),
  phone,
  whatsapp: phone.nullable(),
  dateOfBirth: eventDate.nullable(),
  gender: z.enum(GENDERS).nullable(),
  address: eventText(500, { multiline: true }),
  emergencyContact: eventText(100),
  emergencyPhone: phone,
};
export const memberDetailsSchema = z.object(details);
export type MemberDetails = z.infer<typeof memberDetailsSchema>;

export const memberEventSchemas = {
  MemberRegistered: z.object({
    memberId: z.uuid(),
    userId: z.uuid().nullable(),
    ...details,
    status: z.enum(MEMBER_STATUSES),
    joinDate: eventDate,
    /** The branch the member belongs to (before branches: the first, legacyEvents.ts). */
    homeBranchId: z.uuid(),
  }),
  MemberDetailsUpdated: z.object({ memberId: z.uuid(), ...details }),
  MemberStatusChanged: z.object({ memberId: z.uuid(), status: z.enum(MEMBER_STATUSES) }),
  MemberLinkedToUser: z.object({ memberId: z.uuid(), userId: z.uuid() }),
  MemberRemoved: z.object({ memberId: z.uuid() }),
  /** An admin brings a removed member back (memberships, payments and visits were kept). */
  MemberRestored: z.object({
    memberId: z.uuid(),
    reason: eventText(500, { multiline: true }).nullable(),
  }),
  /** The member's home branch changes (the desk that looks after them), for a reason. */
  MemberTransferred: z.object({
    memberId: z.uuid(),
    fromBranchId: z.uuid(),
    toBranchId: z.uuid(),
    reason: eventText(500, { multiline: true }),
  }),
  /** A visit: at the desk's instant and its gym calendar day, on the membership it was checked against. */
  MemberCheckedIn: z.object({
    checkInId: z.uuid(),
    memberId: z.uuid(),
    /** The branch whose desk let the member in (before branches: the first). */
    branchId: z.uuid(),
    checkedInAt: eventInstant,
    day: eventDate,
    membershipId: z.uuid().nullable(),
    /** Staff let the member in although the rules refused (`refusal`), for `reason`. */
    override: z
      .object({ reason: eventText(500, { multiline: true }), refusal: z.enum(CHECK_IN_REFUSALS) })
      .nullable(),
  }),
} as const;

type Schemas = typeof memberEventSchemas;
export type MemberEvent = {
  [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> };
}[keyof Schemas];

export const memberStream = (memberId: string) => `member-${memberId}`;
