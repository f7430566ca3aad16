import { useState } from 'react';
import { Box, TableBody, TableCell, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isCalendarDate, type GstRateLineDto } from '@gym/contracts';
import { CsvDownloadButton } from '../lib/CsvDownloadButton';
import { GymDateField } from '../lib/GymDateField';
import { NoAccess } from '../lib/NoAccess';
import { Page } from '../lib/PageHeading';
import { gymToday } from '../lib/gymToday';
import { useRole } from '../lib/useRole';
import { gstSummaryQuery } from '../providers/dataProvider';
import { API_URL } from '../providers/httpClient';
import { ReportCard } from './ReportCard';
import { CountCell, HeadRow, MoneyCell, ReportRow, ScrollTable } from './reportTable';
import { useReport } from './useReport';

const t = (key: string) => `app.reports.gstSummary.${key}`;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const RATE_KEYS = ['taxableValue', 'cgst', 'sgst', 'igst'] as const;

function RateTable({ name, lines }: { name: string; lines: GstRateLineDto[] }) {
  const translate = useTranslate();
  return (
    <Box data-testid={`gst-${name}`}>
      <Typography variant="subtitle1" component="h3">
        {translate(t(name))}
      </Typography>
      <ScrollTable>
        <HeadRow first="rate" keys={[...RATE_KEYS, 'receipts']} />
        <TableBody>
          {lines.map((l) => (
            <ReportRow key={l.rate} id={l.rate}>
              <TableCell>{`${Number(l.rate)}%`}</TableCell>
              {RATE_KEYS.map((key) => (
                <MoneyCell key={key} field={key} value={l[key]} />
              ))}
              <CountCell field="count" value={l.count} />
            </ReportRow>
          ))}
        </TableBody>
      </ScrollTable>
    </Box>
  );
}

/** A month's outward supplies under one GSTIN, by rate, and the receipt series: GSTR-1's figures. */
export default function GstSummaryPage() {
  const role = useRole();
  return role === 'admin' || role === 'branch_manager' ? <GstSummary /> : <NoAccess />;
}

function GstSummary() {
  const translate = useTranslate();
  const today = gymToday();
  const [month, setMonth] = useState(today.slice(0, 7));
  const [gstin, setGstin] = useState<string | null>(null);
  const [asOf, setAsOf] = useState(today);
  const query = { month, gstin, asOf };
  const report = useReport(['gst-summary', query], (dp) => dp.getGstSummary(query));
  const data = report.data;
  const shownQuery = gstSummaryQuery({ month, asOf, gstin: data?.gstin ?? gstin });
  return (
    <Page title={t('title')} subtitle={translate(t('subtitle'))}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          size="small"
          type="month"
          sx={{ width: 200 }}
          label={translate(t('month'))}
          value={month}
          onChange={(e) => MONTH.test(e.target.value) && setMonth(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          size="small"
          label={translate(t('gstin'))}
          value={data?.gstin ?? ''}
          onChange={(e) => setGstin(e.target.value || null)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ width: 240 }}
        >
          {(data?.gstins ?? []).map((g) => (
            <option key={g} value={g}>
              {g}
            </option>
          ))}
        </TextField>
        <GymDateField
          size="small"
          label={translate(t('asOf'))}
          value={asOf}
          max={today}
          onChange={(value) => {
            if (isCalendarDate(value) && value <= today) setAsOf(value);
          }}
          sx={{ width: 200 }}
        />
      </Box>
      <ReportCard
        name="gstSummary"
        report={report}
        download={`${API_URL}/reports/gst-summary/b2cs.csv?${shownQuery}`}
      >
        {data && !data.gstin && <Typography>{translate(t('noGstin'))}</Typography>}
        {data?.gstin && (
          <>
            <Typography variant="body2" color="text.secondary">
              {translate(t('intraState'))}
            </Typography>
            <RateTable name="net" lines={data.net} />
            <RateTable name="supplies" lines={data.supplies} />
            <RateTable name="creditNotes" lines={data.creditNotes} />
            <Box data-testid="gst-documents">
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
                  {translate(t('documents'))}
                </Typography>
                <CsvDownloadButton
                  href={`${API_URL}/reports/gst-summary/documents.csv?${shownQuery}`}
                  label={t('documentsCsv')}
                  variant="outlined"
                />
              </Box>
              <ScrollTable>
                <HeadRow
                  first={['series', 'fromNumber', 'toNumber']}
                  keys={['issued', 'cancelled']}
                />
                <TableBody>
                  {data.documents.map((d) => (
                    <ReportRow key={d.series} id={d.series}>
                      <TableCell>{d.series}</TableCell>
                      <TableCell>{d.from}</TableCell>
                      <TableCell>{d.to}</TableCell>
                      <CountCell field="total" value={d.total} />
                      <CountCell field="cancelled" value={d.cancelled} />
                    </ReportRow>
                  ))}
                </TableBody>
              </ScrollTable>
            </Box>
          </>
        )}
      </ReportCard>
    </Page>
  );
}
