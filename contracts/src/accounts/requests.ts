import { z } from 'zod';
import { messages } from '../messages';
import { newUsernameSchema, passwordSchema, ROLES } from '../auth';
import { textSchema } from '../text';

/** The roles an admin gives on the Staff screen (member accounts come from invitations). */
export const STAFF_ROLES = ['admin', 'branch_manager', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const staffRole = z.enum(STAFF_ROLES, { error: messages.staffRoleInvalid });
const name = (required: string) =>
  textSchema({ error: required }).min(1, required).max(100, messages.maxChars(100));

/** The roles that work at assigned branches (an admin works at every branch). */
export const BRANCH_ROLES = ['branch_manager', 'staff'] as const satisfies readonly StaffRole[];
export const worksAtBranches = (role: string): boolean =>
  (BRANCH_ROLES as readonly string[]).includes(role);

const branchId = z.uuid();

/**
 * The branches an account works at: 1 to 100 branch ids, each once, in the order the account reads
 * them back (any error names the field).
 */
export const accountBranchIds = z
  .array(z.string({ error: messages.accountBranchUnknown }), {
    error: messages.accountBranchesRequired,
  })
  .min(1, messages.accountBranchesRequired)
  .max(100, messages.accountBranchesTooMany)
  .refine((ids) => ids.every((id) => branchId.safeParse(id).success), {
    message: messages.accountBranchUnknown,
  })
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))].sort());

/**
 * POST /api/users: a staff or admin account with the password the admin chose. A branch manager
 * or staff account left without `branchIds` works at the gym's only open branch; with more
 * branches the route asks for them (a client from before branches never names any).
 */
export const accountCreateRequest = z
  .object({
    username: newUsernameSchema,
    password: passwordSchema(messages.passwordMin),
    role: staffRole,
    firstName: name(messages.firstNameRequired),
    lastName: name(messages.lastNameRequired),
    email: textSchema()
      .max(254, messages.emailInvalid)
      .pipe(z.email(messages.emailInvalid))
      .nullish()
      .or(z.literal('').transform(() => null))
      .transform((v) => v ?? null),
    /** A branch manager's or staff account's branches; ignored for an admin. */
    branchIds: accountBranchIds.optional(),
  })
  .strict();

/**
 * The Staff screen's new-account form: a branch manager or staff account names its branches (the
 * form fills in a one-branch gym's branch itself).
 */
export const accountCreateForm = accountCreateRequest.refine(
  (v) => !worksAtBranches(v.role) || v.branchIds !== undefined,
  {
    path: ['branchIds'],
    message: messages.accountBranchesRequired,
    when: ({ issues }) => !issues.some((i) => ['role', 'branchIds'].includes(String(i.path?.[0]))),
  },
);
export type AccountCreateRequest = z.input<typeof accountCreateRequest>;

/**
 * PUT /api/users/{id}/role. Making an account a branch manager or staff may name its branches at
 * once; when the account has none yet, the route gives it the gym's only open branch, or (with
 * more branches) requires them.
 */
export const accountRoleRequest = z
  .object({ role: staffRole, branchIds: accountBranchIds.optional() })
  .strict();
export type AccountRoleRequest = z.infer<typeof accountRoleRequest>;

/** PUT /api/users/{id}/branches: the branches a branch manager or staff account works at, all of them. */
export const accountBranchesRequest = z.object({ branchIds: accountBranchIds }).strict();
export type AccountBranchesRequest = z.infer<typeof accountBranchesRequest>;

/**
 * POST /api/users/{id}/reset-password: the admin's chosen password, or none for a generated
 * temporary one (answered once). Either way the user must choose a new one at the next sign-in.
 */
export const accountResetRequest = z
  .object({ password: passwordSchema(messages.passwordMin).optional() })
  .strict();
export type AccountResetRequest = z.infer<typeof accountResetRequest>;

/** POST /api/users/{id}/deactivate and /reactivate take an empty JSON object. */
export const accountEmptyRequest = z.object({}).strict();

export const accountDto = z.object({
  id: z.uuid(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  /** The branches a branch manager or staff account works at; [] for an admin (every branch) or a member. */
  branchIds: z.array(z.uuid()),
  active: z.boolean(),
  mustChangePassword: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
/** A row of GET /api/users (and the answer of every change). */
export type AccountDto = z.infer<typeof accountDto>;

/** The answer of POST /api/users/{id}/reset-password. */
export interface AccountResetDto {
  account: AccountDto;
  /** The generated password, shown once; null when the admin chose one. */
  temporaryPassword: string | null;
}
