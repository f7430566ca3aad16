import type { EventStore } from '@gym/contracts';
import type { Db } from '@gym/platform';
import type { ProjectionProgress } from '@gym/projection-service';
import type { CommandHandler } from '../commands/handleCommand';
import type { LoginThrottle } from '../auth/loginThrottle';
import type { SessionStore } from '../auth/sessionStore';
import type { Reservations } from '../reservations/reservations';

/** What the feature routes are built from. */
export interface RouteDeps {
  db: Db;
  store: EventStore;
  handle: CommandHandler;
  progress: ProjectionProgress;
  reservations: Reservations;
  loginThrottle: LoginThrottle;
  /** Ends a user's sessions (password change, reset, deactivation). */
  sessions: SessionStore;
  timeZone: string;
  clock: () => Date;
}
