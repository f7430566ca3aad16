import type { Knex } from 'knex';
import {
  BUILT_IN_EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  GST_PAID_CATEGORY,
  formatMoney,
  monthStart,
  type BranchFilter,
  type CalendarDate,
  type ProfitAndLossDto,
  type ProfitAndLossFiguresDto,
} from '@gym/contracts';
import { andBranchesSql, branchesKey } from '../../branchFilter';
import { whileProjectionsStand } from '../../listQuery';
import { asOfBounds, booksAsOf, signOf, type AsOfBounds } from '../gstBooks/query';
import { monthsOf } from './query';

interface Figures {
  revenue: number;
  gst: number;
  expenses: Map<string, number>;
}

const none = (): Figures => ({ revenue: 0, gst: 0, expenses: new Map() });

function addInto(into: Figures, f: Figures) {
  into.revenue += f.revenue;
  into.gst += f.gst;
  for (const [category, paise] of f.expenses)
    into.expenses.set(category, (into.expenses.get(category) ?? 0) + paise);
}

/** Costs leave out GST paid over to the government: that is the GST collected, never revenue. */
function dto(f: Figures): ProfitAndLossFiguresDto {
  let costs = 0;
  const expenses: Record<string, string> = {};
  for (const [category, paise] of f.expenses) {
    expenses[category] = formatMoney(paise);
    if (category !== GST_PAID_CATEGORY) costs += paise;
  }
  return {
    revenue: formatMoney(f.revenue),
    gstCollected: formatMoney(f.gst),
    expenses,
    totalExpenses: formatMoney(costs),
    gstPaid: formatMoney(f.expenses.get(GST_PAID_CATEGORY) ?? 0),
    profit: formatMoney(f.revenue - costs),
  };
}

/** The last day of a month "2026-11". */
const monthEnd = (month: string): CalendarDate => {
  const next = monthStart(`${month}-01`, 1);
  const d = new Date(`${next}T00:00:00Z`);
  d.setUTCDate(0);
  return d.toISOString().slice(0, 10);
};

/** Expenses by branch, month and category as they stood at `bounds.endAt` (recorded, not yet voided). */
async function expensesAsOf(
  db: Knex,
  branches: BranchFilter,
  from: CalendarDate,
  to: CalendarDate,
  bounds: AsOfBounds,
) {
  const b = andBranchesSql('branch_id', branches);
  const { rows } = await db.raw<{
    rows: { branch_id: string; month: string; category_id: string; paise: string }[];
  }>(
    `select branch_id, (expense_day - extract(day from expense_day)::int + 1)::text as month, category_id,
            sum(amount_paise) as paise
       from expenses
      where expense_day between ?::date and ?::date and recorded_at < ?
        and (voided_at is null or voided_at >= ?)${b.sql}
      group by 1, 2, 3`,
    [from, to, bounds.endAt, bounds.endAt, ...b.bindings],
  );
  return rows.map((r) => ({ ...r, month: r.month.slice(0, 7) }));
}

/** Built-in categories in their order, then the owner's by name. */
async function categoriesOf(db: Knex, ids: ReadonlySet<string>) {
  const builtIn = BUILT_IN_EXPENSE_CATEGORIES.filter((c) => ids.has(c)).map((id) => ({
    id,
    name: EXPENSE_CATEGORY_LABELS[id],
  }));
  const own = [...ids].filter(
    (id) => !(BUILT_IN_EXPENSE_CATEGORIES as readonly string[]).includes(id),
  );
  const named =
    own.length === 0
      ? []
      : ((await db('expense_categories')
          .whereIn('id', own)
          .orderBy('name')
          .select('id', 'name')) as {
          id: string;
          name: string;
        }[]);
  return [...builtIn, ...named];
}

/**
 * GET /api/reports/profit-and-loss: per branch the caller sees and month, the revenue (taxable
 * value net of voids and refunds), GST collected, expenses by category and profit, as the log
 * stood at the end of `asOf`; and the branches added up.
 */
export function profitAndLoss(
  db: Knex,
  branches: BranchFilter,
  options: { from: string; to: string; asOf: CalendarDate; timeZone: string },
): Promise<ProfitAndLossDto> {
  const key = `pnl:${options.from}:${options.to}:${options.asOf}:${branchesKey(branches)}`;
  return whileProjectionsStand(db, key, () => compute(db, branches, options));
}

async function compute(
  db: Knex,
  scope: BranchFilter,
  options: { from: string; to: string; asOf: CalendarDate; timeZone: string },
): Promise<ProfitAndLossDto> {
  const from = `${options.from}-01`;
  const to = monthEnd(options.to);
  const bounds = await asOfBounds(db, options.asOf, options.timeZone);
  const [books, spent, shown] = await Promise.all([
    booksAsOf(db, { branches: scope, from, to, bounds }),
    expensesAsOf(db, scope, from, to, bounds),
    db('branches')
      .modify((q) => {
        if (scope !== null) q.whereIn('id', scope);
      })
      .orderBy('name')
      .select<{ id: string; code: string; name: string }[]>('id', 'code', 'name'),
  ]);
  const figures = new Map<string, Figures>();
  const at = (branch: string, month: string) => {
    const k = `${branch}:${month}`;
    let f = figures.get(k);
    if (!f) figures.set(k, (f = none()));
    return f;
  };
  for (const line of books) {
    const f = at(line.branch_id, line.month);
    const sign = signOf(line.kind);
    f.revenue += sign * line.taxable;
    f.gst += sign * (line.cgst + line.sgst + line.igst);
  }
  const categoryIds = new Set<string>();
  for (const row of spent) {
    categoryIds.add(row.category_id);
    const f = at(row.branch_id, row.month);
    f.expenses.set(row.category_id, (f.expenses.get(row.category_id) ?? 0) + Number(row.paise));
  }
  const months = monthsOf({ from, to });
  const all = new Map(months.map((m) => [m, none()]));
  const grand = none();
  const branchRows = shown.map((branch) => {
    const total = none();
    const perMonth = months.map((month) => {
      const f = figures.get(`${branch.id}:${month}`) ?? none();
      addInto(total, f);
      addInto(all.get(month)!, f);
      return { month, ...dto(f) };
    });
    addInto(grand, total);
    return {
      branchId: branch.id,
      code: branch.code,
      name: branch.name,
      months: perMonth,
      total: dto(total),
    };
  });
  return {
    from: options.from,
    to: options.to,
    asOf: options.asOf,
    categories: await categoriesOf(db, categoryIds),
    branches: branchRows,
    total: {
      months: months.map((month) => ({ month, ...dto(all.get(month)!) })),
      total: dto(grand),
    },
  };
}

export { monthEnd };
