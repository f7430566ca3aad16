import { useState } from 'react';
import { TableBody, TableCell, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isCalendarDate } from '@gym/contracts';
import { GymDateField } from '../lib/GymDateField';
import { Pager } from '../lib/ListPagination';
import { gymToday } from '../lib/gymToday';
import { API_URL } from '../providers/httpClient';
import { ReportCard } from './ReportCard';
import { HeadRow, MoneyCell, ReportRow, ScrollTable, TotalRow } from './reportTable';
import { useReport } from './useReport';

const BALANCE_KEYS = ['total', 'paid', 'outstanding'] as const;
const BALANCES_PER_PAGE = 25;

/** Each membership's books at the end of a chosen day (today by default), a page at a time. */
export function BalancesReport() {
  const translate = useTranslate();
  const today = gymToday();
  const [asOf, setAsOf] = useState(today);
  const [page, setPage] = useState(1);
  const report = useReport(['balances', asOf, page], (dp) =>
    dp.getBalancesAsOf(asOf, { page, perPage: BALANCES_PER_PAGE }),
  );
  const data = report.data;
  return (
    <ReportCard
      name="balances"
      report={report}
      // Every membership's books (the table shows a page), streamed by the server.
      download={`${API_URL}/reports/balances.csv?asOf=${encodeURIComponent(asOf)}`}
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
            <HeadRow first={['member', 'plan']} keys={BALANCE_KEYS} />
            <TableBody>
              {data.rows.map((r) => (
                <ReportRow key={r.membershipId} id={r.membershipId}>
                  <TableCell>{r.memberName}</TableCell>
                  <TableCell>{r.planName}</TableCell>
                  {BALANCE_KEYS.map((key) => (
                    <MoneyCell key={key} field={key} value={r[key]} />
                  ))}
                </ReportRow>
              ))}
            </TableBody>
            <TotalRow span={2}>
              {BALANCE_KEYS.map((key) => (
                <MoneyCell key={key} field={key} value={data.total[key]} />
              ))}
            </TotalRow>
          </ScrollTable>
          <Pager page={page} perPage={BALANCES_PER_PAGE} total={data.count} setPage={setPage} />
        </>
      )}
    </ReportCard>
  );
}
