import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EventStore } from '@gym/contracts';
import { PortInUseError, type Db, type Logger, type ProxyTrust } from '@gym/platform';
import {
  allProjectors,
  createProjectionProgress,
  createProjectionRunner,
  type ProjectionRunner,
  type Projector,
} from '@gym/projection-service';
import { createApp } from './app';
import { routeTable, type RouteEntry } from './http/routeTable';
import { createReceiptNumbering } from './payments/receiptNumbering';
import { createReceiptEmailsReactor } from './receiptEmails/reactor';
import { createBookSealer } from './seals/sealer';
import { ensureDemoAccounts, switchOffDemoAccounts } from './auth/demoAccounts';
import { ensureDemoMember } from './members/demoMember';
import { ensureDemoBranch } from './branches/demoBranch';
import { ensureMainBranch } from './branches/mainBranch';
import { deleteExpiredSessions, sessionSecret } from './auth/sessionStore';
import { createUserRepository } from './auth/users';
import { createJobsRuntime } from './jobs/runtime';
import { createNotifier } from './notifications/createNotifier';
import type { JobRunner } from './jobs/types';
import { createReceiptRenderer } from './receipts/receiptRenderer';
import type { GymDetails } from './receipts/renderReceiptPdf';
import type { WhatsAppSenderOptions } from './whatsapp/whatsAppSender';

export interface CommandServiceOptions {
  /** The database and event store the process opened and migrated (see bootProcess); not closed here. */
  databaseUrl: string;
  db: Db;
  store: EventStore;
  port: number;
  host?: string;
  logger: Logger;
  /** Embedded mode runs the projectors in this process too. */
  runProjections: boolean;
  /** The read models' projectors (all of them unless a test runs a broken or fixed one). */
  readModelProjectors?: readonly Projector[];
  demoAccounts: boolean;
  /** With the demo accounts, a second branch to try a chain with (`npm start`'s demo). */
  demoBranch?: boolean;
  sessionSecret?: string;
  trustProxy?: ProxyTrust;
  /** `PUBLIC_URL`: the base of invitation links; without it, the address listened on. */
  publicUrl?: string;
  uiDir?: string;
  timeZone: string;
  gym: GymDetails;
  /**
   * The background jobs: on BullMQ when `redisUrl` is set (worked here when `worker`, else by the
   * worker process), otherwise on the in-process scheduler; `off` for tests that run jobs themselves.
   */
  jobs: {
    off?: boolean;
    redisUrl?: string;
    worker: boolean;
    smtpUrl?: string;
    mailFrom: string;
    whatsApp?: WhatsAppSenderOptions;
    booksDigestHour?: number;
    /** How long a stop lets the jobs finish what is in flight before handing it back (5 s). */
    stopGraceMs?: number;
    /** How long what a sender took stays claimed if it dies (2 minutes; tests set it long). */
    claimLeaseSeconds?: number;
  };
  clock?: () => Date;
}

export interface RunningService {
  url: string;
  /** Every API route and its guard (for the access tests). */
  routes: RouteEntry[];
  jobs?: JobRunner;
  close(): Promise<void>;
}

function listen(server: http.Server, port: number, host: string | undefined): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port) : error);
    });
    server.listen(port, host, () => resolve(server.address() as AddressInfo));
  });
}

/** Starts the HTTP edge (and, in embedded mode, the projectors) on the database it is given. */
export async function startCommandService(options: CommandServiceOptions): Promise<RunningService> {
  const { logger, db, store } = options;
  let ready = false;
  // The reactors run in every command service (the runner's lock keeps one of each at work); the
  // read models' projectors here too in embedded mode, else in the projection service.
  const receiptNumbering = createReceiptNumbering({ clock: options.clock ?? (() => new Date()) });
  // Receipt e-mails follow the log too: the reactor marks them due, the send-due-receipts job
  // sends them; a nudge (once the read models show the number) saves waiting for its minute.
  let jobs: JobRunner | undefined = undefined;
  const receiptEmails = createReceiptEmailsReactor({
    onDue: (position) =>
      void progress
        .waitFor(position, 10_000)
        .catch(() => false)
        .then(() => jobs?.enqueue('send-due-receipts', {})),
  });
  const readModels = options.readModelProjectors ?? allProjectors;
  // The books' seals: every event hashed into the chain, a seal each hour and at each day close.
  const bookSealer = createBookSealer({ clock: options.clock ?? (() => new Date()) });
  const reactors = [receiptNumbering, receiptEmails, bookSealer];
  // Read-your-writes waits for a payment's receipt number too.
  const progress = createProjectionProgress({
    db,
    connectionString: options.databaseUrl,
    projectorNames: [...readModels, receiptNumbering].map((p) => p.name),
    giveUpOnFailing: true,
    logger,
  });
  const runner: ProjectionRunner = createProjectionRunner({
    db,
    store,
    projectors: options.runProjections ? readModels : [],
    reactors,
    logger,
  });
  await runner.start();
  // Before the demo data, which is the first branch's.
  const mainBranch = await ensureMainBranch({ store, db, logger, gymName: options.gym.name });
  if (mainBranch && options.runProjections) await progress.waitFor(mainBranch, 10_000);
  const users = createUserRepository(db);
  if (!options.demoAccounts) await switchOffDemoAccounts(db, logger);
  else {
    await ensureDemoAccounts(db, users, logger);
    const memberUser = await users.findCredentials('member');
    const seeded =
      memberUser &&
      (await ensureDemoMember({
        store,
        db,
        logger,
        timeZone: options.timeZone,
        memberUserId: memberUser.user.id,
      }));
    // In one process, answer the first request with the demo data already readable.
    if (seeded && options.runProjections) await progress.waitFor(seeded, 10_000);
    const branch = options.demoBranch && (await ensureDemoBranch({ store, db, logger }));
    if (branch && options.runProjections) await progress.waitFor(branch, 10_000);
  }

  // One pool of render threads for receipt downloads and e-mails, started at the first render.
  let url = '';
  const receiptRenderer = createReceiptRenderer({
    onError: (error) => logger.error({ err: error }, 'receipt renderer failed'),
  });
  const jobsRuntime = options.jobs.off
    ? undefined
    : createJobsRuntime({
        db,
        store,
        logger,
        timeZone: options.timeZone,
        gym: options.gym,
        receiptRenderer,
        publicUrl: () => options.publicUrl ?? (url || undefined),
        ...options.jobs,
      });
  jobs = jobsRuntime?.runner;
  // Invitations go out from the request; without a jobs runtime (tests), through a notifier of our own.
  const notifier =
    jobsRuntime?.notifier ??
    createNotifier({
      db,
      logger,
      smtpUrl: options.jobs.smtpUrl,
      from: options.jobs.mailFrom,
      claimLeaseSeconds: options.jobs.claimLeaseSeconds,
    });
  const app = createApp({
    db,
    databaseUrl: options.databaseUrl,
    store,
    progress,
    projectors: readModels,
    reactors,
    logger,
    sessionSecret: await sessionSecret(db, options.sessionSecret),
    demoAccounts: options.demoAccounts,
    trustProxy: options.trustProxy ?? { kind: 'none' },
    publicUrl: () => options.publicUrl ?? url,
    uiDir: options.uiDir,
    timeZone: options.timeZone,
    gym: options.gym,
    receiptRenderer,
    notifier,
    clock: options.clock,
    isReady: () => ready,
  });
  const server = http.createServer(app.callback());
  server.keepAliveTimeout = 5000;
  let address: AddressInfo;
  try {
    address = await listen(server, options.port, options.host);
  } catch (error) {
    await runner.stop();
    notifier.close();
    await receiptRenderer.close();
    await progress.close();
    throw error;
  }
  // Jobs wait for Redis when it is down; the HTTP edge does not wait for them.
  void jobs
    ?.start()
    .catch((error: unknown) => logger.error({ err: error }, 'job runner failed to start'));
  const sweep = setInterval(() => void deleteExpiredSessions(db).catch(() => undefined), 3_600_000);
  sweep.unref();
  ready = true;
  const host =
    address.family === 'IPv6'
      ? address.address === '::'
        ? 'localhost'
        : `[${address.address}]`
      : address.address === '0.0.0.0'
        ? 'localhost'
        : address.address;
  url = `http://${host}:${address.port}`;
  logger.info({ url }, 'command service listening');

  return {
    url,
    routes: routeTable(app),
    jobs,
    async close() {
      ready = false;
      clearInterval(sweep);
      // The reactor still runs until the runner stops: its nudges stop here, with the jobs.
      const stopping = jobs;
      jobs = undefined;
      // The requests and the jobs finish side by side, so that the stop takes the longer of their
      // grace periods, not both: what a request records meanwhile is in the log for the next start.
      await Promise.all([
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
          // Requests still running get a moment to finish before their connections are cut.
          setTimeout(() => server.closeAllConnections(), 5000).unref();
        }),
        stopping?.stop(),
      ]);
      await runner.stop();
      notifier.close();
      await receiptRenderer.close();
      await progress.close();
      logger.info('command service stopped');
    },
  };
}
