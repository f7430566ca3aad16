/** Sends a text message through the WhatsApp Business Cloud API. */
export interface WhatsAppSender {
  /** `to`: the number in international form, digits only ("919876543210"). */
  send(to: string, text: string): Promise<{ messageId: string | null }>;
}

export interface WhatsAppSenderOptions {
  /** A system user's access token (WHATSAPP_TOKEN). */
  token: string;
  /** The business phone number's id (WHATSAPP_PHONE_ID). */
  phoneId: string;
  /** The Graph API's address; tests point it at a local stand-in. */
  baseUrl?: string;
  apiVersion?: string;
  /** How long one request may take. */
  timeoutMs?: number;
}

export class WhatsAppSendError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'WhatsAppSendError';
  }
}

interface GraphAnswer {
  messages?: { id?: string }[];
  error?: { message?: string; code?: number };
}

export const WHATSAPP_GRAPH_URL = 'https://graph.facebook.com';

/**
 * POST {baseUrl}/{version}/{phoneId}/messages with a text body. A refusal (4xx/5xx) throws with
 * the API's own message, so the notification stays pending and the job tries again later.
 */
export function createWhatsAppSender(options: WhatsAppSenderOptions): WhatsAppSender {
  const base = (options.baseUrl ?? WHATSAPP_GRAPH_URL).replace(/\/+$/, '');
  const url = `${base}/${options.apiVersion ?? 'v21.0'}/${encodeURIComponent(options.phoneId)}/messages`;
  return {
    async send(to, text) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to,
          type: 'text',
          text: { preview_url: true, body: text },
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      const answer = (await response.json().catch(() => ({}))) as GraphAnswer;
      if (!response.ok) {
        throw new WhatsAppSendError(
          response.status,
          `WhatsApp refused the message (${response.status}): ${answer.error?.message ?? response.statusText}`,
        );
      }
      return { messageId: answer.messages?.[0]?.id ?? null };
    },
  };
}
