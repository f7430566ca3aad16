import { z } from 'zod';
import { messages } from '../messages';

export const ROLES = ['admin', 'staff', 'member'] as const;
export type Role = (typeof ROLES)[number];

export const loginRequest = z
  .object({
    username: z
      .string({ error: messages.usernameRequired })
      .trim()
      .min(1, messages.usernameRequired),
    password: z.string({ error: messages.passwordMin }).min(6, messages.passwordMin),
  })
  .strict();
export type LoginRequest = z.infer<typeof loginRequest>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** POST /api/register: always creates a `member` account. */
export const registerRequest = z
  .object({
    username: z
      .string({ error: messages.usernameRequired })
      .trim()
      .min(1, messages.usernameRequired)
      .max(50, 'Username must be at most 50 characters'),
    password: z.string({ error: messages.passwordMin }).min(6, messages.passwordMin).max(200),
    confirmPassword: z.string().optional(),
    email: z
      .email('Please enter a valid email address')
      .nullish()
      .or(z.literal('').transform(() => null)),
    firstName: optionalText(100),
    lastName: optionalText(100),
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
    newPassword: z
      .string({ error: messages.newPasswordMin })
      .min(6, messages.newPasswordMin)
      .max(200),
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
