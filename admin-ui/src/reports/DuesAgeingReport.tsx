import { Link as MuiLink, TableBody, TableCell } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { formatDate } from '../lib/formatDate';
import { ReportCard } from './ReportCard';
import { CountCell, HeadRow, MoneyCell, ReportRow, ScrollTable, TotalRow } from './reportTable';
import { useReport } from './useReport';

export function DuesAgeingReport() {
  const translate = useTranslate();
  const report = useReport(['dues-ageing'], (dp) => dp.getDuesAgeing());
  const data = report.data;
  return (
    <ReportCard
      name="duesAgeing"
      textArgs={{ date: data ? formatDate(data.asOf) : '…' }}
      report={report}
      csv={
        data &&
        (() => ({
          file: `dues-ageing_${data.asOf}.csv`,
          header: ['bucket', 'memberships', 'outstanding'],
          rows: data.buckets.map((b) => [b.bucket, b.memberships, b.outstanding]),
        }))
      }
    >
      {data && (
        <ScrollTable>
          <HeadRow first="bucket" keys={['memberships', 'outstanding']} />
          <TableBody>
            {data.buckets.map((b) => {
              const bucket = translate(`app.reports.buckets.${b.bucket}`);
              return (
                <ReportRow key={b.bucket} id={b.bucket}>
                  <TableCell>
                    <MuiLink
                      component={Link}
                      to={`/payments?ageing=${b.bucket}`}
                      aria-label={translate('app.reports.duesAgeing.open', { bucket })}
                    >
                      {bucket}
                    </MuiLink>
                  </TableCell>
                  <CountCell field="memberships" value={b.memberships} />
                  <MoneyCell field="outstanding" value={b.outstanding} />
                </ReportRow>
              );
            })}
          </TableBody>
          <TotalRow>
            <CountCell field="memberships" value={data.total.memberships} />
            <MoneyCell field="outstanding" value={data.total.outstanding} />
          </TotalRow>
        </ScrollTable>
      )}
    </ReportCard>
  );
}
