import {
  expenseStream,
  recurringExpenseStream,
  type BuiltInExpenseCategory,
  type ExpenseEvent,
} from '@gym/contracts';
import {
  expenseDecider,
  recordOccurrenceCommand,
  recurringDaysBetween,
  recurringExpenseDecider,
  type ExpenseCommand,
} from '@gym/domain';
import type { SeedBranch } from './branches';
import type { GymClock } from './clock';
import { dateOf, dayIn, monthOf, yearOf, type Day } from './days';
import type { StreamAppend } from './memberAppends';
import { createRandom, type Random } from './random';
import { StreamRecorder, type CommandAt } from './recorder';

type RecordCommand = Extract<ExpenseCommand, { type: 'RecordExpense' }>;
type Started = Extract<ExpenseEvent, { type: 'RecurringExpenseStarted' }>['data'];

/** Rupees to paise. */
const rupees = (n: number) => n * 100;
const DESK_EXPENSES: readonly (readonly [BuiltInExpenseCategory, string, number, number])[] = [
  ['maintenance', 'Ravi Plumbing', 300, 2500],
  ['maintenance', 'Sri Electricals', 400, 3000],
  ['other', 'Tea and snacks', 150, 600],
  ['other', 'Housekeeping supplies', 200, 1500],
  ['marketing', 'Pamphlet printing', 500, 3000],
];

/**
 * A branch's money paid out over the history: rent and salaries as recurring expenses recorded
 * on their day each month as the daily job records them (the same ids, `recordOccurrenceCommand`,
 * at 00:15 by the system, so the job finds them recorded), the month's electricity bill, and most
 * days some cash from the drawer; one in fifty voided the next day. Every event from the expense
 * deciders.
 */
export function branchExpenses(
  branch: SeedBranch,
  ctx: { clock: GymClock; start: Day; today: Day; owner: string; desk: string; seed: number },
): StreamAppend[] {
  const random = createRandom(`${ctx.seed}:expenses:${branch.code}`);
  const appends: StreamAppend[] = [];
  const at = (day: Day, minute: number, actor: string | null): CommandAt => ({
    day,
    minute,
    actorUserId: actor,
    correlationId: random.uuid(),
  });

  function expense(command: RecordCommand, when: CommandAt) {
    const recorder = new StreamRecorder(expenseDecider, ctx.clock, random);
    recorder.record(command, when);
    if (when.day < ctx.today && random.chance(0.02))
      recorder.record(
        {
          type: 'VoidExpense',
          reason: 'Entered twice',
          voidDay: dateOf(when.day + 1),
          drawerDay: dateOf(when.day + 1),
        },
        at(when.day + 1, 10 * 60, ctx.owner),
      );
    appends.push({ streamId: expenseStream(command.expenseId), events: recorder.events });
  }

  /** An expense paid by hand: its own id, recorded in the evening. */
  function paid(
    day: Day,
    facts: Pick<RecordCommand, 'categoryId' | 'amountPaise' | 'method' | 'paidTo'>,
    actor: string,
  ) {
    expense(
      {
        type: 'RecordExpense',
        expenseId: random.uuid(),
        branchId: branch.branchId,
        expenseDay: dateOf(day),
        note: null,
        billNumber: facts.method === 'cash' ? null : `B-${random.int(1000, 99999)}`,
        recurringExpenseId: null,
        ...facts,
      },
      at(day, 18 * 60 + random.int(0, 120), actor),
    );
  }

  const recurring = (
    categoryId: 'rent' | 'salaries',
    paidTo: string,
    amountPaise: number,
    dayOfMonth: number,
  ): { started: Started; due: Set<string> } => {
    const recorder = new StreamRecorder(recurringExpenseDecider, ctx.clock, random);
    const [event] = recorder.record(
      {
        type: 'StartRecurringExpense',
        recurringExpenseId: random.uuid(),
        branchId: branch.branchId,
        categoryId,
        amountPaise,
        method: 'bank_transfer',
        paidTo,
        note: null,
        dayOfMonth,
        startsOn: dateOf(ctx.start),
      },
      at(ctx.start - 1, 11 * 60, ctx.owner),
    );
    if (event?.type !== 'RecurringExpenseStarted') throw new Error('no RecurringExpenseStarted');
    const started = event.data;
    appends.push({
      streamId: recurringExpenseStream(started.recurringExpenseId),
      events: recorder.events,
    });
    const due = recurringDaysBetween(
      dayOfMonth,
      started.startsOn,
      started.startsOn,
      dateOf(ctx.today),
    );
    return { started, due: new Set(due) };
  };
  const monthly = [
    recurring('rent', `${branch.name} Properties`, rupees(random.int(150, 400) * 1000), 5),
    recurring('salaries', 'Staff salaries', rupees(random.int(300, 800) * 1000), 1),
  ];

  for (let day = ctx.start; day <= ctx.today; day++) {
    const dayOfMonth = day - dayIn(yearOf(day), monthOf(day), 1) + 1;
    // Each occurrence as the job records it on its day: at 00:15, by the system.
    for (const { started, due } of monthly)
      if (due.has(dateOf(day)))
        expense(recordOccurrenceCommand(started, dateOf(day)), at(day, 15, null));
    if (dayOfMonth === 10)
      paid(
        day,
        {
          categoryId: 'utilities',
          amountPaise: rupees(random.int(20, 60) * 1000),
          method: 'bank_transfer',
          paidTo: 'BESCOM',
        },
        ctx.owner,
      );
    if (random.chance(0.7)) deskExpense(day, random);
  }

  function deskExpense(day: Day, r: Random) {
    const [categoryId, paidTo, min, max] = r.pick(DESK_EXPENSES);
    paid(
      day,
      { categoryId, paidTo, amountPaise: rupees(r.int(min, max)), method: 'cash' },
      ctx.desk,
    );
  }
  return appends;
}
