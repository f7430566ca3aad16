import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAYMENT_METHODS,
  addDays,
  dayCloseStream,
  expenseStream,
  membershipStream,
  type NewEvent,
  type PaymentMethod,
} from '@gym/contracts';
import { createProjectionRunner, type ProjectionRunner } from '../../runner/runner';
import { createProjectionHarness } from '../../testing/harness';
import { testEvent } from '../../testing/planEvents';
import { expensesProjector } from '../expenses/projection';
import { paymentsProjector } from '../payments/projection';
import { dayClosesProjector } from './projection';
import { expectedForDay } from './query';

const PROJECTORS = [paymentsProjector, expensesProjector, dayClosesProjector];
const TZ = 'Asia/Kolkata';
const FIRST_DAY = '2026-03-01';
const DAYS = 5;

/** An instant `minute` minutes into `day` in the gym's zone (IST: no daylight saving). */
const instantIn = (day: string, minute: number) =>
  new Date(Date.parse(`${day}T00:00:00+05:30`) + minute * 60_000);

type Op =
  | { kind: 'pay'; branch: number; day: number; method: PaymentMethod; paise: number }
  | { kind: 'void'; payment: number; after: number; minute: number; dated: boolean }
  | { kind: 'refund'; payment: number; after: number; part: number; dated: boolean }
  | { kind: 'expense'; branch: number; day: number; method: PaymentMethod; paise: number }
  | { kind: 'voidExpense'; expense: number; after: number }
  | { kind: 'close'; branch: number; day: number; floatLeft: number };

const branch = fc.nat(1);
const day = fc.nat(DAYS - 1);
const method = fc.constantFrom(...PAYMENT_METHODS);
const paise = fc.integer({ min: 1, max: 500_000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('pay' as const), branch, day, method, paise }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('void' as const),
      payment: fc.nat(40),
      after: fc.nat(2),
      // Near both midnights too: an older void (no drawer day) counts on its instant's gym date.
      minute: fc.oneof(fc.constantFrom(0, 1, 1438, 1439), fc.nat(1439)),
      dated: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      payment: fc.nat(40),
      after: fc.nat(2),
      part: fc.integer({ min: 1, max: 100 }),
      dated: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('expense' as const), branch, day, method, paise }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('voidExpense' as const),
      expense: fc.nat(20),
      after: fc.nat(2),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('close' as const),
      branch,
      day,
      floatLeft: fc.nat(300_000),
    }),
  },
);

interface Paid {
  membershipId: string;
  paymentId: string;
  branchId: string;
  day: string;
  method: PaymentMethod;
  paise: number;
  corrected: boolean;
}
interface Spent {
  expenseId: string;
  branchId: string;
  day: string;
  method: PaymentMethod;
  paise: number;
  voided: boolean;
}
/** Money in (+) or out (−) of a method's drawer at a branch on a day, as the model counts it. */
interface Movement {
  branchId: string;
  day: string;
  method: PaymentMethod;
  paise: number;
}

describe("a day's expected figures", () => {
  let h: Awaited<ReturnType<typeof createProjectionHarness>>;
  let runner: ProjectionRunner;
  beforeAll(async () => {
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

  it('cash: float + cash in − cash refunded or voided that day − cash expenses + expenses voided that day; other methods: in − out', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 40 }), async (ops) => {
        const branches = [randomUUID(), randomUUID()];
        const dayOf = (n: number) => addDays(FIRST_DAY, Math.min(n, DAYS - 1));
        const paid: Paid[] = [];
        const spent: Spent[] = [];
        const moves: Movement[] = [];
        const closes = new Map<string, number>();
        const appends: { stream: string; event: NewEvent }[] = [];
        const append = (stream: string, event: NewEvent) => appends.push({ stream, event });
        for (const o of ops) {
          switch (o.kind) {
            case 'pay': {
              const p: Paid = {
                membershipId: randomUUID(),
                paymentId: randomUUID(),
                branchId: branches[o.branch]!,
                day: dayOf(o.day),
                method: o.method,
                paise: o.paise,
                corrected: false,
              };
              paid.push(p);
              moves.push({ branchId: p.branchId, day: p.day, method: p.method, paise: p.paise });
              append(
                membershipStream(p.membershipId),
                testEvent('PaymentRecorded', {
                  paymentId: p.paymentId,
                  membershipId: p.membershipId,
                  memberId: randomUUID(),
                  branchId: p.branchId,
                  amountPaise: p.paise,
                  method: p.method,
                  paidAt: instantIn(p.day, 600).toISOString(),
                  paymentDay: p.day,
                  manualReceiptNumber: null,
                  notes: null,
                  nextPaymentDueDate: null,
                  receivedByUserId: null,
                  idempotencyKey: null,
                  gstInAmount: true,
                }),
              );
              break;
            }
            case 'void':
            case 'refund': {
              const p = paid.length ? paid[o.payment % paid.length]! : undefined;
              if (!p || p.corrected) break;
              p.corrected = true;
              const day = addDays(p.day, o.after);
              const amount =
                o.kind === 'void' ? p.paise : Math.max(1, Math.floor((p.paise * o.part) / 100));
              moves.push({ branchId: p.branchId, day, method: p.method, paise: -amount });
              const base = {
                membershipId: p.membershipId,
                paymentId: p.paymentId,
                amountPaise: amount,
                reason: 'Wrong amount',
              };
              const drawer = o.dated ? { drawerDay: day } : {};
              append(
                membershipStream(p.membershipId),
                o.kind === 'void'
                  ? testEvent(
                      'PaymentVoided',
                      { ...base, ...drawer },
                      { occurredAt: instantIn(day, o.minute) },
                    )
                  : testEvent(
                      'PaymentRefunded',
                      { ...base, refundDay: day, ...drawer },
                      { occurredAt: instantIn(day, 720) },
                    ),
              );
              break;
            }
            case 'expense': {
              const e: Spent = {
                expenseId: randomUUID(),
                branchId: branches[o.branch]!,
                day: dayOf(o.day),
                method: o.method,
                paise: o.paise,
                voided: false,
              };
              spent.push(e);
              if (e.method === 'cash')
                moves.push({ branchId: e.branchId, day: e.day, method: 'cash', paise: -e.paise });
              append(
                expenseStream(e.expenseId),
                testEvent('ExpenseRecorded', {
                  expenseId: e.expenseId,
                  branchId: e.branchId,
                  categoryId: 'utilities',
                  amountPaise: e.paise,
                  method: e.method,
                  paidTo: 'BESCOM',
                  note: null,
                  expenseDay: e.day,
                  billNumber: null,
                  recurringExpenseId: null,
                }),
              );
              break;
            }
            case 'voidExpense': {
              const e = spent.length ? spent[o.expense % spent.length]! : undefined;
              if (!e || e.voided) break;
              e.voided = true;
              const day = addDays(e.day, o.after);
              if (e.method === 'cash')
                moves.push({ branchId: e.branchId, day, method: 'cash', paise: e.paise });
              append(
                expenseStream(e.expenseId),
                testEvent('ExpenseVoided', {
                  expenseId: e.expenseId,
                  branchId: e.branchId,
                  method: e.method,
                  amountPaise: e.paise,
                  voidDay: day,
                  reason: 'Entered twice',
                }),
              );
              break;
            }
            case 'close': {
              const branchId = branches[o.branch]!;
              const day = dayOf(o.day);
              const key = `${branchId}|${day}`;
              if (closes.has(key)) break;
              closes.set(key, o.floatLeft);
              const line = { expectedPaise: 0, countedPaise: 0, differencePaise: 0, reason: null };
              append(
                dayCloseStream(branchId, day),
                testEvent('DayClosed', {
                  branchId,
                  day,
                  openingFloatPaise: 0,
                  cash: line,
                  card: line,
                  upi: line,
                  bankTransfer: line,
                  denominations: null,
                  bankedPaise: 0,
                  floatLeftPaise: o.floatLeft,
                }),
              );
              break;
            }
          }
        }
        let last = null;
        for (const { stream, event } of appends) {
          last = await h.store.appendToStream(stream, [event], { expectedRevision: 'any' });
        }
        if (last) expect(await h.progress.waitFor(last.position, 20_000)).toBe(true);

        for (const branchId of branches) {
          for (let n = 0; n < DAYS + 2; n++) {
            const day = addDays(FIRST_DAY, n);
            const float =
              [...closes.entries()]
                .filter(([k]) => k.startsWith(`${branchId}|`) && k.slice(-10) < day)
                .sort(([a], [b]) => a.localeCompare(b))
                .at(-1)?.[1] ?? 0;
            const sum = (m: PaymentMethod, sign: 1 | -1) =>
              moves
                .filter(
                  (x) =>
                    x.branchId === branchId &&
                    x.day === day &&
                    x.method === m &&
                    Math.sign(x.paise) === sign,
                )
                .reduce((s, x) => s + x.paise, 0);
            const expected = await expectedForDay(h.db, branchId, day, TZ);
            expect(expected.openingFloatPaise).toBe(float);
            expect(expected.lines.cash.expectedPaise, `cash ${day}`).toBe(
              float + sum('cash', 1) + sum('cash', -1),
            );
            for (const [line, m] of [
              ['card', 'card'],
              ['upi', 'upi'],
              ['bankTransfer', 'bank_transfer'],
            ] as const) {
              const received = paid
                .filter((p) => p.branchId === branchId && p.day === day && p.method === m)
                .reduce((s, p) => s + p.paise, 0);
              expect(expected.lines[line].receivedPaise).toBe(received);
              // Non-cash expenses leave the terminal's and the bank's settlement alone.
              const correctionsOut = moves.filter(
                (x) => x.branchId === branchId && x.day === day && x.method === m && x.paise < 0,
              );
              expect(expected.lines[line].expectedPaise).toBe(
                received + correctionsOut.reduce((s, x) => s + x.paise, 0),
              );
            }
          }
        }
      }),
      { numRuns: 30, seed: 2511 },
    );
  });
});
