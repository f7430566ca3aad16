import { useState, type ReactNode } from 'react';
import { Box, Button, Tab, Tabs, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useMultiBranch, type WithBranch } from '../lib/branches';
import { canManage, useRole } from '../lib/useRole';
import { CurrentMembershipCard } from './CurrentMembershipCard';
import { InviteButton } from './InviteButton';
import { MemberActions } from './MemberActions';
import { MemberHistory } from './MemberHistory';
import { MemberCodeCard } from './MemberCodeCard';
import { MembershipFreezes } from './MembershipFreezes';
import { MembershipsTable } from './MembershipsTable';
import { MemberPaymentHistory } from './MemberPaymentHistory';
import { MemberStatusChip } from './MemberStatusChip';
import { MemberVisits } from './MemberVisits';
import { EmergencyContactCard, PersonalInfoCard } from './PersonalInfoCard';
import { RenewDialog } from './RenewDialog';
import { TransferDialog } from './TransferDialog';
import { useLatestPayment } from './useLatestPayment';
import type { MemberDetail as MemberDetailRecord } from './types';

const TABS = ['overview', 'payments', 'memberships', 'visits', 'history'] as const;
type TabName = (typeof TABS)[number];
/** What a member reading their own record sees (visits and history are the desk's). */
const MEMBER_TABS: readonly TabName[] = ['overview', 'payments', 'memberships'];

/**
 * A member's record, in tabs so that years of payments do not make one endless page: Overview
 * (the current membership: the first the server lists, personal data, the latest payments),
 * Payments (paged),
 * Memberships, Visits and History. `canWork` shows the actions staff may take; a member only
 * reads and prints. `?tab=` keeps the tab; `?renew=1` (from the check-in desk) opens Renew.
 */
export function MemberDetail({
  member,
  canWork,
}: {
  member: MemberDetailRecord;
  canWork: boolean;
}) {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const current = member.memberships[0];
  // Renewed ahead: the desk takes the renewal's money here, and does not renew twice.
  const renewal = member.memberships.find(
    (m) => m.renewsMembershipId === current?.id && m.status !== 'cancelled',
  );
  const [renewing, setRenewing] = useState(
    () => canWork && params.get('renew') === '1' && Boolean(current),
  );
  const latestPayment = useLatestPayment(member.id);
  const role = useRole();
  const multiBranch = useMultiBranch();
  const mayTransfer = canManage(role) && multiBranch;
  const [transferring, setTransferring] = useState(false);
  const homeBranchId = (member as MemberDetailRecord & WithBranch).homeBranchId ?? null;
  const tabs = canWork ? TABS : MEMBER_TABS;
  const asked = params.get('tab') as TabName | null;
  const tab: TabName = asked && tabs.includes(asked) ? asked : 'overview';
  const show = (next: TabName) =>
    setParams(
      (p) => {
        if (next === 'overview') p.delete('tab');
        else p.set('tab', next);
        p.delete('renew');
        return p;
      },
      { replace: true },
    );
  const panels: Record<TabName, ReactNode> = {
    overview: (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <CurrentMembershipCard membership={current} />
          {current && <MembershipFreezes membership={current} canWork={canWork} />}
          <MemberCodeCard member={member} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <PersonalInfoCard member={member} />
          <EmergencyContactCard member={member} />
          {canWork && !member.userId && (
            <Box className="no-print">
              <InviteButton memberId={member.id} />
            </Box>
          )}
        </Box>
        <Box sx={{ gridColumn: { md: '1 / -1' }, minWidth: 0 }}>
          <MemberPaymentHistory memberId={member.id} onSeeAll={() => show('payments')} />
        </Box>
      </Box>
    ),
    payments: <MemberPaymentHistory memberId={member.id} />,
    memberships: (
      <MembershipsTable
        memberships={member.memberships}
        currentId={current?.id}
        canWork={canWork}
      />
    ),
    visits: <MemberVisits memberId={member.id} />,
    history: <MemberHistory member={member} />,
  };
  return (
    <Box
      // Its width is the screen's, never its content's: the tabs scroll and tables scroll
      // inside it instead of widening the page on a phone.
      sx={{
        mt: 2,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 2,
        contain: 'inline-size',
      }}
      data-testid="member-detail"
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {canWork && (
          <Button component={Link} to="/members" startIcon={<ArrowBackIcon />} className="no-print">
            {translate('resources.members.show.back')}
          </Button>
        )}
        <Typography
          variant="h4"
          component="h1"
          fontWeight={700}
          sx={{ flexGrow: 1, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
        >
          {member.firstName} {member.lastName}
        </Typography>
        {member.status !== 'active' && <MemberStatusChip status={member.status} />}
      </Box>
      <MemberActions
        memberId={member.id}
        current={current}
        renewal={renewal}
        latestPayment={latestPayment}
        canWork={canWork}
        onRenew={() => setRenewing(true)}
        onTransfer={mayTransfer ? () => setTransferring(true) : undefined}
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }} className="no-print">
        <Tabs
          value={tab}
          onChange={(_, next: TabName) => show(next)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={translate('resources.members.show.sections')}
        >
          {tabs.map((name) => (
            <Tab
              key={name}
              value={name}
              label={translate(`resources.members.show.tabs.${name}`)}
              id={`member-tab-${name}`}
              aria-controls={`member-tabpanel-${name}`}
              data-testid={`member-tab-${name}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box
        role="tabpanel"
        id={`member-tabpanel-${tab}`}
        aria-labelledby={`member-tab-${tab}`}
        sx={{ minWidth: 0 }}
      >
        {panels[tab]}
      </Box>
      {transferring && (
        <TransferDialog
          memberId={member.id}
          name={`${member.firstName} ${member.lastName}`}
          homeBranchId={homeBranchId}
          onClose={() => setTransferring(false)}
        />
      )}
      {current && renewing && (
        <RenewDialog membership={current} open={renewing} onClose={() => setRenewing(false)} />
      )}
    </Box>
  );
}
