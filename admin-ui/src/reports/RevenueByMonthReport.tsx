import { Box, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { formatMonth, formatRupees, type RevenueByMonthDto } from '@gym/contracts';
import type { ReportRange } from '../providers/dataProvider';
import { ReportCard } from './ReportCard';
import { revenueCsv, RevenueTable } from './RevenueTable';
import { useGstArgs } from './useGstArgs';
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
  const report = useReport(['revenue-by-month', range], (dp) => dp.getRevenueByMonth(range));
  const gstArgs = useGstArgs();
  const data = report.data;
  const rows = data?.months.map((m) => ({ key: m.month, label: formatMonth(m.month), line: m }));
  return (
    <ReportCard
      name="revenueByMonth"
      textArgs={gstArgs}
      report={report}
      csv={
        data && rows && revenueCsv(`revenue-by-month_${data.from}_${data.to}.csv`, 'month', rows)
      }
    >
      {data && rows && (
        <>
          <RevenueChart report={data} />
          <RevenueTable first="month" rows={rows} total={data.total} />
        </>
      )}
    </ReportCard>
  );
}
