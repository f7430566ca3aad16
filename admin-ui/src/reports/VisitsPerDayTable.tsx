import type { ReactNode } from 'react';
import { TableBody, TableCell } from '@mui/material';
import type { VisitsPerDayDto } from '@gym/contracts';
import { formatDate } from '../lib/formatDate';
import { CountCell, HeadRow, ReportRow, ScrollTable, TotalRow } from './reportTable';

/**
 * The days' visits and members who came, and the range's: its visits summed, its different
 * members (each once over the range, so not the column summed).
 */
export function VisitsPerDayTable({ data, below }: { data: VisitsPerDayDto; below?: ReactNode }) {
  return (
    <ScrollTable below={below}>
      <HeadRow first="day" keys={['visits', 'membersWhoCame']} />
      <TableBody>
        {data.rows.map((r) => (
          <ReportRow key={r.day} id={r.day}>
            <TableCell>{formatDate(r.day)}</TableCell>
            <CountCell field="visits" value={r.visits} />
            <CountCell field="members" value={r.members} />
          </ReportRow>
        ))}
      </TableBody>
      <TotalRow>
        <CountCell field="visits" value={data.total} />
        <CountCell field="members" value={data.membersInRange} />
      </TotalRow>
    </ScrollTable>
  );
}
