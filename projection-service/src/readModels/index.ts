import type { Projector } from '../runner/projector';
import { auditProjector } from './audit/projection';
import { branchesProjector } from './branches/projection';
import { checkInsProjector } from './checkIns/projection';
import { dayClosesProjector } from './dayClose/projection';
import { expensesProjector } from './expenses/projection';
import { gstBooksProjector } from './gstBooks/projection';
import { gymSettingsProjector } from './gymSettings/projection';
import { ledgerProjector } from './ledger/projection';
import { membersProjector } from './members/projection';
import { membershipsProjector } from './memberships/projection';
import { paymentsProjector } from './payments/projection';
import { plansProjector } from './plans/projection';
import { receiptsProjector } from './receipts/projection';

export { auditProjector } from './audit/projection';
export { branchesProjector } from './branches/projection';
export { checkInsProjector } from './checkIns/projection';
export { dayClosesProjector } from './dayClose/projection';
export { expensesProjector } from './expenses/projection';
export { gstBooksProjector } from './gstBooks/projection';
export { gymSettingsProjector } from './gymSettings/projection';
export { ledgerProjector } from './ledger/projection';
export { membersProjector } from './members/projection';
export { membershipsProjector } from './memberships/projection';
export { paymentsProjector } from './payments/projection';
export { plansProjector } from './plans/projection';
export { receiptsProjector } from './receipts/projection';

export * from './plans/query';
export * from './members/query';
export * from './memberships/query';
export * from './payments/query';
export * from './stats/query';
export * from './reports/query';
export * from './reports/branchesCompared';
export * from './reports/profitAndLoss';
export * from './reports/gstSummary';
export * from './ledger/query';
export * from './audit/query';
export * from './gymSettings/query';
export * from './checkIns/query';
export { visitsPerDay } from './checkIns/visitsPerDay';
export * from './receipts/query';
export * from './branches/query';
export * from './dayClose/query';
export * from './expenses/query';

/** Every read model's projector, in the order the runner and rebuild take them. */
export const allProjectors: readonly Projector[] = [
  plansProjector,
  membersProjector,
  membershipsProjector,
  paymentsProjector,
  ledgerProjector,
  auditProjector,
  gymSettingsProjector,
  checkInsProjector,
  receiptsProjector,
  branchesProjector,
  expensesProjector,
  gstBooksProjector,
  dayClosesProjector,
];

/**
 * The read models that hold money or decide where it counts (prices, amounts paid, voids and
 * refunds, receipts, expenses, day closes, GST, the ledger): verify-books checks them against
 * the log.
 */
export const moneyProjectors: readonly Projector[] = [
  plansProjector,
  membershipsProjector,
  paymentsProjector,
  ledgerProjector,
  receiptsProjector,
  expensesProjector,
  gstBooksProjector,
  dayClosesProjector,
];
