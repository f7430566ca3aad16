import { Box, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { formatMonth, formatRupees, type RevenueByMonthDto } from '@gym/contracts';
import type { ReportRange } from '../providers/dataProvider';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import { downloadCsv, toCsv } from './csv';
import { ReportCard } from './ReportCard';
import { AMOUNT_KEYS, amountCsv, RevenueTable } from './RevenueTable';
import { useReport } from './useReport';

/** Net revenue per month as bars: refunds larger than a month's takings go below the line. */
function RevenueChart({ report }: { report: RevenueByMonthDto }) {
  const translate = useTranslate();
  const theme = useTheme();
  return (
    <Box role="img" aria-label={translate('app.reports.chart')} data-testid="revenue-chart">
      <BarChart
        height={220}
        xAxis={[{ scaleType: 'band', data: report.months.map((m) => formatMonth(m.month)) }]}
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

export function RevenueByMonthReport({ range }: { range: ReportRange }) {
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
            rows={data.months.map((m) => ({ key: m.month, label: formatMonth(m.month), line: m }))}
            total={data.total}
          />
        </>
      )}
    </ReportCard>
  );
}
