import { csvLine } from '../display/csv';
import { parseSignedMoney } from '../display/money';
import { formatMoney } from '../money';
import type { BalancesAsOfDto } from './dto';

type BalanceRow = BalancesAsOfDto['rows'][number];
type BalanceTotal = BalancesAsOfDto['total'];

export const BALANCES_CSV_HEADER = [
  'membershipId',
  'member',
  'plan',
  'total',
  'paid',
  'outstanding',
] as const;

/** One membership's books as a line of the balances CSV. */
export const balanceCsvLine = (r: BalanceRow) =>
  csvLine([r.membershipId, r.memberName, r.planName, r.total, r.paid, r.outstanding]);

/** The balances CSV's last line: the sums over every membership above it. */
export const balancesTotalCsvLine = (t: BalanceTotal) =>
  csvLine(['', 'Total', '', t.total, t.paid, t.outstanding]);

// Exact: the rows carry decimal strings, summed as integer paise (a float sum drifts).
const paiseOf = (amount: string) => parseSignedMoney(amount) ?? 0;

/** Running totals of balance rows as the file streams (the report's totals: sums of the rows). */
export function balancesTotaller() {
  const sum = { total: 0, paid: 0, outstanding: 0 };
  return {
    add(rows: readonly BalanceRow[]) {
      for (const r of rows) {
        sum.total += paiseOf(r.total);
        sum.paid += paiseOf(r.paid);
        sum.outstanding += paiseOf(r.outstanding);
      }
    },
    total: (): BalanceTotal => ({
      total: formatMoney(sum.total),
      paid: formatMoney(sum.paid),
      outstanding: formatMoney(sum.outstanding),
    }),
  };
}
