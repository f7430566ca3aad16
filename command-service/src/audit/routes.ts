import { z } from 'zod';
import { messages, type AuditEntryDto } from '@gym/contracts';
import { mayWorkAt } from '../auth/branchScope';
import { currentUser, requireRole } from '../auth/guards';
import { apiRouter } from '../http/apiRouter';
import { HttpError, parseRequest } from '../http/errors';
import type { RouteDeps } from '../http/routeDeps';
import { visibleHistory } from './visibleHistory';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const auditQuery = z.object({
  stream: z
    .string({ error: 'stream is required, e.g. member-{id}' })
    .regex(
      new RegExp(`^(member|plan|membership|account)-${UUID}$`),
      'stream must be member-{id}, plan-{id}, membership-{id} or account-{id}',
    ),
});

/**
 * The event history of one member, plan, membership or account: what changed, who, when. Admins
 * and branch managers (an account's: admins only; a branch manager reads only their branches'
 * facts of it, `visibleHistory`).
 */
export function auditRoutes(deps: RouteDeps) {
  const router = apiRouter('/api/audit');
  router.get('/', requireRole('admin', 'branch_manager'), async (ctx) => {
    if (Array.isArray(ctx.query.stream))
      throw new HttpError(400, 'Query parameter stream is given twice');
    const { stream } = parseRequest(auditQuery, { stream: ctx.query.stream });
    // Accounts are the owner's, not a branch's.
    if (stream.startsWith('account-') && currentUser(ctx).role !== 'admin')
      throw new HttpError(403, messages.forbidden);
    // Another branch's member or membership answers as one that does not exist.
    const events = visibleHistory(await deps.store.readStream(stream), (branchId) =>
      mayWorkAt(ctx, branchId),
    );
    if (events.length === 0) throw new HttpError(404, 'No history for this stream');
    const actorIds = [
      ...new Set(events.map((e) => e.metadata.actorUserId).filter((id): id is string => !!id)),
    ];
    const users: { id: string; username: string }[] = actorIds.length
      ? await deps.db('users').whereIn('id', actorIds).select('id', 'username')
      : [];
    const names = new Map(users.map((u) => [u.id, u.username]));
    const body: AuditEntryDto[] = events.map((e) => ({
      revision: Number(e.revision),
      type: e.type,
      occurredAt: e.metadata.occurredAt,
      actor: e.metadata.actorUserId
        ? { id: e.metadata.actorUserId, username: names.get(e.metadata.actorUserId) ?? 'unknown' }
        : null,
      data: e.data,
    }));
    ctx.body = body;
  });
  return router;
}
