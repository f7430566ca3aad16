import { TableBody, TableCell } from '@mui/material';
import { formatMonth } from '@gym/contracts';
import type { ReportRange } from '../providers/dataProvider';
import { ReportCard } from './ReportCard';
import { CountCell, HeadRow, ReportRow, ScrollTable } from './reportTable';
import { useReport } from './useReport';

const MEMBER_KEYS = ['activeMemberships', 'newMembers', 'expiredMemberships'] as const;

export function MembersReport({ range }: { range: ReportRange }) {
  const report = useReport(['members', range], (dp) => dp.getMembersReport(range));
  const data = report.data;
  return (
    <ReportCard
      name="members"
      report={report}
      csv={
        data &&
        (() => ({
          file: `members_${data.from}_${data.to}.csv`,
          header: ['month', ...MEMBER_KEYS],
          rows: data.months.map((m) => [m.month, ...MEMBER_KEYS.map((key) => m[key])]),
        }))
      }
    >
      {data && (
        <ScrollTable>
          <HeadRow first="month" keys={MEMBER_KEYS} />
          <TableBody>
            {data.months.map((m) => (
              <ReportRow key={m.month} id={m.month}>
                <TableCell>{formatMonth(m.month)}</TableCell>
                {MEMBER_KEYS.map((key) => (
                  <CountCell key={key} field={key} value={m[key]} />
                ))}
              </ReportRow>
            ))}
          </TableBody>
        </ScrollTable>
      )}
    </ReportCard>
  );
}
