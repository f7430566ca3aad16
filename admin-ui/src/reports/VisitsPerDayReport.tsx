import { useState } from 'react';
import { TableBody, TableCell } from '@mui/material';
import { addDays } from '@gym/contracts';
import { formatDate } from '../lib/formatDate';
import { gymToday } from '../lib/gymToday';
import type { ReportRange } from '../providers/dataProvider';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import { Pager } from '../lib/ListPagination';
import { RangeFilter } from './RangeFilter';
import { ReportCard } from './ReportCard';
import { CountCell, HeadRow, ReportRow, ScrollTable, TotalRow } from './reportTable';
import { useReport } from './useReport';

const DAYS_PER_PAGE = 14;

/** Visits at the desk per day, with a range of its own (the last 30 days at first). */
export function VisitsPerDayReport() {
  const dataProvider = useGymDataProvider();
  const [range, setRange] = useState<ReportRange>(() => ({
    from: addDays(gymToday(), -29),
    to: gymToday(),
  }));
  const [page, setPage] = useState(1);
  const report = useReport(['visits', range, page], (dp) =>
    dp.getVisitsPerDay(range, { page, perPage: DAYS_PER_PAGE }),
  );
  const data = report.data;
  return (
    <ReportCard
      name="visits"
      report={report}
      // The CSV holds every day of the range (36 months at most), oldest first.
      csv={
        data &&
        (async () => {
          const all = await dataProvider.getVisitsPerDay(range);
          return {
            file: `visits-per-day_${all.from}_${all.to}.csv`,
            header: ['day', 'visits', 'members'],
            rows: [...all.rows].reverse().map((r) => [r.day, r.visits, r.members]),
          };
        })
      }
    >
      <RangeFilter
        range={range}
        onChange={(next) => {
          setRange(next);
          setPage(1);
        }}
      />
      {data && (
        <ScrollTable
          below={<Pager page={page} perPage={DAYS_PER_PAGE} total={data.days} setPage={setPage} />}
        >
          <HeadRow first="day" keys={['visits', 'visitors']} />
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
            <TableCell align="right">{data.total}</TableCell>
            <TableCell />
          </TotalRow>
        </ScrollTable>
      )}
    </ReportCard>
  );
}
