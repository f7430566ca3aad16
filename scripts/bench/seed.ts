import type { EventStore } from '@gym/contracts';
import { catchUpReceiptNumbers } from '@gym/command-service';
import { createLogger, type Db } from '@gym/platform';
import { formatProgress, seedHistory as generate } from '../seed/index';

export interface SeedOutcome {
  events: number;
  payments: number;
  seconds: number;
  /** How long receipt numbering took to catch up after the appends. */
  numberingSeconds: number;
  /** Which generator wrote the history (the table says so). */
  source: string;
}

/**
 * The one place the bench calls the seed generator (scripts/seed): a year of history, every
 * payment within the current financial year. If the generator's names change, fix them here.
 */
export async function seedHistory(options: {
  store: EventStore;
  db: Db;
  connectionString: string;
  members: number;
  payments: number;
  randomSeed: number;
  branches: number;
  onProgress?(message: string): void;
}): Promise<SeedOutcome> {
  let lastReport = performance.now();
  const summary = await generate({
    store: options.store,
    members: options.members,
    payments: options.payments,
    randomSeed: options.randomSeed,
    branches: options.branches,
    currentYearOnly: true,
    onProgress: (progress) => {
      if (performance.now() - lastReport < 10_000) return;
      lastReport = performance.now();
      options.onProgress?.(`seed: ${formatProgress(progress)}`);
    },
  });
  const numbering = performance.now();
  if (summary.lastPosition) {
    options.onProgress?.('seed: numbering the receipts');
    await catchUpReceiptNumbers({
      db: options.db,
      store: options.store,
      connectionString: options.connectionString,
      logger: createLogger({ level: 'warn', name: 'seed' }),
      until: summary.lastPosition,
    });
  }
  return {
    events: summary.events,
    payments: summary.payments,
    seconds: summary.seconds,
    numberingSeconds: (performance.now() - numbering) / 1000,
    source: 'scripts/seed seedHistory',
  };
}
