import { auditLogEn } from '../audit/i18n';
import { branchesEn } from '../branches/i18n';
import { checkInEn } from '../checkIns/i18n';
import { dashboardEn } from '../dashboard/i18n';
import { dayCloseEn, dayClosesEn } from '../dayClose/i18n';
import { expensesEn, recurringExpensesEn } from '../expenses/i18n';
import { expiringEn } from '../expiring/i18n';
import { gymSettingsEn } from '../gymSettings/i18n';
import { historyEn } from '../history/i18n';
import { inviteEn } from '../invite/i18n';
import { layoutEn } from '../layout/i18n';
import { sharedEn } from '../lib/i18n';
import { loginEn, setupEn } from '../login/i18n';
import { membersEn } from '../members/i18n';
import { membershipsEn } from '../memberships/i18n';
import { notFoundEn } from '../pages/i18n';
import { paymentsEn } from '../payments/i18n';
import { receiptEn } from '../receipt/i18n';
import { reportsEn } from '../reports/i18n';
import { settingsEn } from '../settings/i18n';
import { subscriptionsEn } from '../subscriptions/i18n';
import { systemEn } from '../system/i18n';
import { usersEn } from '../users/i18n';

/**
 * Our UI texts (the product spec's exact wording), merged over ra-language-english. Each folder
 * keeps the texts of its screens in its `i18n.ts`; this file only puts them where react-admin
 * looks: a resource's under `resources.<name>` (its `name`, and `fields.<source>`, from which
 * react-admin labels inputs and columns that have no `label`), every other screen's under `app`.
 */
export const en = {
  app: {
    ...sharedEn,
    ...layoutEn,
    setup: setupEn,
    login: loginEn,
    dashboard: dashboardEn,
    checkIn: checkInEn,
    dayClose: dayCloseEn,
    reports: reportsEn,
    invite: inviteEn,
    settings: settingsEn,
    gymSettings: gymSettingsEn,
    receipt: receiptEn,
    system: systemEn,
    history: historyEn,
    notFound: notFoundEn,
  },
  resources: {
    expiring: expiringEn,
    'audit-log': auditLogEn,
    branches: branchesEn,
    'day-closes': dayClosesEn,
    expenses: expensesEn,
    'recurring-expenses': recurringExpensesEn,
    users: usersEn,
    members: membersEn,
    memberships: membershipsEn,
    payments: paymentsEn,
    subscriptions: subscriptionsEn,
  },
};
