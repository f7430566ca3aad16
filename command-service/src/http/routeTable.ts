import type Koa from 'koa';
import type { AppContextExtras, AppRouter, AppState } from './context';
import { isGuard, type Access } from '../auth/guards';

export interface RouteEntry {
  method: string;
  path: string;
  /** The route's guard; undefined when its first middleware is not one (a route left open). */
  access: Access | undefined;
}

/** Every route the app's routers serve, with the guard each one starts with. */
export function routeTable(app: Koa<AppState, AppContextExtras>): RouteEntry[] {
  return app.middleware
    .flatMap((middleware) => ('router' in middleware ? (middleware.router as AppRouter).stack : []))
    .flatMap((layer) =>
      layer.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => ({
          method,
          path: String(layer.path),
          access: isGuard(layer.stack[0]) ? layer.stack[0].access : undefined,
        })),
    );
}

/** How the architecture doc's access table writes an access. */
export function accessText(access: Access | undefined): string {
  if (access === undefined) return 'UNGUARDED';
  return typeof access === 'string' ? access : access.join(', ');
}
