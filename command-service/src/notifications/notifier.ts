export interface NotificationAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface NotificationMessage {
  to: string;
  subject: string;
  text: string;
  /** Sent with the message but not stored: a retry must pass them again. */
  attachments?: NotificationAttachment[];
  /** One delivery per key, e.g. `receipt:{paymentId}` or `reminder:{membershipId}:{stage}:{dueDate}`. */
  dedupeKey: string;
  kind: string;
  relatedId?: string;
}

export type SendResult = 'sent' | 'duplicate';

/** Delivers a message at most once per dedupe key ('duplicate' when it already was). */
export interface Notifier {
  send(message: NotificationMessage): Promise<SendResult>;
}
