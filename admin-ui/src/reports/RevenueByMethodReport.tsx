import { useTranslate } from 'react-admin';
import type { RevenueByMethodDto } from '@gym/contracts';
import type { ReportRange } from '../providers/dataProvider';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import { downloadCsv, toCsv } from './csv';
import { ReportCard } from './ReportCard';
import { AMOUNT_KEYS, amountCsv, RevenueTable } from './RevenueTable';
import { useReport } from './useReport';

export function RevenueByMethodReport({ range }: { range: ReportRange }) {
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
