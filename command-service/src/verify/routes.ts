import Router from '@koa/router';
import { parseMoney, type EventStore } from '@gym/contracts';
import type { Db } from '@gym/platform';
import { getBranch, getGymSettings, getGymSettingsAt } from '@gym/projection-service';
import { publicRoute } from '../auth/guards';
import type { AppContext, AppContextExtras, AppMiddleware, AppState } from '../http/context';
import { createBranchSeries } from '../payments/receiptSeries';
import { gymHeading } from '../receipts/issuedReceipt';
import type { GymDetails } from '../receipts/renderReceiptPdf';
import { paymentsWithCode } from './codes';
import { receiptInTheLog } from './receiptInTheLog';
import { normalisedCode, receiptVerificationKey, verificationCode } from './verificationCode';
import { createVerifyThrottle } from './verifyThrottle';
import { verifyPageHtml, type VerifyAnswer } from './verifyPage';

export interface VerifyRouteDeps {
  db: Db;
  store: EventStore;
  gym: GymDetails;
}

/** No stored code is this: a malformed code is looked up as it, the same read as an unknown one. */
const NO_CODE = '-';

/**
 * `GET /verify/{code}`: the public page a receipt's QR opens. Answers from the log: the code's
 * payment (one indexed read) is read back from its membership stream (and the counter event that
 * numbered it), and the code recomputed from what the log says now; anything else (unknown,
 * malformed, a receipt whose event was changed) is the one "not found" page. Mounted before
 * sessions: it reads no cookie and sets none. `rest` answers every other path under /verify (the
 * code form's `/verify?code=…`, `/verify/`) the same way, so the UI's fallback never serves them.
 */
export function verifyRoutes(deps: VerifyRouteDeps) {
  const router = new Router<AppState, AppContextExtras>({ sensitive: true });
  const throttle = createVerifyThrottle(deps.db);
  const seriesOfBranch = createBranchSeries();

  async function found(code: string | null, typedAmount: string): Promise<VerifyAnswer> {
    const coded = await paymentsWithCode(deps.db, code ?? NO_CODE);
    const key = await receiptVerificationKey(deps.db);
    for (const payment of coded) {
      const logged = await receiptInTheLog(deps.store, seriesOfBranch, payment);
      if (!logged || verificationCode(key, logged.facts) !== code) continue;
      const [settings, branch] = await Promise.all([
        getGymSettingsAt(deps.db, logged.paidAt),
        getBranch(deps.db, logged.branchId),
      ]);
      return {
        kind: 'found',
        receipt: {
          code,
          gymName: gymHeading(settings.settings, deps.gym).name,
          branchName: branch?.name ?? null,
          ...logged.facts,
          state: logged.state,
          refundedPaise: logged.refundedPaise,
          typedAmountPaise: typedAmount ? parseMoney(typedAmount) : null,
        },
      };
    }
    const settings = await getGymSettings(deps.db);
    return { kind: 'not-found', gymName: gymHeading(settings.settings, deps.gym).name };
  }

  async function answer(ctx: AppContext, rawCode: string) {
    const limit = await throttle(ctx.ip);
    const typedAmount = typeof ctx.query.amount === 'string' ? ctx.query.amount.slice(0, 20) : '';
    const result: VerifyAnswer = limit.allowed
      ? await found(normalisedCode(rawCode), typedAmount)
      : { kind: 'too-many', retryAfterSeconds: limit.retryAfterSeconds };
    if (result.kind === 'too-many') ctx.set('Retry-After', String(result.retryAfterSeconds));
    ctx.status = { found: 200, 'not-found': 404, 'too-many': 429 }[result.kind];
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Robots-Tag', 'noindex');
    ctx.body = verifyPageHtml(result);
  }

  router.get('/verify/:code', publicRoute, (ctx) => answer(ctx, ctx.params.code ?? ''));

  const rest: AppMiddleware = async (ctx, next) => {
    const under = /^\/verify(?:\/(.*))?$/i.exec(ctx.path);
    if (!under || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const typed = typeof ctx.query.code === 'string' ? ctx.query.code : '';
    await answer(ctx, under[1] || typed);
  };

  return { router, rest };
}
