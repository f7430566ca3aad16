import { useState } from 'react';
import { Box, Table, TableBody, TableCell, TableFooter, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { addDays, type VisitsPerDayDto } from '@gym/contracts';
import { formatDate } from '../lib/formatDate';
import { gymToday } from '../lib/gymToday';
import type { ReportRange } from '../providers/dataProvider';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import { Pager } from '../lib/ListPagination';
import { downloadCsv, toCsv } from './csv';
import { RangeFilter } from './RangeFilter';
import { ReportCard } from './ReportCard';
import { col } from './reportTable';
import { useReport } from './useReport';

const DAYS_PER_PAGE = 14;

/** Visits at the desk per day, with a range of its own (the last 30 days at first). */
export function VisitsPerDayReport() {
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const [range, setRange] = useState<ReportRange>(() => ({
    from: addDays(gymToday(), -29),
    to: gymToday(),
  }));
  const [page, setPage] = useState(1);
  const report = useReport(['visits', range, page], () =>
    dataProvider.getVisitsPerDay(range, { page, perPage: DAYS_PER_PAGE }),
  );
  const data: VisitsPerDayDto | undefined = report.data;
  // The CSV holds every day of the range (36 months at most), oldest first.
  const exportCsv = data
    ? async () => {
        const all = await dataProvider.getVisitsPerDay(range);
        downloadCsv(
          `visits-per-day_${all.from}_${all.to}.csv`,
          toCsv(
            ['day', 'visits', 'members'],
            [...all.rows].reverse().map((r) => [r.day, r.visits, r.members]),
          ),
        );
      }
    : undefined;
  return (
    <ReportCard
      id="visits"
      title="app.reports.visits.title"
      text={translate('app.reports.visits.text')}
      onExport={exportCsv}
      loading={report.isPending}
      failed={report.isError}
    >
      <RangeFilter
        range={range}
        onChange={(next) => {
          setRange(next);
          setPage(1);
        }}
      />
      {data && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate(col('day'))}</TableCell>
                <TableCell align="right">{translate(col('visits'))}</TableCell>
                <TableCell align="right">{translate(col('visitors'))}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.rows.map((r) => (
                <TableRow key={r.day} data-testid="report-row" data-key={r.day}>
                  <TableCell>{formatDate(r.day)}</TableCell>
                  <TableCell align="right" data-field="visits">
                    {r.visits}
                  </TableCell>
                  <TableCell align="right" data-field="members">
                    {r.members}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow data-testid="report-total">
                <TableCell>{translate('app.reports.total')}</TableCell>
                <TableCell align="right">{data.total}</TableCell>
                <TableCell />
              </TableRow>
            </TableFooter>
          </Table>
          <Pager page={page} perPage={DAYS_PER_PAGE} total={data.days} setPage={setPage} />
        </Box>
      )}
    </ReportCard>
  );
}
