import { TableBody, TableCell } from '@mui/material';
import type { BranchFiguresDto } from '@gym/contracts';
import type { ReportRange } from '../providers/dataProvider';
import { ReportCard } from './ReportCard';
import { CountCell, HeadRow, MoneyCell, ReportRow, ScrollTable, TotalRow } from './reportTable';
import { useGstArgs } from './useGstArgs';
import { useReport } from './useReport';

const COUNTS = ['newMembers', 'renewals', 'visits'] as const;
const KEYS = ['revenue', ...COUNTS, 'dues'] as const;

function Figures({ figures, dues }: { figures: BranchFiguresDto; dues: string }) {
  return (
    <>
      <MoneyCell field="revenue" value={figures.revenue} />
      {COUNTS.map((key) => (
        <CountCell key={key} field={key} value={figures[key]} />
      ))}
      <MoneyCell field="dues" value={dues} />
    </>
  );
}

/** A chain's branches side by side for the range; shown once there are two to compare. */
export function BranchesComparedReport({ range }: { range: ReportRange }) {
  const report = useReport(['branches-compared', range], (dp) => dp.getBranchesCompared(range));
  const gstArgs = useGstArgs();
  const data = report.data;
  if (data && data.branches.length < 2) return null;
  return (
    <ReportCard
      name="branchesCompared"
      textArgs={gstArgs}
      report={report}
      csv={
        data &&
        (() => ({
          file: `branches-compared_${data.from}_${data.to}.csv`,
          header: ['branch', 'month', 'collected', ...COUNTS],
          rows: data.branches.flatMap((b) =>
            b.months.map((m) => [b.name, m.month, m.revenue, ...COUNTS.map((key) => m[key])]),
          ),
        }))
      }
    >
      {data && (
        <ScrollTable>
          <HeadRow first="branch" keys={KEYS} />
          <TableBody>
            {data.branches.map((b) => (
              <ReportRow key={b.branchId} id={b.code}>
                <TableCell>{b.name}</TableCell>
                <Figures figures={b.total} dues={b.dues} />
              </ReportRow>
            ))}
          </TableBody>
          <TotalRow>
            <Figures figures={data.total.total} dues={data.total.dues} />
          </TotalRow>
        </ScrollTable>
      )}
    </ReportCard>
  );
}
