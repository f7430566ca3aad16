import { Link as MuiLink, TableBody, TableCell, TableFooter, TableRow } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { type DuesAgeingDto, formatRupees } from '@gym/contracts';
import { formatDate } from '../lib/formatDate';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import { downloadCsv, toCsv } from './csv';
import { ReportCard } from './ReportCard';
import { HeadRow, ScrollTable } from './reportTable';
import { useReport } from './useReport';

export function DuesAgeingReport() {
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const report = useReport(['dues-ageing'], () => dataProvider.getDuesAgeing());
  const data: DuesAgeingDto | undefined = report.data;
  const exportCsv = data
    ? () =>
        downloadCsv(
          `dues-ageing_${data.asOf}.csv`,
          toCsv(
            ['bucket', 'memberships', 'outstanding'],
            data.buckets.map((b) => [b.bucket, b.memberships, b.outstanding]),
          ),
        )
    : undefined;
  return (
    <ReportCard
      id="dues-ageing"
      title="app.reports.duesAgeing.title"
      text={translate('app.reports.duesAgeing.text', {
        date: data ? formatDate(data.asOf) : '…',
      })}
      onExport={exportCsv}
      loading={report.isPending}
      failed={report.isError}
    >
      {data && (
        <ScrollTable>
          <HeadRow first="bucket" keys={['memberships', 'outstanding']} />
          <TableBody>
            {data.buckets.map((b) => {
              const bucket = translate(`app.reports.buckets.${b.bucket}`);
              return (
                <TableRow key={b.bucket} data-testid="report-row" data-key={b.bucket}>
                  <TableCell>
                    <MuiLink
                      component={Link}
                      to={`/payments?ageing=${b.bucket}`}
                      aria-label={translate('app.reports.duesAgeing.open', { bucket })}
                    >
                      {bucket}
                    </MuiLink>
                  </TableCell>
                  <TableCell align="right" data-field="memberships">
                    {b.memberships}
                  </TableCell>
                  <TableCell align="right" data-field="outstanding" data-value={b.outstanding}>
                    {formatRupees(b.outstanding)}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
          <TableFooter>
            <TableRow data-testid="report-total">
              <TableCell>{translate('app.reports.total')}</TableCell>
              <TableCell align="right" data-field="memberships">
                {data.total.memberships}
              </TableCell>
              <TableCell align="right" data-field="outstanding" data-value={data.total.outstanding}>
                {formatRupees(data.total.outstanding)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </ScrollTable>
      )}
    </ReportCard>
  );
}
