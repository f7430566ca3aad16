import Koa from 'koa';
import { bodyParser } from '@koa/bodyparser';
import session from 'koa-session';
import type { EventStore } from '@gym/contracts';
import type { Db, Logger, ProxyTrust } from '@gym/platform';
import type { ProjectionProgress, Projector, Reactor } from '@gym/projection-service';
import { auditRoutes } from './audit/routes';
import { branchRoutes } from './branches/routes';
import { dayCloseRoutes } from './dayClose/routes';
import { expenseRoutes } from './expenses/routes';
import { checkInRoutes } from './checkIns/routes';
import { loadUser, requirePasswordChosen } from './auth/guards';
import { createLoginThrottle } from './auth/loginThrottle';
import { authRoutes } from './auth/routes';
import { SESSION_LIFETIME_MS, createSessionStore } from './auth/sessionStore';
import { createUserRepository } from './auth/users';
import { createCommandHandler } from './commands/handleCommand';
import { createSnapshotStore } from './commands/snapshots';
import { healthRoutes } from './health/routes';
import { historyRoutes } from './history/routes';
import { inviteRoutes } from './invites/routes';
import { clientAddress } from './http/clientAddress';
import type { AppContextExtras, AppState } from './http/context';
import { oneSpellingOfApiPaths } from './http/apiRouter';
import { apiNoStore, compression } from './http/compression';
import { errorHandler } from './http/errors';
import { jsonOnlyWrites } from './http/jsonOnlyWrites';
import { readYourWrites } from './http/readYourWrites';
import { requestLogger } from './http/requestLogger';
import { sameOriginWrites } from './http/sameOrigin';
import type { RouteDeps } from './http/routeDeps';
import { securityHeaders } from './http/securityHeaders';
import { serveUi } from './http/serveUi';
import { memberRoutes } from './members/routes';
import { membershipRoutes } from './memberships/routes';
import type { Notifier } from './notifications/notifier';
import { paymentRoutes } from './payments/routes';
import { planRoutes } from './plans/routes';
import type { ReceiptRenderer } from './receipts/receiptRenderer';
import type { GymDetails } from './receipts/renderReceiptPdf';
import { reportRoutes } from './reports/routes';
import { createReservations } from './reservations/reservations';
import { gymLogoRoutes } from './settings/logoRoutes';
import { gymSettingsRoutes } from './settings/routes';
import { setupRoutes } from './setup/routes';
import { systemRoutes } from './system/routes';
import { userRoutes } from './users/routes';
import { verifyRoutes } from './verify/routes';

export interface AppDeps {
  db: Db;
  /** The database's URL, for work done on connections of its own (the books' verification). */
  databaseUrl?: string;
  store: EventStore;
  progress: ProjectionProgress;
  /** Every read model's projector, wherever it runs (for health and the system status). */
  projectors: readonly Pick<Projector, 'name' | 'version' | 'handles'>[];
  /** Every reactor (receipt numbers, receipt e-mails): their own group in health and status. */
  reactors: readonly Pick<Reactor, 'name' | 'handles'>[];
  logger: Logger;
  sessionSecret: string;
  demoAccounts: boolean;
  trustProxy: ProxyTrust;
  /** Where members reach the product (`PUBLIC_URL`, else the listening address): invitation links. */
  publicUrl(): string;
  timeZone: string;
  gym: GymDetails;
  /** Receipt PDFs for download (the server's one renderer, shared with the jobs). */
  receiptRenderer: ReceiptRenderer;
  clock?: () => Date;
  /** Sends member portal invitations (e-mail or the outbox). */
  notifier: Notifier;
  /** The built admin UI to serve, if any. */
  uiDir?: string;
  isReady(): boolean;
}

/** The HTTP edge: sign-in, commands, the read API, and the admin UI. */
export function createApp(deps: AppDeps): Koa<AppState, AppContextExtras> {
  const app = new Koa<AppState, AppContextExtras>({
    keys: [deps.sessionSecret],
    // X-Forwarded-Proto counts (ctx.secure); clientAddress leaves only what TRUST_PROXY allows.
    proxy: deps.trustProxy.kind !== 'none',
  });
  const users = createUserRepository(deps.db);
  const sessions = createSessionStore(deps.db);
  const handle = createCommandHandler({
    store: deps.store,
    snapshots: createSnapshotStore(deps.db),
  });
  const routeDeps: RouteDeps = {
    db: deps.db,
    store: deps.store,
    handle,
    progress: deps.progress,
    reservations: createReservations(handle),
    loginThrottle: createLoginThrottle(deps.db),
    sessions,
    timeZone: deps.timeZone,
    clock: deps.clock ?? (() => new Date()),
  };

  app.use(clientAddress(deps.trustProxy));
  app.use(securityHeaders());
  app.use(requestLogger(deps.logger));
  app.use(errorHandler(deps.logger));
  app.use(apiNoStore());
  app.use(oneSpellingOfApiPaths);
  app.use(jsonOnlyWrites());
  app.use(sameOriginWrites());
  // Wraps every route and the UI; error answers (set by errorHandler above) are small.
  app.use(compression());
  app.use(healthRoutes(deps).routes());
  // The public receipt check: no session read or set.
  const verify = verifyRoutes(deps);
  app.use(verify.router.routes()).use(verify.rest);
  app.use(
    session(
      {
        key: 'gym.sid',
        // The cookie's life; the store ends sessions sooner (idle time) and is what counts.
        maxAge: SESSION_LIFETIME_MS,
        renew: false,
        httpOnly: true,
        sameSite: 'lax',
        // secure follows the request: set when served over HTTPS (behind a proxy with TRUST_PROXY).
        store: sessions,
      },
      app,
    ),
  );
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '100kb', encoding: 'utf-8' }));
  app.use(loadUser(users));
  app.use(requirePasswordChosen);
  app.use(readYourWrites(deps.progress, deps.logger));
  for (const router of [
    authRoutes({ users, demoAccounts: deps.demoAccounts, routeDeps }),
    planRoutes({ db: deps.db, handle }),
    memberRoutes(routeDeps),
    inviteRoutes({
      ...routeDeps,
      notifier: deps.notifier,
      logger: deps.logger,
      publicUrl: deps.publicUrl,
    }),
    membershipRoutes(routeDeps),
    branchRoutes(routeDeps),
    dayCloseRoutes(routeDeps),
    expenseRoutes(routeDeps),
    checkInRoutes(routeDeps),
    paymentRoutes(routeDeps, {
      gym: deps.gym,
      receiptRenderer: deps.receiptRenderer,
      publicUrl: deps.publicUrl,
    }),
    reportRoutes(routeDeps, { gym: deps.gym }),
    auditRoutes(routeDeps),
    historyRoutes(routeDeps),
    userRoutes(routeDeps),
    gymSettingsRoutes(routeDeps, { gym: deps.gym }),
    gymLogoRoutes(routeDeps, { gym: deps.gym }),
    systemRoutes(deps),
    setupRoutes(deps),
  ]) {
    app.use(router.routes()).use(router.allowedMethods());
  }
  if (deps.uiDir) for (const middleware of serveUi(deps.uiDir)) app.use(middleware);
  return app;
}
