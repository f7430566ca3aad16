import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../commands/handleCommand';
import { currentUser } from '../auth/guards';
import type { AppContext } from './context';

/** The signed-in actor, the request's correlation id (X-Request-Id when given) and the time. */
export function commandContext(ctx: AppContext, now: Date = new Date()): CommandContext {
  const requestId = ctx.get('X-Request-Id');
  return {
    actorUserId: currentUser(ctx).id,
    correlationId: /^[\w-]{1,100}$/.test(requestId) ? requestId : randomUUID(),
    now,
  };
}
