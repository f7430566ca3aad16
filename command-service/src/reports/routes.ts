import { z } from 'zod';
import {
  B2CS_CSV_HEADER,
  DOCS_CSV_HEADER,
  b2csCsvLine,
  docsCsvLine,
  gstSummaryQuery,
  profitAndLossCsvHeader,
  profitAndLossCsvLines,
  profitAndLossQuery,
  BALANCES_CSV_HEADER,
  MAX_REPORT_MONTHS,
  monthStart,
  balanceCsvLine,
  balancesAsOfQuery,
  balancesTotalCsvLine,
  balancesTotaller,
  reportRangeQuery,
  messages,
  resolveReportRange,
  idsFilter,
} from '@gym/contracts';
import {
  balancesAsOf,
  branchesCompared,
  dashboardStats,
  duesAgeing,
  everyBalance,
  gstSummary,
  profitAndLoss,
  listPaymentReminders,
  membersReport,
  revenueByMethod,
  revenueByMonth,
  visitsPerDay,
} from '@gym/projection-service';
import { requireRole } from '../auth/guards';
import { readScope } from '../auth/branchScope';
import { apiRouter } from '../http/apiRouter';
import type { AppContext } from '../http/context';
import { HttpError, parseRequest } from '../http/errors';
import { idParam, todayIn } from '../http/params';
import {
  FIRST_PANEL_PAGE,
  parseListParams,
  parseRange,
  searchText,
  sendList,
} from '../http/listParams';
import type { RouteDeps } from '../http/routeDeps';
import { sendCsv } from '../http/sendCsv';
import {
  NOTIFICATION_SORT_FIELDS,
  getNotification,
  pageOfNotifications,
} from '../notifications/queries';
import { reminderMessages } from '../notifications/reminders';
import { mayReadRevenue, requireRevenueAccess, withoutRevenue } from './revenueAccess';
import type { GymDetails } from '../receipts/renderReceiptPdf';

const outboxFilter = z
  .object({
    q: searchText(),
    kind: searchText(),
    status: z.enum(['pending', 'sending', 'sent', 'outbox']).optional(),
    id: idsFilter(),
  })
  .strict();

export function reportRoutes(deps: RouteDeps, options: { gym: GymDetails }) {
  const router = apiRouter('/api');
  const staff = requireRole('admin', 'branch_manager', 'staff');
  const today = () => todayIn(deps.timeZone, deps.clock());

  /** The query without the page's `range` (the report's own parameters, checked strictly). */
  const withoutPage = (ctx: AppContext) => {
    const { range: _page, ...rest } = ctx.query;
    return rest;
  };

  /** `from`/`to` (gym calendar dates, both included): by default the last 12 months. */
  function rangeOf(ctx: AppContext) {
    const range = resolveReportRange(parseRequest(reportRangeQuery, withoutPage(ctx)), today());
    if (!range) {
      throw new HttpError(400, `A report covers at most ${MAX_REPORT_MONTHS} months`, {
        from: `A report covers at most ${MAX_REPORT_MONTHS} months`,
      });
    }
    return range;
  }

  router.get('/dashboard/stats', staff, async (ctx) => {
    const stats = await dashboardStats(
      deps.db,
      readScope(ctx),
      todayIn(deps.timeZone, deps.clock()),
    );
    ctx.body = (await mayReadRevenue(ctx, deps.db)) ? stats : withoutRevenue(stats);
  });

  router.get('/notifications/payments', staff, async (ctx) => {
    const range = parseRange(ctx, FIRST_PANEL_PAGE);
    const { rows, total } = await listPaymentReminders(deps.db, readScope(ctx), today(), range);
    const page = { rows: await reminderMessages(deps.db, options.gym, rows), total };
    sendList(ctx, 'reminders', { range }, page);
  });

  // What the reminder and receipt jobs sent (or keep in the outbox when no SMTP is set up).
  router.get('/notifications/outbox', requireRole('admin'), async (ctx) => {
    const query = parseListParams(ctx, {
      sortFields: NOTIFICATION_SORT_FIELDS,
      defaultSort: { field: 'createdAt', order: 'DESC' },
      filter: outboxFilter,
      firstPage: [0, 199],
    });
    sendList(ctx, 'outbox', query, await pageOfNotifications(deps.db, query));
  });

  router.get('/notifications/outbox/:id', requireRole('admin'), async (ctx) => {
    const notification = await getNotification(
      deps.db,
      idParam(ctx.params.id, messages.notificationNotFound),
    );
    if (!notification) throw new HttpError(404, messages.notificationNotFound);
    ctx.body = notification;
  });

  // The owner's reports, computed from the read models. Staff see revenue (these two, the
  // balances' paid sums, the dashboard's figure) unless the owner hides it from them.
  router.get('/reports/revenue-by-month', staff, async (ctx) => {
    await requireRevenueAccess(ctx, deps.db);
    ctx.body = await revenueByMonth(deps.db, readScope(ctx), rangeOf(ctx));
  });

  router.get('/reports/revenue-by-method', staff, async (ctx) => {
    await requireRevenueAccess(ctx, deps.db);
    ctx.body = await revenueByMethod(deps.db, readScope(ctx), rangeOf(ctx));
  });

  router.get('/reports/dues-ageing', staff, async (ctx) => {
    // Today's position: what the outstanding list owes now (no range; any parameter is refused).
    parseRequest(z.object({}).strict(), ctx.query);
    ctx.body = await duesAgeing(deps.db, readScope(ctx), today());
  });

  router.get('/reports/members', staff, async (ctx) => {
    ctx.body = await membersReport(deps.db, readScope(ctx), rangeOf(ctx));
  });

  // The owner's and managers' view of a chain: each branch they see, and those branches added up.
  router.get('/reports/branches-compared', requireRole('admin', 'branch_manager'), async (ctx) => {
    ctx.body = await branchesCompared(deps.db, rangeOf(ctx), {
      branches: readScope(ctx),
      timeZone: deps.timeZone,
      today: today(),
    });
  });

  // `range` pages the days (newest first); without it, every day of the range (36 months at most).
  router.get('/reports/visits', staff, async (ctx) => {
    const days = rangeOf(ctx);
    ctx.body = await visitsPerDay(
      deps.db,
      readScope(ctx),
      days,
      ctx.query.range === undefined ? undefined : parseRange(ctx),
    );
  });

  /** `asOf`: a gym calendar date up to today (by default today). */
  function asOfOf(ctx: AppContext) {
    const now = today();
    const asOf = parseRequest(balancesAsOfQuery, withoutPage(ctx)).asOf ?? now;
    if (asOf > now)
      throw new HttpError(400, 'The books hold nothing after today', {
        asOf: 'The books hold nothing after today',
      });
    return asOf;
  }

  // The books at the end of a day, summed from the ledger changes the event log gave; `range`
  // pages the memberships (largest owing first; the first 1,000 without it).
  router.get('/reports/balances', staff, async (ctx) => {
    await requireRevenueAccess(ctx, deps.db);
    const branches = readScope(ctx);
    ctx.body = await balancesAsOf(deps.db, branches, asOfOf(ctx), deps.timeZone, parseRange(ctx));
  });

  // Every membership's books at the end of the day, by membership id, streamed in keyset
  // batches (bounded memory, however many), then a line of the totals over all of them.
  router.get('/reports/balances.csv', staff, async (ctx) => {
    await requireRevenueAccess(ctx, deps.db);
    const asOf = asOfOf(ctx);
    const totaller = balancesTotaller();
    async function* lines() {
      for await (const rows of everyBalance(deps.db, readScope(ctx), asOf, deps.timeZone)) {
        totaller.add(rows);
        yield rows.map(balanceCsvLine);
      }
      yield [balancesTotalCsvLine(totaller.total())];
    }
    sendCsv(ctx, `balances_${asOf}.csv`, BALANCES_CSV_HEADER, lines());
  });

  // The owner's and managers' books: revenue (taxable value), GST, expenses and profit per month,
  // as the log stood at the end of `asOf` (the gstBooks projector's day sums and the expenses).
  const books = requireRole('admin', 'branch_manager');

  function profitAndLossOf(ctx: AppContext) {
    const query = parseRequest(profitAndLossQuery, ctx.query);
    const now = today();
    const to = query.to ?? now.slice(0, 7);
    const from = query.from ?? monthStart(`${to}-01`, -11).slice(0, 7);
    if (from > to || `${to}-01` >= monthStart(`${from}-01`, MAX_REPORT_MONTHS))
      throw new HttpError(400, `A report covers at most ${MAX_REPORT_MONTHS} months`, {
        from: `A report covers at most ${MAX_REPORT_MONTHS} months`,
      });
    const asOf = notAfterToday(query.asOf, now);
    return profitAndLoss(deps.db, readScope(ctx), { from, to, asOf, timeZone: deps.timeZone });
  }

  router.get('/reports/profit-and-loss', books, async (ctx) => {
    ctx.body = await profitAndLossOf(ctx);
  });

  router.get('/reports/profit-and-loss.csv', books, async (ctx) => {
    const report = await profitAndLossOf(ctx);
    async function* lines() {
      yield profitAndLossCsvLines(report);
    }
    sendCsv(
      ctx,
      `profit-and-loss_${report.from}_${report.to}_as-of-${report.asOf}.csv`,
      profitAndLossCsvHeader(report.categories),
      lines(),
    );
  });

  function gstSummaryOf(ctx: AppContext) {
    const query = parseRequest(gstSummaryQuery, ctx.query);
    const now = today();
    return gstSummary(deps.db, readScope(ctx), {
      month: query.month ?? now.slice(0, 7),
      gstin: query.gstin ?? null,
      asOf: notAfterToday(query.asOf, now),
      timeZone: deps.timeZone,
    });
  }

  router.get('/reports/gst-summary', books, async (ctx) => {
    ctx.body = await gstSummaryOf(ctx);
  });

  // GSTR-1's B2CS lines (the month's net supplies by rate) in the offline tool's columns.
  router.get('/reports/gst-summary/b2cs.csv', books, async (ctx) => {
    const summary = await gstSummaryOf(ctx);
    async function* lines() {
      if (summary.stateCode) yield summary.net.map((l) => b2csCsvLine(summary.stateCode!, l));
    }
    sendCsv(ctx, `b2cs_${summary.month}_${summary.gstin ?? 'none'}.csv`, B2CS_CSV_HEADER, lines());
  });

  // GSTR-1's document summary: the receipt series used in the month.
  router.get('/reports/gst-summary/documents.csv', books, async (ctx) => {
    const summary = await gstSummaryOf(ctx);
    async function* lines() {
      yield summary.documents.map(docsCsvLine);
    }
    sendCsv(ctx, `docs_${summary.month}_${summary.gstin ?? 'none'}.csv`, DOCS_CSV_HEADER, lines());
  });

  return router;
}

/** An `asOf` up to today (today when left out). */
function notAfterToday(asOf: string | undefined, today: string) {
  if (asOf && asOf > today)
    throw new HttpError(400, 'The books hold nothing after today', {
      asOf: 'The books hold nothing after today',
    });
  return asOf ?? today;
}
