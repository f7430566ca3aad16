import { useTranslate } from 'react-admin';
import type { ReportRange } from '../providers/dataProvider';
import { ReportCard } from './ReportCard';
import { revenueCsv, RevenueTable } from './RevenueTable';
import { useReport } from './useReport';

export function RevenueByMethodReport({ range }: { range: ReportRange }) {
  const translate = useTranslate();
  const report = useReport(['revenue-by-method', range], (dp) => dp.getRevenueByMethod(range));
  const data = report.data;
  const rows = data?.methods.map((m) => ({
    key: m.method,
    label: translate(`resources.payments.methods.${m.method}`),
    line: m,
  }));
  return (
    <ReportCard
      name="revenueByMethod"
      report={report}
      csv={
        data && rows && revenueCsv(`revenue-by-method_${data.from}_${data.to}.csv`, 'method', rows)
      }
    >
      {data && rows && <RevenueTable first="method" rows={rows} total={data.total} />}
    </ReportCard>
  );
}
