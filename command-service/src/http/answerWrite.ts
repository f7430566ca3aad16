import type { GlobalPosition } from '@gym/contracts';
import type { ProjectionProgress } from '@gym/projection-service';
import type { AppContext } from './context';
import { rememberWrite } from './readYourWrites';

/** How long a write's answer waits for the read models to show it. */
export const READ_AFTER_WAIT_MS = 3000;

export interface WriteAnswer<Dto extends { id: string }> {
  /** The write's last event (null: nothing appended to a stream that does not exist). */
  position: GlobalPosition | null;
  /** The spec's status once the read models show the write: 201 for a creation, else 200. */
  status: 200 | 201;
  /** Where the resource is read: answered as `Location` with 201 and 202. */
  location: string;
  /** The resource from the read models; null (or a 404) while they do not have it. */
  load: () => Promise<Dto | null>;
  /**
   * For a change to a resource (not a creation): when its stream last changed. Its read model
   * shows the change once the resource's `updatedAt` has reached it, even while another read
   * model lags or fails. A resource just created shows it as soon as it is there.
   */
  changedAt?: Date;
  /** What the decided events say: the answer while the read models are behind. */
  decided: () => { id: string } & Partial<Dto>;
  /** How long to wait for the read models (0: the caller has already waited). */
  waitMs?: number;
}

/**
 * Answers a write that has been recorded: the resource as its read model shows it once that has
 * the write (waiting, bounded, for every projector to reach it), with the spec's status; else 202
 * Accepted with what was decided and where to read it. The X-Read-After header (and the session)
 * carry the write's position, so a later read waits for it. A read model's lag never turns a
 * recorded write into an error.
 */
export async function answerWrite<Dto extends { id: string }>(
  ctx: AppContext,
  deps: { progress: ProjectionProgress },
  answer: WriteAnswer<Dto>,
): Promise<void> {
  rememberWrite(ctx, answer.position);
  const ready = await caughtUp(deps.progress, answer.position, answer.waitMs);
  // A read that fails (a 404, a lost connection) after the write was recorded changes nothing
  // about the write: the decided answer stands.
  const body = await answer.load().catch(() => null);
  if (body && (ready || shows(body, answer.changedAt))) {
    ctx.status = answer.status;
    if (answer.status === 201) ctx.set('Location', answer.location);
    ctx.body = body;
    return;
  }
  ctx.status = 202;
  ctx.set('Location', answer.location);
  ctx.body = answer.decided();
}

/** Whether a resource read while some projector is behind already includes the write. */
function shows(resource: object, changedAt: Date | undefined): boolean {
  if (!changedAt) return true;
  const updatedAt = 'updatedAt' in resource ? resource.updatedAt : null;
  return typeof updatedAt === 'string' && Date.parse(updatedAt) >= changedAt.getTime();
}

async function caughtUp(
  progress: ProjectionProgress,
  position: GlobalPosition | null,
  waitMs = READ_AFTER_WAIT_MS,
): Promise<boolean> {
  if (!position) return true;
  return progress.waitFor(position, waitMs).catch(() => false);
}
