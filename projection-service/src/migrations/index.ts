import type { MigrationList } from '@gym/platform';
import * as m0002 from './0002_projection_checkpoints';
import * as m0004 from './0004_plans_read_model';
import * as m0005 from './0005_members_read_model';
import * as m0006 from './0006_memberships_read_model';
import * as m0007 from './0007_payments_read_model';
import * as m0014 from './0014_projection_failures';
import * as m0019 from './0019_payment_corrections';
import * as m0020 from './0020_report_indexes';
import * as m0021 from './0021_membership_ledger_changes';
import * as m0022 from './0022_dashboard_trend_index';
import * as m0023 from './0023_audit_read_model';
import * as m0025 from './0025_check_ins';
import * as m0026 from './0026_membership_freezes';
import * as m0028 from './0028_gym_settings_read_model';
import * as m0032 from './0032_list_search_indexes';
import * as m0033 from './0033_check_ins_time_index';
import * as m0034 from './0034_membership_ledger_balances';
import * as m0040 from './0040_payment_reference';
import * as m0045 from './0045_removed_members';
import * as m0050 from './0050_receipts_read_model';
import * as m0055 from './0055_member_list_membership_filters';
import * as m0061 from './0061_gym_logo_changes';
import * as m0062 from './0062_plan_admits';
import * as m0070 from './0070_branches_read_model';
import * as m0075 from './0075_branch_columns';
import * as m0076 from './0076_audit_branches';
import * as m0077 from './0077_audit_branch_kind_index';
import * as m0078 from './0078_payments_branch_member_index';
import * as m0085 from './0085_receipt_branches';
import * as m0090 from './0090_expenses_read_model';
import * as m0091 from './0091_expenses_category_index';
import * as m0095 from './0095_payment_drawer_day';
import * as m0096 from './0096_day_closes_read_model';
import * as m0110 from './0110_gst_books';
import * as m0111 from './0111_gst_month_sums';
import * as m0112 from './0112_members_who_came';
import * as m0113 from './0113_expenses_recurring_day_not_unique';
import * as m0114 from './0114_gst_in_amount';
import * as m0115 from './0115_expense_void_drawer_day';
import * as m0116 from './0116_day_close_every_close';

/**
 * The projections' checkpoints and failures and the read models: run after platform's. No
 * migration here references another package's table (the payments query joins command-service's
 * users at read time, in the command service's process).
 */
export const projectionMigrations: MigrationList = {
  '0002_projection_checkpoints': m0002,
  '0004_plans_read_model': m0004,
  '0005_members_read_model': m0005,
  '0006_memberships_read_model': m0006,
  '0007_payments_read_model': m0007,
  '0014_projection_failures': m0014,
  '0019_payment_corrections': m0019,
  '0020_report_indexes': m0020,
  '0021_membership_ledger_changes': m0021,
  '0022_dashboard_trend_index': m0022,
  '0023_audit_read_model': m0023,
  '0025_check_ins': m0025,
  '0026_membership_freezes': m0026,
  '0028_gym_settings_read_model': m0028,
  '0032_list_search_indexes': m0032,
  '0033_check_ins_time_index': m0033,
  '0034_membership_ledger_balances': m0034,
  '0040_payment_reference': m0040,
  '0045_removed_members': m0045,
  '0050_receipts_read_model': m0050,
  '0055_member_list_membership_filters': m0055,
  '0061_gym_logo_changes': m0061,
  '0062_plan_admits': m0062,
  '0070_branches_read_model': m0070,
  '0075_branch_columns': m0075,
  '0076_audit_branches': m0076,
  '0077_audit_branch_kind_index': m0077,
  '0078_payments_branch_member_index': m0078,
  '0085_receipt_branches': m0085,
  '0090_expenses_read_model': m0090,
  '0091_expenses_category_index': m0091,
  '0095_payment_drawer_day': m0095,
  '0096_day_closes_read_model': m0096,
  '0110_gst_books': m0110,
  '0111_gst_month_sums': m0111,
  '0112_members_who_came': m0112,
  '0113_expenses_recurring_day_not_unique': m0113,
  '0114_gst_in_amount': m0114,
  '0115_expense_void_drawer_day': m0115,
  '0116_day_close_every_close': m0116,
};
