import { HttpError } from 'react-admin';
import type { ErrorBody } from '@gym/contracts';

function bodyOf(error: unknown): Partial<ErrorBody> | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const body: unknown = error.body;
  return typeof body === 'object' && body !== null ? (body as Partial<ErrorBody>) : undefined;
}

/** The server's `{ message }`, or the error's own text. */
export function serverMessage(error: unknown): string {
  const message = bodyOf(error)?.message;
  if (typeof message === 'string' && message) return message;
  return error instanceof Error ? error.message : String(error);
}

/** The server's per-field messages (`{ errors: { field: text } }`), if any. */
export function serverFieldErrors(error: unknown): Record<string, string> | undefined {
  const errors = bodyOf(error)?.errors;
  return errors && typeof errors === 'object' ? errors : undefined;
}

export function httpStatus(error: unknown): number | undefined {
  return error instanceof HttpError ? error.status : undefined;
}
