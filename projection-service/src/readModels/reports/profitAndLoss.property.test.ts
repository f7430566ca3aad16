import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GST_PAID_CATEGORY,
  formatMoney,
  formatRate,
  paymentGst,
  membershipStream,
  type NewEvent,
} from '@gym/contracts';
import { createDb } from '@gym/platform';
import { rebuildProjectors } from '../../runner/rebuild';
import { createProjectionRunner, type ProjectionRunner } from '../../runner/runner';
import { createProjectionHarness } from '../../testing/harness';
import { testEvent } from '../../testing/planEvents';
import { branchesProjector } from '../branches/projection';
import { expensesProjector } from '../expenses/projection';
import { gstBooksProjector } from '../gstBooks/projection';
import { gstSummary } from './gstSummary';
import { profitAndLoss } from './profitAndLoss';

const PROJECTORS = [branchesProjector, expensesProjector, gstBooksProjector];
/**
 * The gym's zone: India's day ends at 18:30 UTC, Colombia's at 05:00 UTC, so the books are read
 * from both sides of a UTC day (gstBooks/query.ts).
 */
const ZONES: { TZ: string; offset: number }[] = [
  { TZ: 'Asia/Kolkata', offset: 330 * 60_000 },
  { TZ: 'America/Bogota', offset: -300 * 60_000 },
];
let { TZ, offset: OFFSET } = ZONES[0]!;
const CATEGORIES = ['rent', 'salaries', 'utilities', GST_PAID_CATEGORY] as const;
/** Days from 2026-03-20: the log spans March to May (two financial years' series). */
const START = Date.UTC(2026, 2, 20);
const DAYS = 70;

/** The gym's calendar date of an instant, and the instant of a day's hour (in its zone). */
const dayOf = (ms: number) => new Date(ms + OFFSET).toISOString().slice(0, 10);
const at = (day: number, minute: number) => START + day * 86_400_000 + minute * 60_000 - OFFSET;
const endOf = (asOf: string) => Date.parse(`${asOf}T00:00:00Z`) + 86_400_000 - OFFSET;
const fy = (day: string) => {
  const y = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};

const minute = fc.integer({ min: 0, max: 24 * 60 - 1 });
const op = fc.oneof(
  fc.record({
    kind: fc.constant('pay' as const),
    branch: fc.integer({ min: 0, max: 1 }),
    day: fc.integer({ min: 0, max: DAYS }),
    lag: fc.integer({ min: 0, max: 3 }),
    minute,
    amount: fc.integer({ min: 1, max: 5_000_000 }),
    // A payment recorded since its amount holds its GST, or one recorded before (as issued).
    gstInAmount: fc.boolean(),
  }),
  fc.record({
    kind: fc.constantFrom('void' as const, 'refund' as const),
    target: fc.nat(),
    lag: fc.integer({ min: 0, max: 20 }),
    minute,
    part: fc.double({ min: 0.01, max: 1, noNaN: true }),
  }),
  fc.record({
    kind: fc.constant('expense' as const),
    branch: fc.integer({ min: 0, max: 1 }),
    day: fc.integer({ min: 0, max: DAYS }),
    lag: fc.integer({ min: 0, max: 5 }),
    minute,
    category: fc.constantFrom(...CATEGORIES),
    amount: fc.integer({ min: 1, max: 2_000_000 }),
  }),
  fc.record({
    kind: fc.constant('expenseVoid' as const),
    target: fc.nat(),
    lag: fc.integer({ min: 0, max: 20 }),
    minute,
  }),
  fc.record({
    kind: fc.constant('rate' as const),
    day: fc.integer({ min: 0, max: DAYS }),
    minute,
    rate: fc.constantFrom(0, 500, 1200, 1800, 2800),
    inclusive: fc.boolean(),
  }),
);

interface Payment {
  id: string;
  branch: number;
  day: string;
  at: number;
  amount: number;
  rate: number;
  inclusive: boolean;
  gstInAmount: boolean;
  gstin: string;
  sequence: number;
  series: string;
  voidAt?: number;
  refund?: { at: number; day: string; amount: number };
}
interface Expense {
  id: string;
  branch: number;
  day: string;
  at: number;
  category: string;
  amount: number;
  voidAt?: number;
}

/**
 * P&L and GST figures equal sums over the ledger and the expenses as of random dates: random
 * payments (under random rates), voids, refunds, expenses and expense voids at two branches (one
 * with its own GSTIN, one under the business's), some recorded holding their GST and some before
 * (as issued), appended in time order; each as-of date's report against the sums of the model's
 * receipts (paymentGst each, a rate's CGST and SGST the halves of its tax) and expenses.
 */
describe.each(ZONES)('P&L and GST summary as of a date ($TZ)', (zone) => {
  let h: Awaited<ReturnType<typeof createProjectionHarness>>;
  let runner: ProjectionRunner;

  beforeAll(async () => {
    ({ TZ, offset: OFFSET } = zone);
    h = await createProjectionHarness(PROJECTORS);
    runner = createProjectionRunner({
      db: h.db,
      store: h.store,
      projectors: PROJECTORS,
      logger: h.logger,
    });
    await runner.start();
  });
  afterAll(async () => {
    await runner?.stop();
    await h?.close();
  });

  it('equal the sums over the payments and expenses recorded by then', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 5, maxLength: 40 }),
        fc.array(fc.integer({ min: 0, max: DAYS + 25 }), { minLength: 1, maxLength: 4 }),
        async (ops, asOfDays) => {
          run += 1;
          const branches = [randomUUID(), randomUUID()];
          // Each run its own GSTINs, so the summaries read this run's receipts only.
          const serial = String(run).padStart(4, '0');
          const ownGstin = `29ABCDE${serial}F1Z5`;
          const businessGstin = `27ABCDE${serial}F1Z5`;
          const prefixes = ['PA', 'PB'];
          const timed: { at: number; stream: string; event: () => NewEvent }[] = [];
          const settings = (rate: number, inclusive: boolean) =>
            testEvent(
              'GymSettingsChanged',
              {
                legalName: null,
                address: null,
                phone: null,
                gstin: businessGstin,
                stateCode: '27',
                sacCode: '999723',
                gstRateBasisPoints: rate,
                pricesIncludeGst: inclusive,
                upiId: null,
              },
              { occurredAt: new Date(at(-2, 0)) },
            );
          // Settings in force in time order, as the log will have them.
          const rates: { at: number; rate: number; inclusive: boolean }[] = [
            { at: at(-2, 0), rate: 1800, inclusive: true },
          ];
          for (const o of ops)
            if (o.kind === 'rate')
              rates.push({ at: at(o.day, o.minute), rate: o.rate, inclusive: o.inclusive });
          rates.sort((a, b) => a.at - b.at);
          const inForce = (ms: number) => [...rates].reverse().find((r) => r.at <= ms)!;

          const payments: Payment[] = [];
          const expenses: Expense[] = [];
          const sequences = new Map<string, number>();
          for (const o of ops) {
            if (o.kind === 'pay') {
              const instant = at(o.day + o.lag, o.minute);
              const s = inForce(instant);
              const day = dayOf(at(o.day, 0));
              const series = `${prefixes[o.branch]}/${fy(day)}`;
              const sequence = (sequences.get(series) ?? 0) + 1;
              sequences.set(series, sequence);
              payments.push({
                id: randomUUID(),
                branch: o.branch,
                day,
                at: instant,
                amount: o.amount,
                rate: s.rate,
                inclusive: s.inclusive,
                gstInAmount: o.gstInAmount,
                gstin: o.branch === 0 ? ownGstin : businessGstin,
                sequence,
                series,
              });
            } else if (o.kind === 'void' || o.kind === 'refund') {
              const p = payments[o.target % Math.max(1, payments.length)];
              if (!p || p.voidAt !== undefined || p.refund) continue;
              const instant = p.at + o.lag * 86_400_000 + o.minute * 60_000;
              if (o.kind === 'void') p.voidAt = instant;
              else
                p.refund = {
                  at: instant,
                  day: dayOf(instant),
                  amount: Math.max(1, Math.round(p.amount * o.part)),
                };
            } else if (o.kind === 'expense') {
              expenses.push({
                id: randomUUID(),
                branch: o.branch,
                day: dayOf(at(o.day, 0)),
                at: at(o.day + o.lag, o.minute),
                category: o.category,
                amount: o.amount,
              });
            } else if (o.kind === 'expenseVoid') {
              const e = expenses[o.target % Math.max(1, expenses.length)];
              if (!e || e.voidAt !== undefined) continue;
              e.voidAt = e.at + o.lag * 86_400_000 + o.minute * 60_000;
            }
          }

          for (const r of rates.slice(1))
            timed.push({
              at: r.at,
              stream: 'gym-settings',
              event: () =>
                testEvent(
                  'GymSettingsChanged',
                  { ...(settings(r.rate, r.inclusive).data as object) } as never,
                  {
                    occurredAt: new Date(r.at),
                  },
                ),
            });
          for (const p of payments) {
            const stream = membershipStream(p.id);
            const membershipId = p.id;
            timed.push({
              at: p.at,
              stream,
              event: () =>
                testEvent(
                  'PaymentRecorded',
                  {
                    paymentId: p.id,
                    membershipId,
                    memberId: membershipId,
                    branchId: branches[p.branch]!,
                    amountPaise: p.amount,
                    method: 'cash',
                    paidAt: new Date(p.at).toISOString(),
                    paymentDay: p.day,
                    manualReceiptNumber: null,
                    notes: null,
                    nextPaymentDueDate: null,
                    receivedByUserId: null,
                    idempotencyKey: null,
                    gstInAmount: p.gstInAmount,
                  },
                  { occurredAt: new Date(p.at) },
                ),
            });
            timed.push({
              at: p.at + 1,
              stream: `receipt-numbers-${p.series}`,
              event: () =>
                testEvent(
                  'ReceiptNumberAssigned',
                  {
                    financialYear: p.series.slice(-7),
                    sequence: p.sequence,
                    receiptNumber: `${p.series}/${String(p.sequence).padStart(6, '0')}`,
                    paymentId: p.id,
                    branchId: branches[p.branch]!,
                    membershipId,
                  },
                  { occurredAt: new Date(p.at + 1) },
                ),
            });
            if (p.voidAt !== undefined)
              timed.push({
                at: p.voidAt,
                stream,
                event: () =>
                  testEvent(
                    'PaymentVoided',
                    { membershipId, paymentId: p.id, amountPaise: p.amount, reason: 'Twice' },
                    { occurredAt: new Date(p.voidAt!) },
                  ),
              });
            if (p.refund)
              timed.push({
                at: p.refund.at,
                stream,
                event: () =>
                  testEvent(
                    'PaymentRefunded',
                    {
                      membershipId,
                      paymentId: p.id,
                      amountPaise: p.refund!.amount,
                      reason: 'Moved away',
                      refundDay: p.refund!.day,
                    },
                    { occurredAt: new Date(p.refund!.at) },
                  ),
              });
          }
          for (const e of expenses) {
            const stream = `expense-${e.id}`;
            const data = {
              expenseId: e.id,
              branchId: branches[e.branch]!,
              method: 'cash' as const,
              amountPaise: e.amount,
            };
            timed.push({
              at: e.at,
              stream,
              event: () =>
                testEvent(
                  'ExpenseRecorded',
                  {
                    ...data,
                    categoryId: e.category,
                    paidTo: 'Landlord',
                    note: null,
                    expenseDay: e.day,
                    billNumber: null,
                    recurringExpenseId: null,
                  },
                  { occurredAt: new Date(e.at) },
                ),
            });
            if (e.voidAt !== undefined)
              timed.push({
                at: e.voidAt,
                stream,
                event: () =>
                  testEvent(
                    'ExpenseVoided',
                    { ...data, voidDay: dayOf(e.voidAt!), reason: 'Wrong bill' },
                    { occurredAt: new Date(e.voidAt!) },
                  ),
              });
          }
          timed.sort((a, b) => a.at - b.at);

          await h.store.appendToStream('gym-settings', [settings(1800, true)], {
            expectedRevision: 'any',
          });
          for (const [i, branchId] of branches.entries())
            await h.store.appendToStream(
              `branch-${branchId}`,
              [
                testEvent('BranchOpened', {
                  branchId,
                  code: `${'PQ'[i]}${serial.slice(1).replace(/\d/g, (d) => 'ABCDEFGHJK'[Number(d)]!)}`,
                  receiptPrefix: prefixes[i]!,
                  name: `Branch ${i} of run ${run}`,
                  address: null,
                  phone: null,
                  stateCode: i === 0 ? '29' : null,
                  gstin: i === 0 ? ownGstin : null,
                  upiId: null,
                }),
              ],
              { expectedRevision: 'any' },
            );
          let last = await h.store.appendToStream('gym-settings', [settings(1800, true)], {
            expectedRevision: 'any',
          });
          for (const t of timed)
            last = await h.store.appendToStream(t.stream, [t.event()], { expectedRevision: 'any' });
          expect(await h.progress.waitFor(last.position, 30_000)).toBe(true);

          const tax = (p: Payment, amount: number) =>
            paymentGst({
              amountPaise: amount,
              rateBasisPoints: p.rate,
              gstInAmount: p.gstInAmount,
              pricesIncludeGst: p.inclusive,
              interState: false,
            });
          for (const asOfDay of asOfDays) {
            const asOf = dayOf(at(asOfDay, 0));
            const end = endOf(asOf);
            // The model: each branch and month's sums as the log stood at the end of asOf.
            const want = new Map<
              string,
              { revenue: number; gst: number; expenses: Record<string, number> }
            >();
            const cell = (branch: number, month: string) => {
              const k = `${branch}:${month}`;
              if (!want.has(k)) want.set(k, { revenue: 0, gst: 0, expenses: {} });
              return want.get(k)!;
            };
            for (const p of payments) {
              if (p.at >= end) continue;
              const t = tax(p, p.amount);
              const sale = cell(p.branch, p.day.slice(0, 7));
              sale.revenue += t.taxablePaise;
              sale.gst += t.taxPaise;
              if (p.voidAt !== undefined && p.voidAt < end) {
                sale.revenue -= t.taxablePaise;
                sale.gst -= t.taxPaise;
              }
              if (p.refund && p.refund.at < end) {
                const r = tax(p, p.refund.amount);
                const c = cell(p.branch, p.refund.day.slice(0, 7));
                c.revenue -= r.taxablePaise;
                c.gst -= r.taxPaise;
              }
            }
            for (const e of expenses) {
              if (e.at >= end || (e.voidAt !== undefined && e.voidAt < end)) continue;
              const c = cell(e.branch, e.day.slice(0, 7));
              c.expenses[e.category] = (c.expenses[e.category] ?? 0) + e.amount;
            }

            const report = await profitAndLoss(h.db, branches, {
              from: '2026-03',
              to: '2026-07',
              asOf,
              timeZone: TZ,
            });
            for (const [i, branchId] of branches.entries()) {
              const shown = report.branches.find((b) => b.branchId === branchId)!;
              for (const m of shown.months) {
                const w = want.get(`${i}:${m.month}`) ?? { revenue: 0, gst: 0, expenses: {} };
                const costs = Object.entries(w.expenses)
                  .filter(([c]) => c !== GST_PAID_CATEGORY)
                  .reduce((s, [, v]) => s + v, 0);
                expect({ asOf, branch: i, ...m }).toEqual({
                  asOf,
                  branch: i,
                  month: m.month,
                  revenue: formatMoney(w.revenue),
                  gstCollected: formatMoney(w.gst),
                  expenses: Object.fromEntries(
                    Object.entries(w.expenses).map(([c, v]) => [c, formatMoney(v)]),
                  ),
                  totalExpenses: formatMoney(costs),
                  gstPaid: formatMoney(w.expenses[GST_PAID_CATEGORY] ?? 0),
                  profit: formatMoney(w.revenue - costs),
                });
              }
            }

            // The GST summary of each GSTIN for each month: receipts less voids by rate, refunds
            // as credit notes, and the series' first and last numbers.
            for (const month of ['2026-03', '2026-04', '2026-05']) {
              for (const gstin of [ownGstin, businessGstin]) {
                const summary = await gstSummary(h.db, branches, {
                  month,
                  gstin,
                  asOf,
                  timeZone: TZ,
                });
                const supplies = new Map<number, number[]>();
                const credits = new Map<number, number[]>();
                const docs = new Map<string, { seqs: number[]; cancelled: number }>();
                const addTo = (
                  into: Map<number, number[]>,
                  rate: number,
                  t: ReturnType<typeof tax>,
                ) => {
                  const s = into.get(rate) ?? [0, 0, 0];
                  into.set(rate, [s[0]! + t.taxablePaise, s[1]! + t.taxPaise, s[2]! + 1]);
                };
                for (const p of payments) {
                  if (p.gstin !== gstin || p.at >= end) continue;
                  const voided = p.voidAt !== undefined && p.voidAt < end;
                  if (p.day.slice(0, 7) === month) {
                    if (!voided) addTo(supplies, p.rate, tax(p, p.amount));
                    const d = docs.get(p.series) ?? { seqs: [], cancelled: 0 };
                    d.seqs.push(p.sequence);
                    if (voided) d.cancelled += 1;
                    docs.set(p.series, d);
                  }
                  if (p.refund && p.refund.at < end && p.refund.day.slice(0, 7) === month)
                    addTo(credits, p.rate, tax(p, p.refund.amount));
                }
                const lines = (m: Map<number, number[]>) =>
                  [...m.entries()]
                    .filter(([, s]) => s[2] !== 0)
                    .sort(([a], [b]) => b - a)
                    .map(([rate, s]) => {
                      // The rate's CGST and SGST: the halves of its whole tax.
                      const cgst = Math.trunc(s[1]! / 2);
                      return {
                        rate: formatRate(rate),
                        taxableValue: formatMoney(s[0]!),
                        cgst: formatMoney(cgst),
                        sgst: formatMoney(s[1]! - cgst),
                        igst: '0.00',
                        count: s[2],
                      };
                    });
                const strip = (l: { count: number }[]) => l.filter((x) => x.count !== 0);
                expect({ asOf, month, gstin, supplies: strip(summary.supplies) }).toEqual({
                  asOf,
                  month,
                  gstin,
                  supplies: lines(supplies),
                });
                expect(strip(summary.creditNotes)).toEqual(lines(credits));
                expect(summary.documents).toEqual(
                  [...docs.entries()]
                    .sort(([a], [b]) => (a < b ? -1 : 1))
                    .map(([series, d]) => ({
                      series,
                      from: `${series}/${String(Math.min(...d.seqs)).padStart(6, '0')}`,
                      to: `${series}/${String(Math.max(...d.seqs)).padStart(6, '0')}`,
                      total: d.seqs.length,
                      cancelled: d.cancelled,
                    })),
                );
              }
            }
          }
        },
      ),
      { numRuns: 40, seed: 25, endOnFailure: true },
    );
  }, 600_000);

  it('reads the same after a rebuild (the batches replay the whole log)', async () => {
    const ask = async (db: typeof h.db) => ({
      pnl: await profitAndLoss(db, null, {
        from: '2026-03',
        to: '2026-07',
        asOf: '2026-06-15',
        timeZone: TZ,
      }),
      gst: await gstSummary(db, null, {
        month: '2026-04',
        gstin: null,
        asOf: '2026-06-15',
        timeZone: TZ,
      }),
    });
    const before = await ask(h.db);
    expect(before.pnl.total.total.revenue).not.toBe('0.00');
    await runner.stop();
    await rebuildProjectors({ db: h.db, store: h.store, logger: h.logger, projectors: PROJECTORS });
    // A fresh pool: the answers kept while the projections stood would hide a difference.
    const fresh = createDb(h.url);
    try {
      expect(await ask(fresh)).toEqual(before);
    } finally {
      await fresh.destroy();
    }
  }, 120_000);
});
