import { platformMigrations, type MigrationList } from '@gym/platform';
import { projectionMigrations } from '@gym/projection-service';
import * as m0003 from './0003_identity';
import * as m0010 from './0010_notifications';
import * as m0011 from './0011_login_failures';
import * as m0012 from './0012_aggregate_snapshots';
import * as m0015 from './0015_session_limits';
import * as m0016 from './0016_member_invitations';
import * as m0017 from './0017_user_active';
import * as m0018 from './0018_user_sign_in';
import * as m0035 from './0035_receipt_emails_due';
import * as m0036 from './0036_registration_attempts';
import * as m0060 from './0060_gym_logos';
import * as m0073 from './0073_user_branches';
import * as m0093 from './0093_receipt_verification';
import * as m0100 from './0100_book_seals';

/** The command service's state beside the events: accounts, sessions, notifications (and receipts due), snapshots. */
export const commandMigrations: MigrationList = {
  '0003_identity': m0003,
  '0010_notifications': m0010,
  '0011_login_failures': m0011,
  '0012_aggregate_snapshots': m0012,
  '0015_session_limits': m0015,
  '0016_member_invitations': m0016,
  '0017_user_active': m0017,
  '0018_user_sign_in': m0018,
  '0035_receipt_emails_due': m0035,
  '0036_registration_attempts': m0036,
  '0060_gym_logos': m0060,
  '0073_user_branches': m0073,
  '0093_receipt_verification': m0093,
  '0100_book_seals': m0100,
};

/**
 * Everything a command-service process (or a script beside it) migrates, in dependency order:
 * the event store, then the read models (queried here), then the command service's own tables.
 */
export const commandServiceMigrations: readonly MigrationList[] = [
  platformMigrations,
  projectionMigrations,
  commandMigrations,
];
