import { useState } from 'react';
import { addDays } from '@gym/contracts';
import { gymToday } from '../lib/gymToday';
import type { ReportRange } from '../providers/dataProvider';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import { Pager } from '../lib/ListPagination';
import { RangeFilter } from './RangeFilter';
import { ReportCard } from './ReportCard';
import { useReport } from './useReport';
import { VisitsPerDayTable } from './VisitsPerDayTable';

const DAYS_PER_PAGE = 14;

/** Visits and members who came per day, with a range of its own (the last 30 days at first). */
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
        <VisitsPerDayTable
          data={data}
          below={<Pager page={page} perPage={DAYS_PER_PAGE} total={data.days} setPage={setPage} />}
        />
      )}
    </ReportCard>
  );
}
