import type Koa from 'koa';
import type Router from '@koa/router';
import type { UserDto } from '@gym/contracts';

export interface AppSession {
  userId?: string;
  /** Encoded position of this session's last write (read-your-writes). */
  position?: string;
  /** The branch the app bar's switcher chose for this session (none: all the caller's). */
  branchId?: string;
  regenerate(): Promise<void> | undefined;
  /** The session's id in the store. */
  readonly externalKey?: string;
}

export interface AppState {
  user?: UserDto;
  /** X-Request-Id: the caller's, when it is a sane one, else made here; in every log line of the request. */
  requestId?: string;
}

export interface AppContextExtras {
  session: AppSession | null;
}

export type AppContext = Koa.ParameterizedContext<AppState, AppContextExtras>;
export type AppRouter = Router<AppState, AppContextExtras>;
export type AppMiddleware = Koa.Middleware<AppState, AppContextExtras>;
