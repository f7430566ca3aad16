/** Body of every error response: `{ message }`, and for 400 the failing fields. */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
  /** A refused check-in's reason code (`CHECK_IN_REFUSALS`). */
  reason?: string;
}

export type DomainErrorKind = 'invalid' | 'forbidden' | 'not_found' | 'conflict';

/** A command refused by a rule; the HTTP edge maps the kind to 400, 403, 404 or 409. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    /** A machine-readable reason for the client, sent beside the message (`reason`). */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
