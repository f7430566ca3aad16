import { z } from 'zod';
import { calendarDateSchema, type CalendarDate } from '../dates';
import { messages } from '../messages';
import { acceptingReadOnly, dtoFields, partialEdit } from '../readOnlyFields';
import { isCleanText, optionalTextSchema, textSchema } from '../text';
import type { MemberDetailDto } from './dto';

export const MEMBER_STATUSES = ['active', 'inactive', 'suspended'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** Optional plus, a first digit 1-9, then 8-20 digits, spaces, hyphens or parentheses. */
export const PHONE_PATTERN = /^\+?[1-9][\d\s\-()]{8,20}$/;

/**
 * The spec's pattern, and 8-20 digits after the first one (so "2026-02-30" is not a phone). The
 * pattern's \s also matches tabs and line breaks, which no stored text may hold.
 */
export function isPhoneNumber(value: string): boolean {
  const digitsAfterFirst = value.replace(/\D/g, '').length - 1;
  return (
    PHONE_PATTERN.test(value) &&
    isCleanText(value) &&
    digitsAfterFirst >= 8 &&
    digitsAfterFirst <= 20
  );
}

const name = (required: string, min: string) =>
  textSchema({ error: required }).min(1, required).min(2, min).max(100, messages.maxChars(100));

const phone = (message: string) =>
  z.string({ error: message }).trim().refine(isPhoneNumber, message);

const optionalPhone = (message: string) =>
  z
    .union([z.literal(''), z.null(), phone(message)])
    .optional()
    .transform((v) => v || null);

/** Age as the spec counts it: the difference of the years. */
export function ageInYears(dateOfBirth: CalendarDate, today: CalendarDate): number {
  return Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
}

const dateOfBirth = (today: CalendarDate) =>
  z
    .string({ error: messages.dateOfBirthRequired })
    .min(1, { message: messages.dateOfBirthRequired, abort: true })
    .pipe(calendarDateSchema)
    .refine((d) => {
      const age = ageInYears(d, today);
      return age >= 16 && age <= 80;
    }, messages.ageRange);

function memberFields(today: CalendarDate) {
  return {
    firstName: name(messages.firstNameRequired, messages.firstNameMin),
    lastName: name(messages.lastNameRequired, messages.lastNameMin),
    email: textSchema({ error: messages.emailInvalid })
      .max(254, messages.emailInvalid)
      .pipe(z.email(messages.emailInvalid))
      .transform((v) => v.toLowerCase()),
    phone: phone(messages.phoneInvalid),
    whatsapp: optionalPhone(messages.whatsappInvalid),
    dateOfBirth: dateOfBirth(today),
    gender: z.enum(GENDERS, { error: messages.genderRequired }),
    address: textSchema({ error: messages.addressIncomplete, multiline: true })
      .min(10, messages.addressIncomplete)
      .max(500, messages.maxChars(500)),
    emergencyContact: name(messages.emergencyContactRequired, messages.emergencyContactMin),
    emergencyPhone: phone(messages.emergencyPhoneInvalid),
    joinDate: calendarDateSchema.optional(),
    status: z.enum(MEMBER_STATUSES).default('active'),
  };
}

/** The add form and POST /api/members. `today` is the gym's calendar date (for the age rule). */
export function memberAddSchema(today: CalendarDate) {
  return z
    .object({
      ...memberFields(today),
      /** The member's branch (left out: the desk's; a transfer moves them later). */
      homeBranchId: z.uuid({ error: messages.branchNotFound }).optional(),
    })
    .strict();
}

/** What GET /api/members/{id} answers; what a PUT does not edit of it is ignored. */
const memberDetailFields = dtoFields<MemberDetailDto>({
  id: true,
  userId: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  whatsapp: true,
  dateOfBirth: true,
  gender: true,
  address: true,
  emergencyContact: true,
  emergencyPhone: true,
  status: true,
  joinDate: true,
  createdAt: true,
  updatedAt: true,
  hasActiveMembership: true,
  memberCode: true,
  visitCount: true,
  lastVisitAt: true,
  homeBranchId: true,
  memberships: true,
});

/** The edit form's fields: date of birth and gender become optional. */
function memberEditFields(today: CalendarDate) {
  const fields = memberFields(today);
  return z
    .object({
      ...fields,
      dateOfBirth: z
        .union([z.literal(''), z.null(), fields.dateOfBirth])
        .optional()
        .transform((v) => v || null),
      gender: z
        .union([z.literal(''), z.null(), fields.gender])
        .optional()
        .transform((v) => v || null),
      status: z.enum(MEMBER_STATUSES, { error: 'Status must be active, inactive or suspended' }),
    })
    .strict();
}

/**
 * The edit form: every field; the member as GET answered it is taken too (its read-only fields
 * ignored).
 */
export function memberEditSchema(today: CalendarDate) {
  return acceptingReadOnly(memberEditFields(today), memberDetailFields);
}

/**
 * PUT /api/members/{id}: any of the edit form's fields (only a status: react-admin's
 * `updateMany`), laid over the member as they stand.
 */
export function updateMemberRequest(today: CalendarDate) {
  return partialEdit(memberEditFields(today), memberDetailFields);
}

export type MemberAddRequest = z.output<ReturnType<typeof memberAddSchema>>;
export type MemberEditRequest = z.output<ReturnType<typeof memberEditFields>>;

/** POST /api/members/{id}/transfer: the member's new home branch, and why. */
export const transferMemberRequest = z
  .object({
    branchId: z.uuid({ error: messages.branchNotFound }),
    reason: textSchema({ error: messages.reasonRequired, multiline: true })
      .min(1, messages.reasonRequired)
      .max(500, messages.maxChars(500)),
  })
  .strict();
export type TransferMemberRequest = z.output<typeof transferMemberRequest>;

/** POST /api/members/{id}/restore: why, optionally. */
export const restoreMemberRequest = z
  .object({ reason: optionalTextSchema(500, { multiline: true }) })
  .strict();
