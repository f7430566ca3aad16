import type { DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type {
  BooksStatusDto,
  AccountDto,
  AccountResetDto,
  AuditEntityKind,
  BalancesAsOfDto,
  BranchDto,
  ExpenseDto,
  RecurringExpenseDto,
  CheckInAnswerDto,
  CloseDayRequest,
  DayCloseScreenDto,
  DashboardStatsDto,
  GymBrandDto,
  DuesAgeingDto,
  HistoryPageDto,
  InviteAcceptRequest,
  MemberDetailDto,
  MemberInviteDto,
  MembersReportDto,
  BranchesComparedDto,
  MembershipDto,
  MembershipFreezeDto,
  PaymentDto,
  PaymentReminderPageDto,
  ReceiptPageDto,
  RevenueByMethodDto,
  RevenueByMonthDto,
  SystemStatusDto,
  StaffRole,
  UserDto,
  GymSettingsDto,
  GstSummaryDto,
  ProfitAndLossDto,
  VisitsPerDayDto,
} from '@gym/contracts';
import { API_URL, httpClient } from './httpClient';
import { requestFields, resourcePaths } from './resources';

const rest = simpleRestProvider(API_URL, httpClient);

const pathOf = (resource: string) => resourcePaths[resource] ?? resource;

function pickRequestFields<T>(resource: string, data: T): T {
  const fields = requestFields[resource];
  if (!fields || typeof data !== 'object' || data === null) return data;
  const record = data as Record<string, unknown>;
  return Object.fromEntries(
    fields.filter((field) => field in record).map((field) => [field, record[field]]),
  ) as T;
}

export async function getJson<T>(path: string): Promise<T> {
  const { json } = await httpClient(`${API_URL}/${path}`);
  return json as T;
}

/** The dashboard panels' first rows, with how many there are in all (from Content-Range). */
export interface PanelPage<T> {
  rows: T[];
  total: number;
}

async function getPanelPage<T>(path: string, rows: number): Promise<PanelPage<T>> {
  const range = encodeURIComponent(JSON.stringify([0, rows - 1]));
  const { json, headers } = await httpClient(`${API_URL}/${path}?range=${range}`);
  const list = json as T[];
  const total = Number(headers.get('content-range')?.split('/').pop());
  return { rows: list, total: Number.isInteger(total) ? total : list.length };
}

async function putJson<T>(path: string, body: unknown): Promise<T> {
  const { json } = await httpClient(`${API_URL}/${path}`, {
    method: 'PUT',
    body: JSON.stringify(body),
  });
  return json as T;
}

async function postJson<T>(path: string, body: unknown, headers?: HeadersInit): Promise<T> {
  const { json } = await httpClient(`${API_URL}/${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: new Headers(headers),
  });
  return json as T;
}

/** The body of POST /api/payments (the form's values plus the membership from the route). */
export interface RecordPaymentBody {
  membershipId: string;
  amount: string;
  paymentMethod: string;
  notes?: string | null;
  receiptNumber?: string | null;
  nextPaymentDueDate?: string | null;
  paymentDate?: string | null;
  reference?: string | null;
}

/** The body of POST /api/payments/{id}/void and /refund (a refund's amount as a decimal string). */
export interface CorrectPaymentBody {
  reason: string;
  amount?: string;
}

/** The body of POST /api/check-ins: a member by id or by code; `override` lets a refused one in. */
export interface CheckInBody {
  memberId?: string;
  code?: string;
  override?: { reason: string };
}

/** The body of POST /api/memberships/{id}/freeze. */
export interface FreezeBody {
  from: string;
  days: number | string;
  reason: string;
}

/** A report's date range (gym calendar dates, both included). */
export interface ReportRange {
  from: string;
  to: string;
}

/** The GST summary's query (also its CSVs'). */
export const gstSummaryQuery = (q: { month: string; gstin: string | null; asOf: string }) =>
  new URLSearchParams({
    month: q.month,
    asOf: q.asOf,
    ...(q.gstin && { gstin: q.gstin }),
  }).toString();

const rangeQuery = (range: ReportRange) =>
  `from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`;

/** One page of a report's rows: `range=[first,last]` (0-based, inclusive); `page` counts from 1. */
export interface ReportPage {
  page: number;
  perPage: number;
}
const pageQuery = ({ page, perPage }: ReportPage) =>
  `range=${encodeURIComponent(JSON.stringify([(page - 1) * perPage, page * perPage - 1]))}`;

/** The body of POST /api/members/{id}/transfer. */
export interface TransferMemberBody {
  branchId: string;
  reason: string;
}

/** The calls that are not react-admin's CRUD, by name, so screens never build URLs themselves. */
const customMethods = {
  /** Every branch the caller may work at (the switcher's choices, whatever the session chose). */
  getBranches: async () => (await getPanelPage<BranchDto>('branches', 1000)).rows,
  /** Closes a branch; the answer says how many open memberships it still has. */
  closeBranch: (branchId: string, reason: string) =>
    postJson<BranchDto>(`branches/${encodeURIComponent(branchId)}/close`, { reason }),
  voidExpense: (expenseId: string, reason: string) =>
    postJson<ExpenseDto>(`expenses/${encodeURIComponent(expenseId)}/void`, { reason }),
  stopRecurringExpense: (id: string, reason: string) =>
    postJson<RecurringExpenseDto>(`recurring-expenses/${encodeURIComponent(id)}/stop`, { reason }),
  reopenBranch: (branchId: string) =>
    postJson<BranchDto>(`branches/${encodeURIComponent(branchId)}/reopen`, {}),
  setAccountBranches: (id: string, branchIds: readonly string[]) =>
    putJson<AccountDto>(`users/${encodeURIComponent(id)}/branches`, { branchIds }),
  transferMember: (memberId: string, body: TransferMemberBody) =>
    postJson<MemberDetailDto>(`members/${encodeURIComponent(memberId)}/transfer`, body),
  /** A branch's day: what the books expect by method, whether it is closed, the close. */
  getDayClose: (branchId: string, day: string) =>
    getJson<DayCloseScreenDto>(
      `day-closes/${encodeURIComponent(branchId)}/${encodeURIComponent(day)}`,
    ),
  closeDay: (branchId: string, day: string, body: CloseDayRequest) =>
    postJson<DayCloseScreenDto>(
      `day-closes/${encodeURIComponent(branchId)}/${encodeURIComponent(day)}/close`,
      body,
    ),
  reopenDay: (branchId: string, day: string, reason: string) =>
    postJson<DayCloseScreenDto>(
      `day-closes/${encodeURIComponent(branchId)}/${encodeURIComponent(day)}/reopen`,
      { reason },
    ),
  getDashboardStats: () => getJson<DashboardStatsDto>('dashboard/stats'),
  getExpiring: (rows: number) => getPanelPage<MembershipDto>('memberships/expiring', rows),
  getPaymentReminders: (rows: number) =>
    getPanelPage<PaymentReminderPageDto>('notifications/payments', rows),
  getMyMember: () => getJson<MemberDetailDto>('members/me'),
  getMemberPayments: (memberId: string) =>
    getJson<PaymentDto[]>(`payments/member/${encodeURIComponent(memberId)}`),
  getReceipt: (paymentId: string) =>
    getJson<ReceiptPageDto>(`payments/receipt/${encodeURIComponent(paymentId)}`),
  renewMembership: (membershipId: string, planId: string) =>
    postJson<MembershipDto>(`memberships/${encodeURIComponent(membershipId)}/renew`, { planId }),
  recordPayment: (body: RecordPaymentBody, idempotencyKey: string) =>
    postJson<PaymentDto>('payments', body, { 'Idempotency-Key': idempotencyKey }),
  voidPayment: (paymentId: string, body: CorrectPaymentBody) =>
    postJson<PaymentDto>(`payments/${encodeURIComponent(paymentId)}/void`, body),
  refundPayment: (paymentId: string, body: CorrectPaymentBody) =>
    postJson<PaymentDto>(`payments/${encodeURIComponent(paymentId)}/refund`, body),
  changePassword: (currentPassword: string, newPassword: string) =>
    postJson<{ message: string }>('change-password', { currentPassword, newPassword }),
  getSystemStatus: () => getJson<SystemStatusDto>('system/status'),
  /** The books' latest seal and the last verification (admins). */
  getBooksStatus: () => getJson<BooksStatusDto>('system/books'),
  /** Starts verifying the books, with a digest an owner received if given (admins). */
  verifyBooks: (digest?: string) =>
    postJson<{ id: string; started: boolean }>('system/books/verify', digest ? { digest } : {}),
  /** Brings a removed member back (admins). */
  restoreMember: (memberId: string) =>
    postJson<MemberDetailDto>(`members/${encodeURIComponent(memberId)}/restore`, {}),
  inviteMember: (memberId: string) =>
    postJson<MemberInviteDto>(`members/${encodeURIComponent(memberId)}/invite`, {}),
  acceptInvite: (token: string, body: InviteAcceptRequest) =>
    postJson<UserDto>(`invites/${encodeURIComponent(token)}/accept`, body),
  /** An account that had no branches (an admin) needs them to become a branch manager or staff. */
  setAccountRole: (id: string, role: StaffRole, branchIds?: readonly string[]) =>
    putJson<AccountDto>(`users/${encodeURIComponent(id)}/role`, { role, branchIds }),
  setAccountActive: (id: string, active: boolean) =>
    postJson<AccountDto>(
      `users/${encodeURIComponent(id)}/${active ? 'reactivate' : 'deactivate'}`,
      {},
    ),
  resetAccountPassword: (id: string) =>
    postJson<AccountResetDto>(`users/${encodeURIComponent(id)}/reset-password`, {}),
  /** A page of an entity's history, newest first; `before` is the previous page's `next`. */
  getHistory: (entity: AuditEntityKind, id: string, before?: string) =>
    getJson<HistoryPageDto>(
      `history?entity=${entity}&id=${encodeURIComponent(id)}${
        before ? `&before=${encodeURIComponent(before)}` : ''
      }`,
    ),
  getRevenueByMonth: (range: ReportRange) =>
    getJson<RevenueByMonthDto>(`reports/revenue-by-month?${rangeQuery(range)}`),
  getRevenueByMethod: (range: ReportRange) =>
    getJson<RevenueByMethodDto>(`reports/revenue-by-method?${rangeQuery(range)}`),
  getDuesAgeing: () => getJson<DuesAgeingDto>('reports/dues-ageing'),
  getMembersReport: (range: ReportRange) =>
    getJson<MembersReportDto>(`reports/members?${rangeQuery(range)}`),
  getBranchesCompared: (range: ReportRange) =>
    getJson<BranchesComparedDto>(`reports/branches-compared?${rangeQuery(range)}`),
  getGymSettings: () => getJson<GymSettingsDto>('settings/gym'),
  putGymSettings: (body: Record<string, unknown>) => putJson<GymSettingsDto>('settings/gym', body),
  /** The logo file's bytes in base64 (the server checks what they are). */
  putGymLogo: (image: string) => putJson<GymBrandDto>('settings/gym/logo', { image }),
  deleteGymLogo: async () =>
    (await httpClient(`${API_URL}/settings/gym/logo`, { method: 'DELETE' })).json as GymBrandDto,
  checkIn: (body: CheckInBody) => postJson<CheckInAnswerDto>('check-ins', body),
  /** One page of days (newest first), or every day of the range (the CSV) without `page`. */
  getVisitsPerDay: (range: ReportRange, page?: ReportPage) =>
    getJson<VisitsPerDayDto>(
      `reports/visits?${rangeQuery(range)}${page ? `&${pageQuery(page)}` : ''}`,
    ),
  freezeMembership: (membershipId: string, body: FreezeBody) =>
    postJson<MembershipDto>(`memberships/${encodeURIComponent(membershipId)}/freeze`, body),
  unfreezeMembership: (membershipId: string, on: string) =>
    postJson<MembershipDto>(`memberships/${encodeURIComponent(membershipId)}/unfreeze`, { on }),
  getMembershipFreezes: (membershipId: string) =>
    getJson<MembershipFreezeDto[]>(`memberships/${encodeURIComponent(membershipId)}/freezes`),
  getProfitAndLoss: (q: { from: string; to: string; asOf: string }) =>
    getJson<ProfitAndLossDto>(`reports/profit-and-loss?${new URLSearchParams(q).toString()}`),
  /** `gstin` null: the first GSTIN the caller's branches file under. */
  getGstSummary: (q: { month: string; gstin: string | null; asOf: string }) =>
    getJson<GstSummaryDto>(`reports/gst-summary?${gstSummaryQuery(q)}`),
  getBalancesAsOf: (asOf: string, page: ReportPage) =>
    getJson<BalancesAsOfDto>(
      `reports/balances?asOf=${encodeURIComponent(asOf)}&${pageQuery(page)}`,
    ),
};

export type GymDataProvider = DataProvider & typeof customMethods;

export const dataProvider: GymDataProvider = {
  getList: (resource, params) => rest.getList(pathOf(resource), params),
  getOne: (resource, params) => rest.getOne(pathOf(resource), params),
  getMany: (resource, params) => rest.getMany(pathOf(resource), params),
  getManyReference: (resource, params) => rest.getManyReference(pathOf(resource), params),
  create: (resource, params) =>
    rest.create(pathOf(resource), { ...params, data: pickRequestFields(resource, params.data) }),
  update: (resource, params) =>
    rest.update(pathOf(resource), { ...params, data: pickRequestFields(resource, params.data) }),
  updateMany: (resource, params) =>
    rest.updateMany(pathOf(resource), {
      ...params,
      data: pickRequestFields(resource, params.data),
    }),
  delete: (resource, params) => rest.delete(pathOf(resource), params),
  deleteMany: (resource, params) => rest.deleteMany(pathOf(resource), params),
  ...customMethods,
};
