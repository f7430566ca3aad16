import { useState } from 'react';
import { Box, TableBody, TableCell, TableHead, TableRow, TextField, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import {
  formatMonth,
  formatRupees,
  isCalendarDate,
  monthStart,
  type ProfitAndLossDto,
  type ProfitAndLossFiguresDto,
} from '@gym/contracts';
import { GymDateField } from '../lib/GymDateField';
import { NoAccess } from '../lib/NoAccess';
import { Page } from '../lib/PageHeading';
import { gymToday } from '../lib/gymToday';
import { useRole } from '../lib/useRole';
import { API_URL } from '../providers/httpClient';
import { ReportCard } from './ReportCard';
import { MoneyCell, ReportRow, ScrollTable, TotalRow } from './reportTable';
import { useReport } from './useReport';

const t = (key: string) => `app.reports.profitAndLoss.${key}`;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Revenue, expenses and profit per month as bars (the table shows the exact amounts). */
function ProfitChart({ months }: { months: ProfitAndLossDto['total']['months'] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const series = (key: 'revenue' | 'totalExpenses' | 'profit', color: string) => ({
    data: months.map((m) => Number(m[key])),
    label: translate(t(key)),
    color,
    valueFormatter: (value: number | null) => (value === null ? '' : formatRupees(value)),
  });
  return (
    <Box role="img" aria-label={translate(t('chart'))} data-testid="profit-chart">
      <BarChart
        height={240}
        xAxis={[{ scaleType: 'band', data: months.map((m) => formatMonth(m.month)) }]}
        yAxis={[{ valueFormatter: (value: number) => formatRupees(value), width: 88 }]}
        series={[
          series('revenue', theme.palette.primary.main),
          series('totalExpenses', theme.palette.warning.main),
          series('profit', theme.palette.success.main),
        ]}
        margin={{ left: 16, right: 8 }}
      />
    </Box>
  );
}

/** The figures' columns: revenue, GST, each category, costs, GST paid, profit. */
function Figures({ f, categories }: { f: ProfitAndLossFiguresDto; categories: string[] }) {
  return (
    <>
      <MoneyCell field="revenue" value={f.revenue} />
      <MoneyCell field="gstCollected" value={f.gstCollected} />
      {categories.map((c) => (
        <MoneyCell key={c} field={`expense-${c}`} value={f.expenses[c] ?? '0.00'} />
      ))}
      <MoneyCell field="totalExpenses" value={f.totalExpenses} />
      <MoneyCell field="gstPaid" value={f.gstPaid} />
      <MoneyCell field="profit" value={f.profit} />
    </>
  );
}

/** The chosen branch's months, or every branch shown added up. */
const rowsOf = (report: ProfitAndLossDto, branchId: string | null) =>
  (branchId && report.branches.find((b) => b.branchId === branchId)) || report.total;

function ProfitTable({ report, branchId }: { report: ProfitAndLossDto; branchId: string | null }) {
  const translate = useTranslate();
  const categories = report.categories.map((c) => c.id);
  const rows = rowsOf(report, branchId);
  return (
    <ScrollTable>
      <TableHead>
        <TableRow>
          <TableCell>{translate(t('month'))}</TableCell>
          {['revenue', 'gstCollected'].map((key) => (
            <TableCell key={key} align="right">
              {translate(t(key))}
            </TableCell>
          ))}
          {report.categories.map((c) => (
            <TableCell key={c.id} align="right">
              {c.name}
            </TableCell>
          ))}
          {['totalExpenses', 'gstPaid', 'profit'].map((key) => (
            <TableCell key={key} align="right">
              {translate(t(key))}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.months.map((m) => (
          <ReportRow key={m.month} id={m.month}>
            <TableCell>{formatMonth(m.month)}</TableCell>
            <Figures f={m} categories={categories} />
          </ReportRow>
        ))}
      </TableBody>
      <TotalRow>
        <Figures f={rows.total} categories={categories} />
      </TotalRow>
    </ScrollTable>
  );
}

/** The P&L: months of the chosen range, as the books stood at the end of the "as of" day. */
export default function ProfitAndLossPage() {
  const role = useRole();
  return role === 'admin' || role === 'branch_manager' ? <ProfitAndLoss /> : <NoAccess />;
}

function ProfitAndLoss() {
  const translate = useTranslate();
  const today = gymToday();
  const [from, setFrom] = useState(monthStart(today, -11).slice(0, 7));
  const [to, setTo] = useState(today.slice(0, 7));
  const [asOf, setAsOf] = useState(today);
  const [branchId, setBranchId] = useState<string | null>(null);
  const query = { from, to, asOf };
  const report = useReport(['profit-and-loss', query], (dp) => dp.getProfitAndLoss(query));
  const data = report.data;
  return (
    <Page title={t('title')} subtitle={translate(t('subtitle'))}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          size="small"
          type="month"
          sx={{ width: 200 }}
          label={translate(t('from'))}
          value={from}
          onChange={(e) =>
            MONTH.test(e.target.value) && e.target.value <= to && setFrom(e.target.value)
          }
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="month"
          sx={{ width: 200 }}
          label={translate(t('to'))}
          value={to}
          onChange={(e) =>
            MONTH.test(e.target.value) && e.target.value >= from && setTo(e.target.value)
          }
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <GymDateField
          size="small"
          label={translate(t('asOf'))}
          value={asOf}
          max={today}
          onChange={(value) => {
            if (isCalendarDate(value) && value <= today) setAsOf(value);
          }}
          sx={{ width: 200 }}
        />
        {data && data.branches.length > 1 && (
          <TextField
            select
            size="small"
            label={translate(t('branch'))}
            value={branchId ?? ''}
            onChange={(e) => setBranchId(e.target.value || null)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ width: 240 }}
          >
            <option value="">{translate(t('allBranches'))}</option>
            {data.branches.map((b) => (
              <option key={b.branchId} value={b.branchId}>
                {b.name}
              </option>
            ))}
          </TextField>
        )}
      </Box>
      <ReportCard
        name="profitAndLoss"
        report={report}
        download={`${API_URL}/reports/profit-and-loss.csv?${new URLSearchParams(query).toString()}`}
      >
        {data && (
          <>
            <ProfitChart months={rowsOf(data, branchId).months} />
            <ProfitTable report={data} branchId={branchId} />
          </>
        )}
      </ReportCard>
      {/* The lead adds here: record an expense and see the month's profit change. */}
    </Page>
  );
}
