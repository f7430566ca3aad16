import { z } from 'zod';
import { messages } from '../messages';
import { acceptingReadOnly, dtoFields, partialEdit } from '../readOnlyFields';
import { textSchema } from '../text';
import { formatRate } from './gst';
import { stateOfGstin } from './gstin';
import {
  DEFAULT_GST_RATE_BP,
  DEFAULT_SAC_CODE,
  gymSettingsProblems,
  type GymSettings,
} from './settings';

const optional = (max: number, options: { multiline?: boolean } = {}) =>
  textSchema(options)
    .max(max, messages.maxChars(max))
    .nullish()
    .transform((v) => v || null);

const upper = (max: number) =>
  textSchema()
    .max(max, messages.maxChars(max))
    .nullish()
    .transform((v) => (v ? v.replace(/\s+/g, '').toUpperCase() : null));

/** "18", "18.5", "18.00" or 18: a percentage with at most two decimals, in basis points. */
const rate = z
  .union([z.number(), z.string().trim()], { error: messages.gstRateInvalid })
  .transform((value, ctx) => {
    const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(String(value));
    if (!match) {
      ctx.addIssue({ code: 'custom', message: messages.gstRateInvalid });
      return z.NEVER;
    }
    return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  });

const gymSettingsFields = z
  .object({
    legalName: optional(200),
    address: optional(500, { multiline: true }),
    phone: optional(30),
    gstin: upper(15),
    stateCode: z
      .union([z.string().trim(), z.null()], { error: messages.gstStateInvalid })
      .optional()
      .transform((v) => v || null),
    sacCode: z.string({ error: messages.sacCodeInvalid }).trim().default(DEFAULT_SAC_CODE),
    gstRate: rate.default(DEFAULT_GST_RATE_BP),
    pricesIncludeGst: z.boolean({ error: messages.invalidRequest }).default(true),
    upiId: optional(256).transform((v) => (v ? v.replace(/\s+/g, '') : null)),
    hideRevenueFromStaff: z.boolean({ error: messages.invalidRequest }).default(false),
  })
  .strict();

/** What GET /api/settings/gym answers; what a PUT does not edit of it is ignored. */
const gymSettingsAnswerFields = dtoFields<GymSettingsDto>({
  legalName: true,
  address: true,
  phone: true,
  gstin: true,
  stateCode: true,
  sacCode: true,
  gstRate: true,
  pricesIncludeGst: true,
  upiId: true,
  hideRevenueFromStaff: true,
  updatedAt: true,
  gymName: true,
  fallbacks: true,
});

type GymSettingsFields = z.output<typeof gymSettingsFields>;

/** The form's values as the settings kept (the rate in basis points; the state from the GSTIN). */
const asGymSettings = (r: GymSettingsFields): GymSettings => ({
  legalName: r.legalName,
  address: r.address,
  phone: r.phone,
  gstin: r.gstin,
  stateCode: r.stateCode ?? stateOfGstin(r.gstin),
  sacCode: r.sacCode,
  gstRateBasisPoints: r.gstRate,
  pricesIncludeGst: r.pricesIncludeGst,
  upiId: r.upiId,
  hideRevenueFromStaff: r.hideRevenueFromStaff,
});

const checked = (settings: GymSettings, ctx: z.RefinementCtx) => {
  for (const [field, message] of Object.entries(gymSettingsProblems(settings))) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
};

/** The settings page's form: every value (the page sends them all, the API's answer too). */
export const gymSettingsEditSchema = acceptingReadOnly(gymSettingsFields, gymSettingsAnswerFields)
  .transform(asGymSettings)
  .superRefine(checked);

const settingsChanges = partialEdit(gymSettingsFields, gymSettingsAnswerFields);

/** PUT /api/settings/gym: any of the settings, laid over those in force, then checked whole. */
export const updateGymSettingsRequest = ({ gstRateBasisPoints, ...current }: GymSettings) =>
  settingsChanges({ ...current, gstRate: gstRateBasisPoints })
    .transform(asGymSettings)
    .superRefine(checked);

export type UpdateGymSettingsRequest = z.input<typeof gymSettingsFields>;

/** GET/PUT /api/settings/gym: the settings as the form edits them (the rate as a percentage). */
export type GymSettingsDto = Omit<GymSettings, 'gstRateBasisPoints'> & {
  /** Percentage with two decimals: "18.00". */
  gstRate: string;
  /** When they last changed (null: never set). */
  updatedAt: string | null;
  /** The name receipts and UPI links show: the legal name, else the server's GYM_NAME. */
  gymName: string;
  /** What receipts show where the name, address or phone is left empty (the server's own). */
  fallbacks: GymFallbacks;
};

/** The gym's details the server was started with (GYM_NAME, GYM_ADDRESS, GYM_PHONE). */
export interface GymFallbacks {
  legalName: string;
  address: string;
  phone: string | null;
}

export const gymSettingsDto = (
  s: GymSettings,
  updatedAt: string | null,
  fallbacks: GymFallbacks,
): GymSettingsDto => ({
  legalName: s.legalName,
  address: s.address,
  phone: s.phone,
  gstin: s.gstin,
  stateCode: s.stateCode,
  sacCode: s.sacCode,
  gstRate: formatRate(s.gstRateBasisPoints),
  pricesIncludeGst: s.pricesIncludeGst,
  upiId: s.upiId,
  hideRevenueFromStaff: s.hideRevenueFromStaff,
  updatedAt,
  gymName: s.legalName ?? fallbacks.legalName,
  fallbacks,
});
