import { useState } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { defaultReportRange } from '@gym/contracts';
import { NoAccess } from '../lib/NoAccess';
import { useRevenueHidden } from '../lib/useRevenueHidden';
import { useRole } from '../lib/useRole';
import { gymToday } from '../lib/gymToday';
import type { ReportRange } from '../providers/dataProvider';
import { BalancesReport } from './BalancesReport';
import { DuesAgeingReport } from './DuesAgeingReport';
import { MembersReport } from './MembersReport';
import { RangeFilter } from './RangeFilter';
import { RevenueByMethodReport } from './RevenueByMethodReport';
import { RevenueByMonthReport } from './RevenueByMonthReport';
import { VisitsPerDayReport } from './VisitsPerDayReport';

/** The owner's reports: revenue by month and by method, dues ageing, members, balances as of a day. */
export default function ReportsPage() {
  const role = useRole();
  return role === 'member' ? <NoAccess /> : <Reports />;
}

function Reports() {
  const translate = useTranslate();
  const [range, setRange] = useState<ReportRange>(() => defaultReportRange(gymToday()));
  // Staff the owner keeps revenue from get the reports without money taken in.
  const revenueHidden = useRevenueHidden();
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="app.reports.title" />
      <Box>
        <Typography variant="h4" component="h1" fontWeight={700}>
          {translate('app.reports.title')}
        </Typography>
        <Typography color="text.secondary">{translate('app.reports.subtitle')}</Typography>
      </Box>
      {revenueHidden && <Alert severity="info">{translate('app.reports.revenueHidden')}</Alert>}
      <RangeFilter range={range} onChange={setRange} />
      {revenueHidden === false && <RevenueByMonthReport range={range} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        {revenueHidden === false && <RevenueByMethodReport range={range} />}
        <DuesAgeingReport />
      </Box>
      <MembersReport range={range} />
      <VisitsPerDayReport />
      {revenueHidden === false && <BalancesReport />}
    </Box>
  );
}
