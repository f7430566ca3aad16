import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
  useTheme,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import {
  type BalancesAsOfDto,
  dateTimeFormat,
  defaultReportRange,
  type DuesAgeingDto,
  formatRupees,
  isCalendarDate,
  type MembersReportDto,
  type RevenueAmountsDto,
  type RevenueByMethodDto,
  type RevenueByMonthDto,
} from '@gym/contracts';
import { formatDate } from '../lib/formatDate';
import { GymDateField } from '../lib/GymDateField';
import { Pager } from '../lib/ListPagination';
import { NoAccess } from '../lib/NoAccess';
import { useRevenueHidden } from '../lib/useRevenueHidden';
import { useRole } from '../lib/useRole';
import { gymToday } from '../lib/gymToday';
import type { ReportRange } from '../providers/dataProvider';
import { API_URL } from '../providers/httpClient';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import { downloadCsv, toCsv } from './csv';
import { RangeFilter } from './RangeFilter';
import { ReportCard } from './ReportCard';
import { useReport } from './useReport';
import { VisitsPerDayReport } from './VisitsPerDayReport';

const col = (key: string) => `app.reports.columns.${key}`;

/** "2026-11" → "Nov 2026". */
function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return dateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, m! - 1, 1)),
  );
}

function HeadRow({ keys, first }: { keys: string[]; first: string }) {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        <TableCell>{translate(col(first))}</TableCell>
        {keys.map((key) => (
          <TableCell key={key} align="right">
            {translate(col(key))}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

const AMOUNT_KEYS = ['payments', 'paid', 'refunded', 'net'] as const;

function AmountCells({ line }: { line: RevenueAmountsDto }) {
  return (
    <>
      <TableCell align="right" data-field="payments">
        {line.payments}
      </TableCell>
      {(['paid', 'refunded', 'net'] as const).map((key) => (
        <TableCell key={key} align="right" data-field={key} data-value={line[key]}>
          {formatRupees(line[key])}
        </TableCell>
      ))}
    </>
  );
}

const amountCsv = (line: RevenueAmountsDto) => [line.payments, line.paid, line.refunded, line.net];

/** Revenue lines (payments, paid, refunded, net) with their total: by month or by method. */
function RevenueTable(props: {
  first: string;
  rows: { key: string; label: string; line: RevenueAmountsDto }[];
  total: RevenueAmountsDto;
}) {
  const translate = useTranslate();
  return (
    <ScrollTable>
      <HeadRow first={props.first} keys={[...AMOUNT_KEYS]} />
      <TableBody>
        {props.rows.map((row) => (
          <TableRow key={row.key} data-testid="report-row" data-key={row.key}>
            <TableCell>{row.label}</TableCell>
            <AmountCells line={row.line} />
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow data-testid="report-total">
          <TableCell>{translate('app.reports.total')}</TableCell>
          <AmountCells line={props.total} />
        </TableRow>
      </TableFooter>
    </ScrollTable>
  );
}

function ScrollTable({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">{children}</Table>
    </Box>
  );
}

/** Net revenue per month as bars: refunds larger than a month's takings go below the line. */
function RevenueChart({ report }: { report: RevenueByMonthDto }) {
  const translate = useTranslate();
  const theme = useTheme();
  return (
    <Box role="img" aria-label={translate('app.reports.chart')} data-testid="revenue-chart">
      <BarChart
        height={220}
        xAxis={[{ scaleType: 'band', data: report.months.map((m) => monthLabel(m.month)) }]}
        yAxis={[{ valueFormatter: (value: number) => formatRupees(value), width: 88 }]}
        series={[
          {
            // For drawing only: the table beside it shows the exact amounts.
            data: report.months.map((m) => Number(m.net)),
            label: translate('app.reports.columns.net'),
            color: theme.palette.primary.main,
            valueFormatter: (value) => (value === null ? '' : formatRupees(value)),
          },
        ]}
        hideLegend
        margin={{ left: 16, right: 8 }}
      />
    </Box>
  );
}

function RevenueByMonthReport({ range }: { range: ReportRange }) {
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const report = useReport(['revenue-by-month', range], () =>
    dataProvider.getRevenueByMonth(range),
  );
  const data = report.data;
  const exportCsv = data
    ? () =>
        downloadCsv(
          `revenue-by-month_${data.from}_${data.to}.csv`,
          toCsv(
            ['month', ...AMOUNT_KEYS],
            data.months.map((m) => [m.month, ...amountCsv(m)]),
          ),
        )
    : undefined;
  return (
    <ReportCard
      id="revenue-by-month"
      title="app.reports.revenueByMonth.title"
      text={translate('app.reports.revenueByMonth.text')}
      onExport={exportCsv}
      loading={report.isPending}
      failed={report.isError}
    >
      {data && (
        <>
          <RevenueChart report={data} />
          <RevenueTable
            first="month"
            rows={data.months.map((m) => ({ key: m.month, label: monthLabel(m.month), line: m }))}
            total={data.total}
          />
        </>
      )}
    </ReportCard>
  );
}

function RevenueByMethodReport({ range }: { range: ReportRange }) {
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const report = useReport(['revenue-by-method', range], () =>
    dataProvider.getRevenueByMethod(range),
  );
  const data: RevenueByMethodDto | undefined = report.data;
  const exportCsv = data
    ? () =>
        downloadCsv(
          `revenue-by-method_${data.from}_${data.to}.csv`,
          toCsv(
            ['method', ...AMOUNT_KEYS],
            data.methods.map((m) => [m.method, ...amountCsv(m)]),
          ),
        )
    : undefined;
  return (
    <ReportCard
      id="revenue-by-method"
      title="app.reports.revenueByMethod.title"
      text={translate('app.reports.revenueByMethod.text')}
      onExport={exportCsv}
      loading={report.isPending}
      failed={report.isError}
    >
      {data && (
        <RevenueTable
          first="method"
          rows={data.methods.map((m) => ({
            key: m.method,
            label: translate(`resources.payments.methods.${m.method}`),
            line: m,
          }))}
          total={data.total}
        />
      )}
    </ReportCard>
  );
}

function DuesAgeingReport() {
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const report = useReport(['dues-ageing'], () => dataProvider.getDuesAgeing());
  const data: DuesAgeingDto | undefined = report.data;
  const exportCsv = data
    ? () =>
        downloadCsv(
          `dues-ageing_${data.asOf}.csv`,
          toCsv(
            ['bucket', 'memberships', 'outstanding'],
            data.buckets.map((b) => [b.bucket, b.memberships, b.outstanding]),
          ),
        )
    : undefined;
  return (
    <ReportCard
      id="dues-ageing"
      title="app.reports.duesAgeing.title"
      text={translate('app.reports.duesAgeing.text', {
        date: data ? formatDate(data.asOf) : '…',
      })}
      onExport={exportCsv}
      loading={report.isPending}
      failed={report.isError}
    >
      {data && (
        <ScrollTable>
          <HeadRow first="bucket" keys={['memberships', 'outstanding']} />
          <TableBody>
            {data.buckets.map((b) => {
              const bucket = translate(`app.reports.buckets.${b.bucket}`);
              return (
                <TableRow key={b.bucket} data-testid="report-row" data-key={b.bucket}>
                  <TableCell>
                    <MuiLink
                      component={Link}
                      to={`/payments?ageing=${b.bucket}`}
                      aria-label={translate('app.reports.duesAgeing.open', { bucket })}
                    >
                      {bucket}
                    </MuiLink>
                  </TableCell>
                  <TableCell align="right" data-field="memberships">
                    {b.memberships}
                  </TableCell>
                  <TableCell align="right" data-field="outstanding" data-value={b.outstanding}>
                    {formatRupees(b.outstanding)}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
          <TableFooter>
            <TableRow data-testid="report-total">
              <TableCell>{translate('app.reports.total')}</TableCell>
              <TableCell align="right" data-field="memberships">
                {data.total.memberships}
              </TableCell>
              <TableCell align="right" data-field="outstanding" data-value={data.total.outstanding}>
                {formatRupees(data.total.outstanding)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </ScrollTable>
      )}
    </ReportCard>
  );
}

const MEMBER_KEYS = ['activeMemberships', 'newMembers', 'expiredMemberships'] as const;

function MembersReport({ range }: { range: ReportRange }) {
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const report = useReport(['members', range], () => dataProvider.getMembersReport(range));
  const data: MembersReportDto | undefined = report.data;
  const exportCsv = data
    ? () =>
        downloadCsv(
          `members_${data.from}_${data.to}.csv`,
          toCsv(
            ['month', ...MEMBER_KEYS],
            data.months.map((m) => [m.month, ...MEMBER_KEYS.map((key) => m[key])]),
          ),
        )
    : undefined;
  return (
    <ReportCard
      id="members"
      title="app.reports.members.title"
      text={translate('app.reports.members.text')}
      onExport={exportCsv}
      loading={report.isPending}
      failed={report.isError}
    >
      {data && (
        <ScrollTable>
          <HeadRow first="month" keys={[...MEMBER_KEYS]} />
          <TableBody>
            {data.months.map((m) => (
              <TableRow key={m.month} data-testid="report-row" data-key={m.month}>
                <TableCell>{monthLabel(m.month)}</TableCell>
                {MEMBER_KEYS.map((key) => (
                  <TableCell key={key} align="right" data-field={key}>
                    {m[key]}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
      )}
    </ReportCard>
  );
}

const BALANCE_KEYS = ['total', 'paid', 'outstanding'] as const;
const BALANCES_PER_PAGE = 25;

/** Each membership's books at the end of a chosen day (today by default), a page at a time. */
function BalancesReport() {
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const today = gymToday();
  const [asOf, setAsOf] = useState(today);
  const [page, setPage] = useState(1);
  const report = useReport(['balances', asOf, page], () =>
    dataProvider.getBalancesAsOf(asOf, { page, perPage: BALANCES_PER_PAGE }),
  );
  const data: BalancesAsOfDto | undefined = report.data;
  return (
    <ReportCard
      id="balances"
      title="app.reports.balances.title"
      text={translate('app.reports.balances.text')}
      // Every membership's books (the table shows a page), streamed by the server.
      download={`${API_URL}/reports/balances.csv?asOf=${encodeURIComponent(asOf)}`}
      loading={report.isPending}
      failed={report.isError}
    >
      <GymDateField
        size="small"
        label={translate('app.reports.balances.asOf')}
        value={asOf}
        max={today}
        onChange={(value) => {
          if (isCalendarDate(value) && value <= today) {
            setAsOf(value);
            setPage(1);
          }
        }}
        sx={{ width: 200 }}
      />
      {data && (
        <>
          {data.truncated && (
            <Typography variant="body2" color="text.secondary">
              {translate('app.reports.balances.truncated', { count: data.count })}
            </Typography>
          )}
          <ScrollTable>
            <TableHead>
              <TableRow>
                <TableCell>{translate(col('member'))}</TableCell>
                <TableCell>{translate(col('plan'))}</TableCell>
                {BALANCE_KEYS.map((key) => (
                  <TableCell key={key} align="right">
                    {translate(col(key))}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.rows.map((r) => (
                <TableRow key={r.membershipId} data-testid="report-row" data-key={r.membershipId}>
                  <TableCell>{r.memberName}</TableCell>
                  <TableCell>{r.planName}</TableCell>
                  {BALANCE_KEYS.map((key) => (
                    <TableCell key={key} align="right" data-field={key} data-value={r[key]}>
                      {formatRupees(r[key])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow data-testid="report-total">
                <TableCell colSpan={2}>{translate('app.reports.total')}</TableCell>
                {BALANCE_KEYS.map((key) => (
                  <TableCell key={key} align="right" data-field={key} data-value={data.total[key]}>
                    {formatRupees(data.total[key])}
                  </TableCell>
                ))}
              </TableRow>
            </TableFooter>
          </ScrollTable>
          <Pager page={page} perPage={BALANCES_PER_PAGE} total={data.count} setPage={setPage} />
        </>
      )}
    </ReportCard>
  );
}

/** The owner's reports: revenue by month and by method, dues ageing, members, balances as of a day. */
export default function ReportsPage() {
  const role = useRole();
  return role === 'member' ? <NoAccess /> : <Reports />;
}

function Reports() {
  const translate = useTranslate();
  const [range, setRange] = useState<ReportRange>(() => defaultReportRange(gymToday()));
  // Staff the owner keeps revenue from get the reports without money taken in.
  const revenueHidden = useRevenueHidden();
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="app.reports.title" />
      <Box>
        <Typography variant="h4" component="h1" fontWeight={700}>
          {translate('app.reports.title')}
        </Typography>
        <Typography color="text.secondary">{translate('app.reports.subtitle')}</Typography>
      </Box>
      {revenueHidden && <Alert severity="info">{translate('app.reports.revenueHidden')}</Alert>}
      <RangeFilter range={range} onChange={setRange} />
      {revenueHidden === false && <RevenueByMonthReport range={range} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        {revenueHidden === false && <RevenueByMethodReport range={range} />}
        <DuesAgeingReport />
      </Box>
      <MembersReport range={range} />
      <VisitsPerDayReport />
      {revenueHidden === false && <BalancesReport />}
    </Box>
  );
}
