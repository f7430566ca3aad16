import { chosenBranch, mayWorkAt, readScope } from '../auth/branchScope';
import { membershipOfMyBranches, receivingBranchOf } from '../auth/entityBranch';
import { z } from 'zod';
import {
  membershipStream,
  messages,
  receiptNumberOf,
  recordPaymentRequestOn,
  refundPaymentRequest,
  voidPaymentRequest,
  idsFilter,
  type BranchFilter,
} from '@gym/contracts';
import {
  PAYMENT_SORT_FIELDS,
  everyPayment,
  getPayment,
  listPayments,
} from '@gym/projection-service';
import { membershipDecider, type MembershipCommand } from '@gym/domain';
import { requireRole, requireUser } from '../auth/guards';
import { accessScope, detailBranches, mayRead, readBranches } from '../http/access';
import { commandContext } from '../http/commandContext';
import { apiRouter } from '../http/apiRouter';
import type { AppContext } from '../http/context';
import { HttpError, parseRequest } from '../http/errors';
import { parseListParams, searchText, sendList } from '../http/listParams';
import { idParam, todayIn } from '../http/params';
import { csvLinesOf, sendCsv } from '../http/sendCsv';
import { answerWrite } from '../http/answerWrite';
import type { RouteDeps } from '../http/routeDeps';
import { receiptPending } from '../receipts/receiptPending';
import type { ReceiptRenderer } from '../receipts/receiptRenderer';
import type { GymDetails } from '../receipts/renderReceiptPdf';
import { receiptFileName } from '../receipts/fileName';
import { loadIssuedReceipt } from '../receipts/issuedReceipt';
import { cachedReceiptRenderer } from '../receipts/pdfCache';
import { decidedPayment } from './decidedPayment';
import { namedBatches, namedPaymentOrNull, namedPayments } from './namedPayments';
import { paymentCsvFor } from './paymentCsv';
import { createPaymentRecorder } from './recordPayment';
import { pdfHeadingOf } from '../receipts/pdfHeading';
import { drawerDayOf } from '../dayClose/closedDay';

const paymentFilter = z
  .object({
    q: searchText(),
    membershipId: z.uuid().optional(),
    memberId: z.uuid().optional(),
    id: idsFilter(),
  })
  .strict();

const idempotencyKey = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII');

export interface PaymentRouteOptions {
  gym: GymDetails;
  /** Renders the receipt PDF off the event loop that answers requests. */
  receiptRenderer: ReceiptRenderer;
  /** Where members reach the product: receipts' verification links. */
  publicUrl?: () => string;
}

export function paymentRoutes(deps: RouteDeps, options: PaymentRouteOptions) {
  const router = apiRouter('/api/payments');
  const staff = requireRole('admin', 'branch_manager', 'staff');

  /** A payment `branches` received, with its receiver's and corrector's names; else null. */
  const paymentById = async (id: string, branches: BranchFilter = null) =>
    namedPaymentOrNull(deps.db, await getPayment(deps.db, id, branches));

  async function found(id: string) {
    const payment = await paymentById(id);
    if (!payment) throw new HttpError(404, messages.paymentNotFound);
    return payment;
  }

  async function list(ctx: AppContext, forMember?: string) {
    const query = parseListParams(ctx, {
      sortFields: PAYMENT_SORT_FIELDS,
      defaultSort: { field: 'paymentDate', order: 'DESC' },
      filter: paymentFilter,
    });
    if (forMember) query.filter.memberId = forMember;
    const scope = await accessScope(ctx, deps.db);
    if (!scope.all)
      query.filter.memberId = scope.memberId ?? '00000000-0000-4000-8000-000000000000';
    const page = await listPayments(deps.db, readBranches(ctx), query);
    sendList(ctx, 'payments', query, { ...page, rows: await namedPayments(deps.db, page.rows) });
  }

  router.get('/', requireUser, (ctx) => list(ctx));
  router.get('/all', requireUser, (ctx) => list(ctx));
  // The whole history the search matches, streamed in keyset batches: bounded memory, any length.
  router.get('/all.csv', staff, async (ctx) => {
    const { filter } = parseListParams(ctx, {
      sortFields: PAYMENT_SORT_FIELDS,
      defaultSort: { field: 'paymentDate', order: 'DESC' },
      filter: paymentFilter,
    });
    const csv = await paymentCsvFor(deps, ctx);
    const payments = everyPayment(deps.db, readScope(ctx), filter);
    sendCsv(ctx, 'payments.csv', csv.header, csvLinesOf(namedBatches(deps.db, payments), csv.line));
  });
  router.get('/member/:memberId', requireUser, (ctx) =>
    list(ctx, idParam(ctx.params.memberId, messages.memberNotFound)),
  );

  // After /all, /all.csv, /member/… and /receipt/…, which it would otherwise shadow.
  router.get('/:id', requireUser, async (ctx) => {
    const id = idParam(ctx.params.id, messages.paymentNotFound);
    const payment = await paymentById(id, detailBranches(ctx));
    if (!payment || !mayRead(await accessScope(ctx, deps.db), payment.memberId))
      throw new HttpError(404, messages.paymentNotFound);
    ctx.body = payment;
  });

  async function readableReceipt(ctx: AppContext, rawId: string | undefined) {
    const id = idParam(rawId, messages.paymentNotFound);
    const branches = detailBranches(ctx);
    const receipt = await loadIssuedReceipt(
      deps.db,
      id,
      options.gym,
      branches,
      options.publicUrl?.(),
    );
    if (!receipt && (await receiptPending(deps.db, deps.store, id, branches))) {
      // Recorded, not yet written as issued (a moment after recording; longer after an upgrade).
      ctx.set('Retry-After', '1');
      throw new HttpError(503, messages.receiptBeingPrepared);
    }
    if (!receipt || !mayRead(await accessScope(ctx, deps.db), receipt.member.id)) {
      throw new HttpError(404, messages.paymentNotFound);
    }
    return receipt;
  }

  router.get('/receipt/:paymentId', requireUser, async (ctx) => {
    ctx.body = await readableReceipt(ctx, ctx.params.paymentId);
  });

  // A receipt as issued renders the same until a correction is noted on it: kept, not redrawn.
  const receiptPdfs = cachedReceiptRenderer(options.receiptRenderer);
  router.get('/:paymentId/receipt.pdf', requireUser, async (ctx) => {
    const receipt = await readableReceipt(ctx, ctx.params.paymentId);
    ctx.type = 'application/pdf';
    // Named by the number printed on it.
    ctx.attachment(receiptFileName(receiptNumberOf(receipt.payment, 'receipt')));
    ctx.body = await receiptPdfs.render(receipt, await pdfHeadingOf(deps.db, receipt), {
      timeZone: deps.timeZone,
      generatedAt: deps.clock(),
    });
  });

  const recordPayment = createPaymentRecorder(deps);
  router.post('/', staff, async (ctx) => {
    const now = deps.clock();
    const input = parseRequest(
      recordPaymentRequestOn(todayIn(deps.timeZone, now)),
      ctx.request.body,
    );
    await membershipOfMyBranches(deps, ctx, input.membershipId);
    const key = ctx.get('Idempotency-Key')
      ? parseRequest(idempotencyKey, ctx.get('Idempotency-Key'))
      : null;
    const payment = await recordPayment(
      { ...input, branchId: chosenBranch(ctx, input.branchId) ?? undefined },
      key,
      commandContext(ctx, now),
      (branchId) => mayWorkAt(ctx, branchId),
    );
    await answerWrite(ctx, deps, {
      position: payment.position,
      status: payment.recorded ? 201 : 200,
      location: `/api/payments/${payment.paymentId}`,
      load: () => paymentById(payment.paymentId),
      decided: () => payment.decided,
      waitMs: payment.readModelsBehind ? 0 : undefined,
    });
  });

  /** Voids and refunds are new events with a reason and the actor; the payment itself stays. */
  async function correct(
    ctx: AppContext,
    rawId: string | undefined,
    command: (paymentId: string, today: string, drawerDay: string) => MembershipCommand,
  ) {
    const payment = await found(idParam(rawId, messages.paymentNotFound));
    // A payment is the drawer's that took it: another branch's answers as a missing one.
    const branchId = await receivingBranchOf(deps, payment.membershipId, payment.id);
    if (!branchId || !mayWorkAt(ctx, branchId)) throw new HttpError(404, messages.paymentNotFound);
    const context = commandContext(ctx, deps.clock());
    const today = todayIn(deps.timeZone, context.now);
    // The money goes back out of the receiving branch's drawer: today's, else the next open day's.
    const drawerDay = await drawerDayOf(deps, branchId, today);
    const result = await deps.handle(
      membershipDecider,
      membershipStream(payment.membershipId),
      command(payment.id, today, drawerDay),
      context,
    );
    await answerWrite(ctx, deps, {
      position: result.position,
      status: 200,
      location: `/api/payments/${payment.id}`,
      load: () => paymentById(payment.id),
      changedAt: result.updatedAt,
      decided: () => ({ ...payment, ...decidedPayment(payment.id, result.state, result.events) }),
    });
  }

  router.post('/:id/void', requireRole('admin', 'branch_manager'), async (ctx) => {
    const { reason } = parseRequest(voidPaymentRequest, ctx.request.body);
    await correct(ctx, ctx.params.id, (paymentId, _today, drawerDay) => ({
      type: 'VoidPayment',
      paymentId,
      reason,
      drawerDay,
    }));
  });

  router.post('/:id/refund', requireRole('admin', 'branch_manager'), async (ctx) => {
    const input = parseRequest(refundPaymentRequest, ctx.request.body);
    await correct(ctx, ctx.params.id, (paymentId, today, drawerDay) => ({
      type: 'RefundPayment',
      paymentId,
      amountPaise: input.amount ?? null,
      reason: input.reason,
      refundDay: today,
      drawerDay,
    }));
  });

  return router;
}
