import { useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { defaultReportRange } from '@gym/contracts';
import { NoAccess } from '../lib/NoAccess';
import { Page } from '../lib/PageHeading';
import { useRevenueHidden } from '../lib/useRevenueHidden';
import { useRole } from '../lib/useRole';
import { gymToday } from '../lib/gymToday';
import type { ReportRange } from '../providers/dataProvider';
import { BalancesReport } from './BalancesReport';
import { BranchesComparedReport } from './BranchesComparedReport';
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
  const role = useRole();
  const [range, setRange] = useState<ReportRange>(() => defaultReportRange(gymToday()));
  // Staff the owner keeps revenue from get the reports without money taken in.
  const revenueHidden = useRevenueHidden();
  return (
    <Page title="app.reports.title" subtitle={translate('app.reports.subtitle')}>
      {revenueHidden && <Alert severity="info">{translate('app.reports.revenueHidden')}</Alert>}
      {(role === 'admin' || role === 'branch_manager') && (
        <Box
          component="nav"
          aria-label={translate('app.reports.books')}
          sx={{ display: 'flex', gap: 1 }}
        >
          <Button variant="outlined" component={Link} to="/reports/profit-and-loss">
            {translate('app.reports.openProfitAndLoss')}
          </Button>
          <Button variant="outlined" component={Link} to="/reports/gst-summary">
            {translate('app.reports.openGstSummary')}
          </Button>
        </Box>
      )}
      <RangeFilter range={range} onChange={setRange} />
      {(role === 'admin' || role === 'branch_manager') && <BranchesComparedReport range={range} />}
      {revenueHidden === false && <RevenueByMonthReport range={range} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        {revenueHidden === false && <RevenueByMethodReport range={range} />}
        <DuesAgeingReport />
      </Box>
      <MembersReport range={range} />
      <VisitsPerDayReport />
      {revenueHidden === false && <BalancesReport />}
    </Page>
  );
}
