import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import PaymentsIcon from '@mui/icons-material/Payments';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import PrintIcon from '@mui/icons-material/Print';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { openInNewTab, receiptPageUrl } from '../payments/receiptLinks';
import { CurrentMembershipCard } from './CurrentMembershipCard';
import { InviteButton } from './InviteButton';
import { MemberHistory } from './MemberHistory';
import { MemberCodeCard } from './MemberCodeCard';
import { MembershipFreezes } from './MembershipFreezes';
import { MemberPaymentHistory } from './MemberPaymentHistory';
import { EmergencyContactCard, PersonalInfoCard } from './PersonalInfoCard';
import { RenewDialog } from './RenewDialog';
import { useMemberPayments } from './useMemberPayments';
import type { MemberDetail as MemberDetailRecord } from './types';

const OWING = ['partial_paid', 'pending_payment'];

/**
 * A member's record: personal data, the current membership (the server lists the one running
 * today first, then those to come, then past ones), and payments. `canWork` shows the actions staff may take; a member only reads and prints.
 */
export function MemberDetail({
  member,
  canWork,
}: {
  member: MemberDetailRecord;
  canWork: boolean;
}) {
  const translate = useTranslate();
  const [renewing, setRenewing] = useState(false);
  const payments = useMemberPayments(member.id);
  const current = member.memberships[0];
  const latestPayment = payments?.[0];
  const action = (key: string) => translate(`resources.members.show.${key}`);
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }} data-testid="member-detail">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {canWork && (
          <Button component={Link} to="/members" startIcon={<ArrowBackIcon />} className="no-print">
            {action('back')}
          </Button>
        )}
        <Typography variant="h4" component="h1" fontWeight={700} sx={{ flexGrow: 1 }}>
          {member.firstName} {member.lastName}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} className="no-print">
        {canWork && (
          <Button
            variant="contained"
            component={Link}
            to={`/members/${member.id}/edit`}
            startIcon={<EditIcon />}
          >
            {action('editMember')}
          </Button>
        )}
        {canWork && current && OWING.includes(current.status) && (
          <Button
            variant="outlined"
            component={Link}
            to={`/payments/${current.id}/record`}
            startIcon={<PaymentsIcon />}
          >
            {action('recordPayment')}
          </Button>
        )}
        {canWork && current && current.status !== 'cancelled' && (
          <Button
            variant="outlined"
            startIcon={<AutorenewIcon />}
            onClick={() => setRenewing(true)}
          >
            {action('renew')}
          </Button>
        )}
        {canWork && !member.userId && <InviteButton memberId={member.id} />}
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {action('printReport')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<ReceiptLongIcon />}
          disabled={!latestPayment}
          onClick={() => latestPayment && openInNewTab(receiptPageUrl(latestPayment.id))}
        >
          {action('latestReceipt')}
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <PersonalInfoCard member={member} />
          <MemberCodeCard member={member} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <EmergencyContactCard member={member} />
          <CurrentMembershipCard membership={current} />
          {current && <MembershipFreezes membership={current} canWork={canWork} />}
        </Box>
      </Box>
      <MemberPaymentHistory payments={payments} />
      {canWork && <MemberHistory member={member} />}
      {current && renewing && (
        <RenewDialog membership={current} open={renewing} onClose={() => setRenewing(false)} />
      )}
    </Box>
  );
}
