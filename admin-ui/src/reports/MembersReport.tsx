import { TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMonth, type MembersReportDto } from '@gym/contracts';
import type { ReportRange } from '../providers/dataProvider';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import { downloadCsv, toCsv } from './csv';
import { ReportCard } from './ReportCard';
import { HeadRow, ScrollTable } from './reportTable';
import { useReport } from './useReport';

const MEMBER_KEYS = ['activeMemberships', 'newMembers', 'expiredMemberships'] as const;

export function MembersReport({ range }: { range: ReportRange }) {
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
                <TableCell>{formatMonth(m.month)}</TableCell>
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
