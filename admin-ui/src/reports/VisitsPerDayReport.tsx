import { useState } from 'react';
import { Box, Table, TableBody, TableCell, TableFooter, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { addDays, type VisitsPerDayDto } from '@gym/contracts';
import { formatDate } from '../lib/formatDate';
import { gymToday } from '../lib/gymToday';
import type { ReportRange } from '../providers/dataProvider';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import { downloadCsv, toCsv } from './csv';
import { RangeFilter } from './RangeFilter';
import { ReportCard } from './ReportCard';
import { useReport } from './useReport';

const col = (key: string) => `app.reports.columns.${key}`;

/** Visits at the desk per day, with a range of its own (the last 30 days at first). */
export function VisitsPerDayReport() {
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const [range, setRange] = useState<ReportRange>(() => ({
    from: addDays(gymToday(), -29),
    to: gymToday(),
  }));
  const report = useReport(['visits', range], () => dataProvider.getVisitsPerDay(range));
  const data: VisitsPerDayDto | undefined = report.data;
  const exportCsv = data
    ? () =>
        downloadCsv(
          `visits-per-day_${data.from}_${data.to}.csv`,
          toCsv(
            ['day', 'visits', 'members'],
            data.rows.map((r) => [r.day, r.visits, r.members]),
          ),
        )
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
      <RangeFilter range={range} onChange={setRange} />
      {data && (
        <Box sx={{ overflowX: 'auto', maxHeight: 480 }}>
          <Table size="small" stickyHeader>
            <TableHead>
              <TableRow>
                <TableCell>{translate(col('day'))}</TableCell>
                <TableCell align="right">{translate(col('visits'))}</TableCell>
                <TableCell align="right">{translate(col('visitors'))}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {[...data.rows].reverse().map((r) => (
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
        </Box>
      )}
    </ReportCard>
  );
}
