import { ZodError, type z } from 'zod';
import { DomainError, messages, type ErrorBody } from '@gym/contracts';
import { isConnectionLost, type Logger } from '@gym/platform';
import { isApiPath } from './apiPath';
import type { AppMiddleware } from './context';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Field path → first message, as react-admin marks fields ("features.2" for an array item). */
export function fieldErrors(error: ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length
      ? issue.path.join('.')
      : issue.code === 'unrecognized_keys'
        ? issue.keys.join(',')
        : '_';
    out[key] ??=
      issue.code === 'unrecognized_keys'
        ? `Unknown field: ${issue.keys.join(', ')}`
        : issue.message;
  }
  return out;
}

/** Parses a request part with a contracts schema; a mismatch is a 400 with field messages. */
export function parseRequest<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  throw new HttpError(400, Object.values(errors)[0] ?? messages.invalidRequest, errors);
}

const DOMAIN_STATUS: Record<DomainError['kind'], number> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
};

/** When a client may try again after the database connection was lost (a restart, a failover). */
const RETRY_AFTER_SECONDS = 2;

/**
 * Every failure becomes JSON `{ message, errors? }`; only our own faults are 500 (and logged). A
 * lost database connection is 503 with Retry-After: what it interrupted appended nothing, or
 * appended and a retry with the same Idempotency-Key answers what was recorded.
 */
export function errorHandler(logger: Logger): AppMiddleware {
  return async (ctx, next) => {
    try {
      await next();
      // What no route answered (an unknown path, a method the path does not take) is JSON too;
      // the router's Allow header stays.
      if (ctx.body == null && isApiPath(ctx.path)) {
        if (ctx.status === 404) throw new HttpError(404, messages.notFound);
        if (ctx.status === 405 || ctx.status === 501)
          throw new HttpError(ctx.status, messages.methodNotAllowed);
      }
    } catch (error) {
      if (isConnectionLost(error)) {
        logger.warn(
          { err: error, method: ctx.method, path: ctx.path, requestId: ctx.state.requestId },
          'database unavailable',
        );
        ctx.status = 503;
        ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
        ctx.body = { message: messages.databaseUnavailable } satisfies ErrorBody;
        return;
      }
      const { status, body } = toResponse(error);
      if (status >= 500)
        logger.error(
          { err: error, method: ctx.method, path: ctx.path, requestId: ctx.state.requestId },
          'request failed',
        );
      ctx.status = status;
      ctx.body = body;
    }
  };
}

function toResponse(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    return {
      status: error.status,
      body: { message: error.message, ...(error.errors && { errors: error.errors }) },
    };
  }
  if (error instanceof DomainError) {
    const body: ErrorBody = {
      message: error.message,
      ...(error.fieldErrors && { errors: error.fieldErrors }),
      ...(error.reason && { reason: error.reason }),
    };
    return { status: DOMAIN_STATUS[error.kind], body };
  }
  if (error instanceof ZodError) {
    const errors = fieldErrors(error);
    return {
      status: 400,
      body: { message: Object.values(errors)[0] ?? messages.invalidRequest, errors },
    };
  }
  // Errors raised by koa and its body parser carry a client status (400, 413, 415).
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message =
      status === 413
        ? messages.bodyTooLarge
        : error instanceof SyntaxError
          ? messages.invalidJson
          : (error as Error).message || messages.invalidRequest;
    return { status, body: { message } };
  }
  return { status: 500, body: { message: 'Internal server error' } };
}
