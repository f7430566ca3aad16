import { z } from 'zod';
import { GENDERS, MEMBER_STATUSES } from './requests';

const details = {
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  whatsapp: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  address: z.string(),
  emergencyContact: z.string(),
  emergencyPhone: z.string(),
};
export const memberDetailsSchema = z.object(details);
export type MemberDetails = z.infer<typeof memberDetailsSchema>;

export const memberEventSchemas = {
  MemberRegistered: z.object({
    memberId: z.uuid(),
    userId: z.uuid().nullable(),
    ...details,
    status: z.enum(MEMBER_STATUSES),
    joinDate: z.string(),
  }),
  MemberDetailsUpdated: z.object({ memberId: z.uuid(), ...details }),
  MemberStatusChanged: z.object({ memberId: z.uuid(), status: z.enum(MEMBER_STATUSES) }),
  MemberLinkedToUser: z.object({ memberId: z.uuid(), userId: z.uuid() }),
  MemberRemoved: z.object({ memberId: z.uuid() }),
} as const;

type Schemas = typeof memberEventSchemas;
export type MemberEvent = {
  [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> };
}[keyof Schemas];

export const memberStream = (memberId: string) => `member-${memberId}`;
