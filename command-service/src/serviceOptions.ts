import type { CommandConfig } from './config';
import { gymDetails, mailFrom, whatsAppOptions } from './jobs/config';
import type { WhatsAppSenderOptions } from './whatsapp/whatsAppSender';
import type { CommandServiceOptions } from './server';

/** The options every mode derives from the configuration alike. */
export function optionsFromConfig(
  config: CommandConfig,
): Pick<
  CommandServiceOptions,
  'port' | 'host' | 'sessionSecret' | 'trustProxy' | 'publicUrl' | 'timeZone' | 'gym'
> & { smtpUrl?: string; mailFrom: string; whatsApp?: WhatsAppSenderOptions } {
  return {
    port: config.PORT,
    host: config.HOST,
    sessionSecret: config.SESSION_SECRET,
    trustProxy: config.TRUST_PROXY,
    publicUrl: config.PUBLIC_URL,
    timeZone: config.GYM_TIME_ZONE,
    gym: gymDetails(config),
    smtpUrl: config.SMTP_URL,
    mailFrom: mailFrom(config),
    whatsApp: whatsAppOptions(config),
  };
}
