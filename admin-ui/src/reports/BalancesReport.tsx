import { useState } from 'react';
import { TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type BalancesAsOfDto, formatRupees, isCalendarDate } from '@gym/contracts';
import { GymDateField } from '../lib/GymDateField';
import { Pager } from '../lib/ListPagination';
import { gymToday } from '../lib/gymToday';
import { API_URL } from '../providers/httpClient';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import { ReportCard } from './ReportCard';
import { col, ScrollTable } from './reportTable';
import { useReport } from './useReport';

const BALANCE_KEYS = ['total', 'paid', 'outstanding'] as const;
const BALANCES_PER_PAGE = 25;

/** Each membership's books at the end of a chosen day (today by default), a page at a time. */
export function BalancesReport() {
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const today = gymToday();
  const [asOf, setAsOf] = useState(today);
  const [page, setPage] = useState(1);
  const report = useReport(['balances', asOf, page], () =>
    dataProvider.getBalancesAsOf(asOf, { page, perPage: BALANCES_PER_PAGE }),
  );
  const data: BalancesAsOfDto | undefined = report.data;
  return (
    <ReportCard
      id="balances"
      title="app.reports.balances.title"
      text={translate('app.reports.balances.text')}
      // Every membership's books (the table shows a page), streamed by the server.
      download={`${API_URL}/reports/balances.csv?asOf=${encodeURIComponent(asOf)}`}
      loading={report.isPending}
      failed={report.isError}
    >
      <GymDateField
        size="small"
        label={translate('app.reports.balances.asOf')}
        value={asOf}
        max={today}
        onChange={(value) => {
          if (isCalendarDate(value) && value <= today) {
            setAsOf(value);
            setPage(1);
          }
        }}
        sx={{ width: 200 }}
      />
      {data && (
        <>
          {data.truncated && (
            <Typography variant="body2" color="text.secondary">
              {translate('app.reports.balances.truncated', { count: data.count })}
            </Typography>
          )}
          <ScrollTable>
            <TableHead>
              <TableRow>
                <TableCell>{translate(col('member'))}</TableCell>
                <TableCell>{translate(col('plan'))}</TableCell>
                {BALANCE_KEYS.map((key) => (
                  <TableCell key={key} align="right">
                    {translate(col(key))}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.rows.map((r) => (
                <TableRow key={r.membershipId} data-testid="report-row" data-key={r.membershipId}>
                  <TableCell>{r.memberName}</TableCell>
                  <TableCell>{r.planName}</TableCell>
                  {BALANCE_KEYS.map((key) => (
                    <TableCell key={key} align="right" data-field={key} data-value={r[key]}>
                      {formatRupees(r[key])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow data-testid="report-total">
                <TableCell colSpan={2}>{translate('app.reports.total')}</TableCell>
                {BALANCE_KEYS.map((key) => (
                  <TableCell key={key} align="right" data-field={key} data-value={data.total[key]}>
                    {formatRupees(data.total[key])}
                  </TableCell>
                ))}
              </TableRow>
            </TableFooter>
          </ScrollTable>
          <Pager page={page} perPage={BALANCES_PER_PAGE} total={data.count} setPage={setPage} />
        </>
      )}
    </ReportCard>
  );
}
