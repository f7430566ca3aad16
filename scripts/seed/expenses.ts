import { expenseStream, recurringExpenseStream, type BuiltInExpenseCategory } from '@gym/contracts';
import { expenseDecider, recurringExpenseDecider } from '@gym/domain';
import type { SeedBranch } from './branches';
import type { GymClock } from './clock';
import { dateOf, dayIn, monthOf, yearOf, type Day } from './days';
import type { StreamAppend } from './memberAppends';
import { createRandom, type Random } from './random';
import { StreamRecorder } from './recorder';

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
 * on their day each month, the month's electricity bill, and most days some cash from the
 * drawer; one in fifty voided the next day. Every event from the expense deciders.
 */
export function branchExpenses(
  branch: SeedBranch,
  ctx: { clock: GymClock; start: Day; today: Day; owner: string; desk: string; seed: number },
): StreamAppend[] {
  const random = createRandom(`${ctx.seed}:expenses:${branch.code}`);
  const appends: StreamAppend[] = [];
  const at = (day: Day, minute: number, actor: string) => ({
    day,
    minute,
    actorUserId: actor,
    correlationId: random.uuid(),
  });

  function expense(
    day: Day,
    facts: {
      categoryId: BuiltInExpenseCategory;
      amountPaise: number;
      method: 'cash' | 'bank_transfer';
      paidTo: string;
      recurringExpenseId?: string;
    },
    actor: string,
  ) {
    const expenseId = random.uuid();
    const recorder = new StreamRecorder(expenseDecider, ctx.clock, random);
    recorder.record(
      {
        type: 'RecordExpense',
        expenseId,
        branchId: branch.branchId,
        expenseDay: dateOf(day),
        note: null,
        billNumber: facts.method === 'cash' ? null : `B-${random.int(1000, 99999)}`,
        recurringExpenseId: facts.recurringExpenseId ?? null,
        ...facts,
      },
      at(day, 18 * 60 + random.int(0, 120), actor),
    );
    if (day < ctx.today && random.chance(0.02))
      recorder.record(
        {
          type: 'VoidExpense',
          reason: 'Entered twice',
          voidDay: dateOf(day + 1),
          drawerDay: dateOf(day + 1),
        },
        at(day + 1, 10 * 60, ctx.owner),
      );
    appends.push({ streamId: expenseStream(expenseId), events: recorder.events });
  }

  const recurring = (
    categoryId: 'rent' | 'salaries',
    paidTo: string,
    amountPaise: number,
    dayOfMonth: number,
  ) => {
    const recurringExpenseId = random.uuid();
    const recorder = new StreamRecorder(recurringExpenseDecider, ctx.clock, random);
    recorder.record(
      {
        type: 'StartRecurringExpense',
        recurringExpenseId,
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
    appends.push({ streamId: recurringExpenseStream(recurringExpenseId), events: recorder.events });
    return { recurringExpenseId, categoryId, paidTo, amountPaise, dayOfMonth };
  };
  const monthly = [
    recurring('rent', `${branch.name} Properties`, rupees(random.int(150, 400) * 1000), 5),
    recurring('salaries', 'Staff salaries', rupees(random.int(300, 800) * 1000), 1),
  ];

  for (let day = ctx.start; day <= ctx.today; day++) {
    const dayOfMonth = day - dayIn(yearOf(day), monthOf(day), 1) + 1;
    for (const r of monthly)
      if (r.dayOfMonth === dayOfMonth) expense(day, { ...r, method: 'bank_transfer' }, ctx.owner);
    if (dayOfMonth === 10)
      expense(
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
    expense(
      day,
      { categoryId, paidTo, amountPaise: rupees(r.int(min, max)), method: 'cash' },
      ctx.desk,
    );
  }
  return appends;
}
