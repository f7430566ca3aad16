/** Made only when a notifier really delivers the message (not for the outbox, not for a duplicate). */
export interface NotificationAttachment {
  filename: string;
  contentType: string;
  render(): Promise<Buffer>;
}

export interface NotificationMessage {
  to: string;
  subject: string;
  text: string;
  /** Sent with the message, not stored (the outbox keeps their names): a retry passes them again. */
  attachments?: NotificationAttachment[];
  /** One delivery per key, e.g. `receipt:{paymentId}` or `reminder:{membershipId}:{stage}:{dueDate}`. */
  dedupeKey: string;
  kind: string;
  relatedId?: string;
}

export type SendResult = 'sent' | 'duplicate';

export interface SendOptions {
  /**
   * Aborts the delivery in flight (a stop's grace period is over): `send` rejects and the message
   * is handed back, pending and uncounted, for the next sender at once.
   */
  signal?: AbortSignal;
}

/** Delivers a message at most once per dedupe key ('duplicate' when it already was). */
export interface Notifier {
  send(message: NotificationMessage, options?: SendOptions): Promise<SendResult>;
}
