import { Readable } from 'node:stream';
import {
  AUDIT_LOG_DEFAULT_ROWS,
  AUDIT_KIND_LABELS,
  auditLogFilter,
  csvLine,
  formatCsvDateTime,
  describeChange,
  historyQuery,
  type HistoryEntryDto,
} from '@gym/contracts';
import { auditLog, auditLogEntries, historyOf } from '@gym/projection-service';
import { readScope } from '../auth/branchScope';
import { detailBranches } from '../http/access';
import { currentUser, requireRole } from '../auth/guards';
import { apiRouter } from '../http/apiRouter';
import { HttpError, parseRequest } from '../http/errors';
import { parseListParams, sendList } from '../http/listParams';
import type { RouteDeps } from '../http/routeDeps';
import { requireHistoryInScope } from './historyScope';
import { namedEntries } from './namedEntries';

const CSV_HEADER = ['When', 'Who', 'Kind', 'About', 'What happened', 'Changes'];

/**
 * History: every change to a member (with their memberships and payments), a membership, a plan,
 * a payment or an account, newest first, in the owner's words; and the whole gym's audit log for
 * admins and branch managers, with its CSV export. Everyone at the desk reads the front desk's
 * histories (who changed a phone, who took a payment); accounts' histories are the admins'.
 */
export function historyRoutes(deps: RouteDeps) {
  const router = apiRouter('/api');
  const managers = requireRole('admin', 'branch_manager');

  router.get('/history', requireRole('admin', 'branch_manager', 'staff'), async (ctx) => {
    const query = parseRequest(historyQuery, ctx.query);
    if (query.entity === 'account' && currentUser(ctx).role !== 'admin')
      throw new HttpError(403, 'Only an admin reads the history of an account');
    const branches = detailBranches(ctx);
    await requireHistoryInScope(deps.db, query, branches);
    const page = await historyOf(deps.db, query, branches);
    ctx.body = { entries: await namedEntries(deps.db, page.entries), next: page.next };
  });

  router.get('/audit-log', managers, async (ctx) => {
    const list = parseListParams(ctx, {
      sortFields: ['occurredAt'] as const,
      defaultSort: { field: 'occurredAt', order: 'DESC' },
      filter: auditLogFilter,
      firstPage: [0, AUDIT_LOG_DEFAULT_ROWS - 1],
    });
    const result = await auditLog(deps.db, {
      filter: list.filter,
      order: list.sort.order,
      range: list.range,
      timeZone: deps.timeZone,
      branches: readScope(ctx),
    });
    sendList(ctx, 'audit-log', list, { ...result, rows: await namedEntries(deps.db, result.rows) });
  });

  // Streamed in keyset batches: the whole log, however long, in bounded memory.
  router.get('/audit-log.csv', managers, async (ctx) => {
    const { filter } = parseListParams(ctx, {
      sortFields: ['occurredAt'] as const,
      defaultSort: { field: 'occurredAt', order: 'DESC' },
      filter: auditLogFilter,
    });
    const line = (entry: HistoryEntryDto) =>
      `${csvLine([
        formatCsvDateTime(entry.occurredAt, deps.timeZone),
        entry.actor?.name ?? 'System',
        AUDIT_KIND_LABELS[entry.kind],
        entry.subject,
        entry.summary,
        entry.changes.map(describeChange).join('; '),
      ])}\r\n`;
    // Each batch's actors are named with one read of the accounts.
    async function* lines() {
      yield `${csvLine(CSV_HEADER)}\r\n`;
      for await (const batch of auditLogEntries(deps.db, readScope(ctx), filter, deps.timeZone))
        yield (await namedEntries(deps.db, batch)).map(line).join('');
    }
    ctx.set('Content-Type', 'text/csv; charset=utf-8');
    ctx.set('Content-Disposition', 'attachment; filename="audit-log.csv"');
    ctx.body = Readable.from(lines());
  });

  return router;
}
