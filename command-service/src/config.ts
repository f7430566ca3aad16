import { z } from 'zod';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from '@gym/contracts';
import { baseEnvSchema, envFlag, proxyTrustSchema, publicUrlSchema } from '@gym/platform';
import { jobsEnvSchema } from './jobs/config';

export const commandEnvSchema = baseEnvSchema
  .extend({
    DATA_DIR: z.string().default('./data'),
    GYM_TIME_ZONE: z
      .string()
      .default(DEFAULT_TIME_ZONE)
      .refine(isValidTimeZone, 'must be an IANA time zone such as Asia/Kolkata'),
    DEMO_ACCOUNTS: envFlag.optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    TRUST_PROXY: proxyTrustSchema.default({ kind: 'none' }),
    PUBLIC_URL: publicUrlSchema.optional(),
    UI_DIR: z.string().optional(),
  })
  .extend(jobsEnvSchema.shape);

export type CommandConfig = z.output<typeof commandEnvSchema>;
