import { z } from 'zod';
import { messages } from '../messages';
import { gstRegistrationProblems } from '../settings/settings';
import { stateOfGstin } from '../settings/gstin';
import { acceptingReadOnly, dtoFields, partialEdit } from '../readOnlyFields';
import { textSchema } from '../text';
import type { BranchDto } from './dto';
import { BRANCH_CODE, MAIN_RECEIPT_PREFIX, planAdmitsSchema, type BranchDetails } from './events';

const optional = (max: number, options: { multiline?: boolean } = {}) =>
  textSchema(options)
    .max(max, messages.maxChars(max))
    .nullish()
    .transform((v) => v || null);

const name = textSchema({ error: messages.branchNameRequired })
  .min(1, messages.branchNameRequired)
  .max(100, messages.maxChars(100));

const detailsFields = {
  name,
  address: optional(500, { multiline: true }),
  phone: optional(30),
  stateCode: z
    .union([z.string().trim(), z.null()], { error: messages.gstStateInvalid })
    .optional()
    .transform((v) => v || null),
  gstin: optional(15).transform((v) => (v ? v.replace(/\s+/g, '').toUpperCase() : null)),
  upiId: optional(256).transform((v) => (v ? v.replace(/\s+/g, '') : null)),
};

function checked<T extends BranchDetails>(details: T, ctx: z.RefinementCtx) {
  for (const [field, message] of Object.entries(gstRegistrationProblems(details)))
    ctx.addIssue({ code: 'custom', path: [field], message });
}

const withState = <T extends { gstin: string | null; stateCode: string | null }>(d: T): T => ({
  ...d,
  stateCode: d.stateCode ?? stateOfGstin(d.gstin),
});

/** The code as typed: trimmed, upper case; its letters checked against look-alikes. */
const code = z
  .string({ error: messages.branchCodeInvalid })
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(
    z
      .string()
      .regex(BRANCH_CODE, messages.branchCodeInvalid)
      .refine((v) => v !== MAIN_RECEIPT_PREFIX, messages.branchCodeReserved),
  );

/** POST /api/branches */
export const openBranchRequest = z
  .object({ ...detailsFields, code })
  .strict()
  .transform(withState)
  .superRefine(checked);
export type OpenBranchRequest = z.input<typeof openBranchRequest>;

const branchEditFields = z.object(detailsFields).strict();
const branchAnswerFields = dtoFields<BranchDto>({
  id: true,
  code: true,
  receiptPrefix: true,
  open: true,
  createdAt: true,
  updatedAt: true,
  openMemberships: true,
  name: true,
  address: true,
  phone: true,
  stateCode: true,
  gstin: true,
  upiId: true,
});

/**
 * The edit form: every detail but the code (it is on the branch's receipts); the branch as
 * answered (react-admin's edit sends it whole) may come with it, its other fields unread.
 */
export const branchEditSchema = acceptingReadOnly(branchEditFields, branchAnswerFields)
  .transform(withState)
  .superRefine(checked);

const branchChanges = partialEdit(branchEditFields, branchAnswerFields);

/**
 * PUT /api/branches/{id}: any of the details, laid over the branch's own, then checked whole
 * (the GST state, the GSTIN) as an opening is.
 */
export const updateBranchRequest = (current: BranchDetails) =>
  branchChanges(current).transform(withState).superRefine(checked);

/** POST /api/branches/{id}/close */
export const closeBranchRequest = z
  .object({
    reason: textSchema({ multiline: true, error: messages.reasonRequired })
      .min(1, messages.reasonRequired)
      .max(500, messages.maxChars(500)),
  })
  .strict();

/** A plan's "admits" as a form sends it. */
export const planAdmitsRequest = planAdmitsSchema;

/** PUT /api/user/branch: the app bar's switcher (null: every branch the caller may see). */
export const chooseBranchRequest = z
  .object({ branchId: z.uuid({ error: messages.branchNotFound }).nullable() })
  .strict();
export type ChooseBranchRequest = z.infer<typeof chooseBranchRequest>;
