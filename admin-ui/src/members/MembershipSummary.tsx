import { formatRupees, parseSignedMoney } from '@gym/contracts';
import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MemberListItemDto, MembershipStatus } from '@gym/contracts';
import { formatDate } from '../lib/formatDate';

type Current = MemberListItemDto['currentMembership'];

const colors: Record<MembershipStatus, 'success' | 'warning' | 'error' | 'default'> = {
  active: 'success',
  partial_paid: 'warning',
  pending_payment: 'error',
  expired: 'default',
  cancelled: 'default',
};

/** The current membership's state (what the dashboard's "Active Memberships" counts). */
export function MembershipStateChip({ current }: { current: Current }) {
  const translate = useTranslate();
  if (!current)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {translate('resources.members.membershipStates.none')}
      </Typography>
    );
  return (
    <Chip
      size="small"
      color={colors[current.status]}
      variant={colors[current.status] === 'default' ? 'outlined' : 'filled'}
      label={translate(`resources.members.membershipStates.${current.status}`)}
      data-testid="member-membership-state"
    />
  );
}

/** Plan name with the state chip under it. */
export function MembershipCell({ current }: { current: Current }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      {current && <Typography variant="body2">{current.planName}</Typography>}
      <MembershipStateChip current={current} />
    </Box>
  );
}

export function EndDateCell({ current }: { current: Current }) {
  return <Box sx={{ whiteSpace: 'nowrap' }}>{current ? formatDate(current.endDate) : '—'}</Box>;
}

/** What the member owes over all their memberships; red when anything is due. */
export function BalanceCell({ balance }: { balance: string }) {
  const owes = (parseSignedMoney(balance) ?? 0) > 0;
  return (
    <Typography
      variant="body2"
      component="span"
      sx={{ color: owes ? 'error.dark' : 'text.secondary', fontWeight: owes ? 600 : 400 }}
      data-testid="member-balance"
    >
      {formatRupees(balance)}
    </Typography>
  );
}
