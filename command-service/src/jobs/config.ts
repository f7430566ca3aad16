import { z } from 'zod';

/** Settings of the jobs, receipts and notifications; merge into the service's env schema. */
export const jobsEnvSchema = z.object({
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL such as smtp://user:pass@host:587')
    .optional(),
  /** The From of e-mails; defaults to the gym's name at no-reply@localhost. */
  SMTP_FROM: z.string().optional(),
  GYM_NAME: z.string().default('Gym'),
  GYM_ADDRESS: z.string().default(''),
  GYM_PHONE: z.string().optional(),
});

export type JobsConfig = z.output<typeof jobsEnvSchema>;

export function gymDetails(config: JobsConfig) {
  return { name: config.GYM_NAME, address: config.GYM_ADDRESS, phone: config.GYM_PHONE };
}

export function mailFrom(config: JobsConfig): string {
  return config.SMTP_FROM ?? `"${config.GYM_NAME.replaceAll('"', '')}" <no-reply@localhost>`;
}
