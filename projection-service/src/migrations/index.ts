import type { MigrationList } from '@gym/platform';
import * as m0002 from './0002_projection_checkpoints';
import * as m0003 from './0003_identity';
import * as m0004 from './0004_plans_read_model';
import * as m0005 from './0005_members_read_model';
import * as m0006 from './0006_memberships_read_model';
import * as m0007 from './0007_payments_read_model';
import * as m0010 from './0010_notifications';
import * as m0011 from './0011_login_failures';
import * as m0012 from './0012_aggregate_snapshots';
import * as m0014 from './0014_projection_failures';
import * as m0015 from './0015_session_limits';
import * as m0016 from './0016_member_invitations';
import * as m0017 from './0017_user_active';
import * as m0018 from './0018_user_sign_in';

/** The projections' checkpoints and failures and the read models (run after platform's). */
export const projectionMigrations: MigrationList = {
  '0002_projection_checkpoints': m0002,
  '0003_identity': m0003,
  '0004_plans_read_model': m0004,
  '0005_members_read_model': m0005,
  '0006_memberships_read_model': m0006,
  '0007_payments_read_model': m0007,
  '0010_notifications': m0010,
  '0011_login_failures': m0011,
  '0012_aggregate_snapshots': m0012,
  '0014_projection_failures': m0014,
  '0015_session_limits': m0015,
  '0016_member_invitations': m0016,
  '0017_user_active': m0017,
  '0018_user_sign_in': m0018,
};
