import { z } from 'zod';
import { eventText } from '../text';
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
} as const;

export type GymSettingsChanged = {
  type: 'GymSettingsChanged';
  data: z.infer<typeof gymSettingsEventSchemas.GymSettingsChanged>;
};
export type GymSettingsEvent = GymSettingsChanged;

/** One stream: the gym has one set of settings. */
export const GYM_SETTINGS_STREAM = 'gym-settings';
