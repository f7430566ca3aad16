import { paymentCsvHeader, paymentCsvLine, type PaymentDto } from '@gym/contracts';
import { listBranches } from '@gym/projection-service';
import { branchesOf } from '../auth/branchScope';
import type { AppContext } from '../http/context';
import type { RouteDeps } from '../http/routeDeps';

/**
 * The payments CSV's layout for this caller: a Branch column once they see two branches (as the
 * lists show one), so a one-branch gym never sees branches; void dates in the gym's time zone.
 */
export async function paymentCsvFor(
  deps: Pick<RouteDeps, 'db' | 'timeZone'>,
  ctx: AppContext,
): Promise<{ header: string[]; line: (p: PaymentDto) => string }> {
  const { rows } = await listBranches(deps.db, branchesOf(ctx));
  const names = new Map(rows.map((b) => [b.id, b.name]));
  const options = {
    timeZone: deps.timeZone,
    branchName: rows.length >= 2 ? (id: string) => names.get(id) ?? '' : null,
  };
  return { header: paymentCsvHeader(options), line: (p) => paymentCsvLine(p, options) };
}
