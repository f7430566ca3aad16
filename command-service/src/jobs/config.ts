import { z } from 'zod';
import type { WhatsAppSenderOptions } from '../whatsapp/whatsAppSender';

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
  /** The gym-time hour each morning's books digest goes to the admins (0–23). */
  BOOKS_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  /** With WHATSAPP_PHONE_ID: payment reminders go out on WhatsApp too (Business Cloud API). */
  WHATSAPP_TOKEN: z.string().trim().min(1).optional(),
  WHATSAPP_PHONE_ID: z
    .string()
    .trim()
    .regex(/^\d{5,30}$/, 'must be the WhatsApp business phone number id (digits)')
    .optional(),
  /** The Graph API's address (default https://graph.facebook.com). */
  WHATSAPP_API_URL: z.url().optional(),
});

export type JobsConfig = z.output<typeof jobsEnvSchema>;

export function gymDetails(config: JobsConfig) {
  return { name: config.GYM_NAME, address: config.GYM_ADDRESS, phone: config.GYM_PHONE };
}

/** The WhatsApp Cloud API sender's settings, when both the token and the phone id are set. */
export function whatsAppOptions(config: JobsConfig): WhatsAppSenderOptions | undefined {
  if (!config.WHATSAPP_TOKEN || !config.WHATSAPP_PHONE_ID) return undefined;
  return {
    token: config.WHATSAPP_TOKEN,
    phoneId: config.WHATSAPP_PHONE_ID,
    baseUrl: config.WHATSAPP_API_URL,
  };
}

export function mailFrom(config: JobsConfig): string {
  return config.SMTP_FROM ?? `"${config.GYM_NAME.replaceAll('"', '')}" <no-reply@localhost>`;
}
