import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  START,
  branchStream,
  expenseStream,
  formatMoney,
  parseDomainEvent,
  recurringExpenseStream,
  type NewEvent,
  type RecordedEvent,
} from '@gym/contracts';
import { recurringOccurrenceId } from '@gym/domain';
import { checkHealth } from '../../health/health';
import { parseEvents } from '../../runner/applyBatch';
import { rebuildProjector } from '../../runner/rebuild';
import { createProjectionRunner, type ProjectionRunner } from '../../runner/runner';
import { createProjectionHarness } from '../../testing/harness';
import { testEvent } from '../../testing/planEvents';
import { branchesProjector } from '../branches/projection';
import { expectedForDay } from '../dayClose/query';
import { gstBooksProjector } from '../gstBooks/projection';
import { profitAndLoss } from '../reports/profitAndLoss';
import { expensesProjector } from './projection';

const PROJECTORS = [branchesProjector, expensesProjector, gstBooksProjector];
const TZ = 'Asia/Kolkata';
const RENT = 45_000_00;
const ist = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

/**
 * A log from before the product refused a second occurrence (a seed that gave the job's rent its
 * own random ids): the job's occurrence and the seed's, of one recurring expense on one day.
 */
describe('the expenses read model over two occurrences of one recurring expense on one day', () => {
  let h: Awaited<ReturnType<typeof createProjectionHarness>>;
  let runner: ProjectionRunner;
  const branchId = randomUUID();
  const recurringExpenseId = randomUUID();
  const details = { branchId, categoryId: 'rent', method: 'cash' as const, paidTo: 'Landlord' };

  const recorded = (expenseId: string, day: string, time: string) =>
    testEvent(
      'ExpenseRecorded',
      {
        ...details,
        expenseId,
        amountPaise: RENT,
        note: null,
        expenseDay: day,
        billNumber: null,
        recurringExpenseId,
      },
      { occurredAt: ist(day, time) },
    );
  const log: [string, NewEvent][] = [];
  const add = (streamId: string, event: NewEvent) => log.push([streamId, event]);
  const duplicate = { may: randomUUID(), june: randomUUID() };
  let caughtUp = false;

  beforeAll(async () => {
    h = await createProjectionHarness(PROJECTORS);
    runner = createProjectionRunner({
      db: h.db,
      store: h.store,
      projectors: PROJECTORS,
      logger: h.logger,
    });
    await runner.start();
    const opened = ist('2026-04-01', '09:00');
    add(
      branchStream(branchId),
      testEvent(
        'BranchOpened',
        {
          branchId,
          code: 'RENT',
          receiptPrefix: 'RENT',
          name: 'Rent Branch',
          address: null,
          phone: null,
          stateCode: null,
          gstin: null,
          upiId: null,
        },
        { occurredAt: opened },
      ),
    );
    add(
      recurringExpenseStream(recurringExpenseId),
      testEvent(
        'RecurringExpenseStarted',
        {
          ...details,
          recurringExpenseId,
          amountPaise: RENT,
          note: null,
          dayOfMonth: 5,
          startsOn: '2026-04-01',
        },
        { occurredAt: opened },
      ),
    );
    for (const [day, other] of [
      ['2026-05-05', duplicate.may],
      ['2026-06-05', duplicate.june],
    ] as const) {
      const jobs = recurringOccurrenceId(recurringExpenseId, day);
      add(expenseStream(jobs), recorded(jobs, day, '00:15'));
      add(expenseStream(other), recorded(other, day, '18:30'));
    }
    add(
      expenseStream(duplicate.june),
      testEvent(
        'ExpenseVoided',
        {
          ...details,
          expenseId: duplicate.june,
          amountPaise: RENT,
          voidDay: '2026-06-06',
          reason: 'Entered twice',
        },
        { occurredAt: ist('2026-06-06', '10:00') },
      ),
    );
    let last;
    for (const [streamId, event] of log)
      last = await h.store.appendToStream(streamId, [event], { expectedRevision: 'any' });
    caughtUp = await h.progress.waitFor(last!.position, 15_000);
  });
  afterAll(async () => {
    await runner?.stop();
    await h?.close();
  });

  const rows = () =>
    h.db('expenses').where({ recurring_expense_id: recurringExpenseId }).orderBy('id').select();

  /** The log's own sums: expenses paid per day and month, voids per void day. */
  async function logTotals() {
    const events: RecordedEvent[] = await h.store.readAll({ after: START, limit: 1000 });
    const paid = new Map<string, number>();
    const voided = new Map<string, number>();
    const month = new Map<string, number>();
    const amounts = new Map<string, { day: string; amount: number }>();
    const plus = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
    for (const e of events) {
      const event = parseDomainEvent(e.type, e.data);
      if (event.type === 'ExpenseRecorded') {
        const { expenseId, expenseDay, amountPaise } = event.data;
        amounts.set(expenseId, { day: expenseDay, amount: amountPaise });
        plus(paid, expenseDay, amountPaise);
        plus(month, expenseDay.slice(0, 7), amountPaise);
      } else if (event.type === 'ExpenseVoided') {
        const { day, amount } = amounts.get(event.data.expenseId)!;
        plus(voided, event.data.voidDay, amount);
        plus(month, day.slice(0, 7), -amount);
      }
    }
    return { paid, voided, month };
  }

  it('projects both without stopping: the read model is healthy and shows each', async () => {
    expect(await h.db('projection_failures').pluck('error')).toEqual([]);
    expect(caughtUp).toBe(true);
    const health = await checkHealth({
      db: h.db,
      store: h.store,
      projectors: PROJECTORS,
      now: new Date(),
    });
    expect(health.status).toBe('ok');
    const ids = [
      recurringOccurrenceId(recurringExpenseId, '2026-05-05'),
      duplicate.may,
      recurringOccurrenceId(recurringExpenseId, '2026-06-05'),
      duplicate.june,
    ];
    expect((await rows()).map((r: { id: string }) => r.id)).toEqual(ids.sort());
    expect(await h.db('expenses').where({ id: duplicate.june }).first()).toMatchObject({
      void_day: '2026-06-06',
    });
  });

  it('keeps the day close and the P&L equal to the log', async () => {
    const totals = await logTotals();
    for (const day of ['2026-05-05', '2026-06-05', '2026-06-06']) {
      const expected = await expectedForDay(h.db, branchId, day, TZ);
      expect({ day, paid: expected.cashExpensesPaidPaise }).toEqual({
        day,
        paid: totals.paid.get(day) ?? 0,
      });
      expect({ day, voided: expected.cashExpensesVoidedPaise }).toEqual({
        day,
        voided: totals.voided.get(day) ?? 0,
      });
    }
    expect(totals.paid.get('2026-05-05')).toBe(2 * RENT);
    const report = await profitAndLoss(h.db, [branchId], {
      from: '2026-05',
      to: '2026-06',
      asOf: '2026-06-30',
      timeZone: TZ,
    });
    const months = report.branches.find((b) => b.branchId === branchId)!.months;
    expect(months.map((m) => [m.month, m.expenses.rent])).toEqual(
      ['2026-05', '2026-06'].map((m) => [m, formatMoney(totals.month.get(m) ?? 0)]),
    );
  });

  it('is the same however often its events are applied, and after a rebuild', async () => {
    const before = await rows();
    const events = parseEvents(await h.store.readAll({ after: START, limit: 1000 }), (type) =>
      (expensesProjector.handles as readonly string[]).includes(type),
    );
    await h.db.transaction(async (trx) => {
      for (const event of events) await expensesProjector.apply(trx, event);
    });
    expect(await rows()).toEqual(before);
    await rebuildProjector({
      db: h.db,
      store: h.store,
      logger: h.logger,
      projector: expensesProjector,
    });
    expect(await rows()).toEqual(before);
  });
});
