import type { EventStore } from '@gym/contracts';
import type { Logger } from '../logger';
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
    const url = options.eventStoreUrl;
    return whenLoaded(
      import('./eventStoreDb').then(({ createEventStoreDbEventStore }) =>
        createEventStoreDbEventStore(url, {
          onWatchError: (error) =>
            options.logger.warn({ err: error }, 'EventStoreDB subscription failed; retrying'),
        }),
      ),
    );
  }
  options.logger.info('event store: PostgreSQL events table');
  return createPostgresEventStore({
    connectionString: options.databaseUrl,
    logger: options.logger,
  });
}

/**
 * The EventStoreDB client (and gRPC under it) loads only when EventStoreDB is configured: a start
 * on PostgreSQL never pays for it. Every call of the port is asynchronous, so it waits here.
 */
function whenLoaded(loading: Promise<EventStore>): EventStore {
  return {
    appendToStreams: async (appends) => (await loading).appendToStreams(appends),
    appendToStream: async (...args) => (await loading).appendToStream(...args),
    readStream: async (...args) => (await loading).readStream(...args),
    readLastEvent: async (streamId) => (await loading).readLastEvent(streamId),
    readAll: async (options) => (await loading).readAll(options),
    watch: async (onWake) => (await loading).watch(onWake),
    close: async () => (await loading).close(),
  };
}
