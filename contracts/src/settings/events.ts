import { z } from 'zod';
import { eventText } from '../text';
import { GYM_LOGO_TYPES } from './logo';
import { MAX_GST_RATE_BP } from './settings';

/** The gym's settings as changed: every value, new. The actor is in the metadata. */
export const gymSettingsEventSchemas = {
  GymSettingsChanged: z.object({
    legalName: eventText(200).nullable(),
    address: eventText(500, { multiline: true }).nullable(),
    phone: eventText(30).nullable(),
    gstin: z
      .string()
      .regex(/^\d{2}[A-Z0-9]{13}$/)
      .nullable(),
    stateCode: z
      .string()
      .regex(/^\d{2}$/)
      .nullable(),
    sacCode: z.string().regex(/^\d{6}$/),
    gstRateBasisPoints: z.number().int().min(0).max(MAX_GST_RATE_BP),
    pricesIncludeGst: z.boolean(),
    upiId: eventText(320).nullable(),
    /** Absent in changes recorded before the setting existed: read as false (not hidden). */
    hideRevenueFromStaff: z.boolean().optional(),
  }),
  /**
   * The gym's logo changed (or was removed: null). The file itself is kept by its SHA-256 in the
   * command service's content-addressed `gym_logos` table, checked before this is recorded.
   */
  GymLogoChanged: z.object({
    logo: z
      .object({
        sha256: z.string().regex(/^[0-9a-f]{64}$/),
        contentType: z.enum(GYM_LOGO_TYPES),
        width: z.number().int().min(1),
        height: z.number().int().min(1),
      })
      .nullable(),
  }),
} as const;

export type GymSettingsChanged = {
  type: 'GymSettingsChanged';
  data: z.infer<typeof gymSettingsEventSchemas.GymSettingsChanged>;
};
export type GymLogoChanged = {
  type: 'GymLogoChanged';
  data: z.infer<typeof gymSettingsEventSchemas.GymLogoChanged>;
};
export type GymSettingsEvent = GymSettingsChanged | GymLogoChanged;

/** One stream: the gym has one set of settings. */
export const GYM_SETTINGS_STREAM = 'gym-settings';
