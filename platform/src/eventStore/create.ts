import type { EventStore } from '@gym/contracts';
import type { Logger } from '../logger';
import { createEventStoreDbEventStore } from './eventStoreDb';
import { createPostgresEventStore } from './postgres';

export const isEventStoreDbUrl = (url: string) =>
  /^(esdb|esdb\+discover|kurrentdb|kurrent|kdb):\/\//.test(url);

/** EventStoreDB when EVENTSTORE_URL names one, else the PostgreSQL `events` table. */
export function createEventStore(options: {
  databaseUrl: string;
  eventStoreUrl?: string;
  logger: Logger;
}): EventStore {
  if (options.eventStoreUrl && isEventStoreDbUrl(options.eventStoreUrl)) {
    options.logger.info('event store: EventStoreDB');
    return createEventStoreDbEventStore(options.eventStoreUrl, {
      onWatchError: (error) =>
        options.logger.warn({ err: error }, 'EventStoreDB subscription failed; retrying'),
    });
  }
  options.logger.info('event store: PostgreSQL events table');
  return createPostgresEventStore({ connectionString: options.databaseUrl });
}
