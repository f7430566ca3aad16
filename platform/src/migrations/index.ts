import * as m0001 from './0001_event_store';
import * as m0013 from './0013_events_notify_trigger';
import type { MigrationList } from './migrate';

export * from './migrate';

/** The PostgreSQL event store's tables: every other list runs after this one. */
export const platformMigrations: MigrationList = {
  '0001_event_store': m0001,
  '0013_events_notify_trigger': m0013,
};
