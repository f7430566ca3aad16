import { z } from 'zod';
import { messages } from '../messages';
import {
  USERNAME_MAX,
  hasFormatCharacters,
  isWellFormedText,
  USERNAME_PATTERN,
  normaliseUsername,
  optionalTextSchema,
  textSchema,
} from '../text';

/**
 * A username as typed at sign-in: clean text without format characters, NFKC-normalised (no
 * pattern: older names sign in).
 */
const usernameInput = textSchema({ error: messages.usernameRequired })
  .refine((v) => !hasFormatCharacters(v), messages.textInvisible)
  .overwrite(normaliseUsername)
  .min(1, messages.usernameRequired)
  .max(200, messages.invalidCredentials);

/** A new account's username: as typed at sign-in, within the documented set. */
export const newUsernameSchema = usernameInput
  .max(USERNAME_MAX, messages.maxChars(USERNAME_MAX))
  .regex(USERNAME_PATTERN, messages.usernameCharacters);

/** A password: any well-formed text (it is only ever hashed). */
export const passwordSchema = (message: string) =>
  z
    .string({ error: message })
    .refine(isWellFormedText, messages.textInvalid)
    .min(6, message)
    .max(200, messages.maxChars(200));

/** A branch manager runs their branches as an admin would, without accounts, plans or business settings. */
export const ROLES = ['admin', 'branch_manager', 'staff', 'member'] as const;
export type Role = (typeof ROLES)[number];

export const loginRequest = z
  .object({
    username: usernameInput,
    password: passwordSchema(messages.passwordMin),
  })
  .strict();
export type LoginRequest = z.infer<typeof loginRequest>;

/** POST /api/register: always creates a `member` account. */
export const registerRequest = z
  .object({
    username: newUsernameSchema,
    password: passwordSchema(messages.passwordMin),
    confirmPassword: z.string().optional(),
    email: textSchema()
      .max(254, messages.emailInvalid)
      .pipe(z.email(messages.emailInvalid))
      .nullish()
      .or(z.literal('').transform(() => null)),
    firstName: optionalTextSchema(100),
    lastName: optionalTextSchema(100),
  })
  .strict()
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    message: messages.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type RegisterRequest = z.infer<typeof registerRequest>;

/** The UI's change-password form (with the confirmation). */
export const changePasswordForm = z
  .object({
    currentPassword: z.string().min(1, messages.currentPasswordRequired),
    newPassword: z.string().min(6, messages.newPasswordMin),
    confirmPassword: z.string().min(6, messages.confirmPasswordRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: messages.passwordsDontMatch,
    path: ['confirmPassword'],
  });

/** POST /api/change-password. */
export const changePasswordRequest = z
  .object({
    currentPassword: z
      .string({ error: messages.currentPasswordRequired })
      .min(1, messages.currentPasswordRequired),
    newPassword: passwordSchema(messages.newPasswordMin),
    confirmPassword: z.string().optional(),
  })
  .strict()
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    message: messages.passwordsDontMatch,
    path: ['confirmPassword'],
  });

export const userDto = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(ROLES),
  /** The branches a branch manager or staff works at (an admin: every branch, so []). */
  branchIds: z.array(z.uuid()),
  /** Set by an admin's password reset: until changed, only GET /api/user, change-password, logout. */
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserDto = z.infer<typeof userDto>;

/** GET /api/auth-config: what the sign-in page may show. */
export const authConfigDto = z.object({
  demoAccounts: z.array(
    z.object({ username: z.string(), password: z.string(), role: z.enum(ROLES) }),
  ),
});
export type AuthConfigDto = z.infer<typeof authConfigDto>;

const name = (required: string) =>
  textSchema({ error: required }).min(1, required).max(100, messages.maxChars(100));

/** POST /api/setup and the "Create the owner account" form: the gym's first admin. */
export const ownerSetupRequest = z
  .object({
    username: newUsernameSchema,
    password: passwordSchema(messages.passwordMin),
    confirmPassword: z.string().optional(),
    firstName: name(messages.firstNameRequired),
    lastName: name(messages.lastNameRequired),
    email: textSchema({ error: messages.emailInvalid })
      .max(254, messages.emailInvalid)
      .pipe(z.email(messages.emailInvalid)),
  })
  .strict()
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    message: messages.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type OwnerSetupRequest = z.infer<typeof ownerSetupRequest>;

/** GET /api/setup: whether the product still needs its first admin. */
export const setupStatusDto = z.object({ needed: z.boolean() });
export type SetupStatusDto = z.infer<typeof setupStatusDto>;
