import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { durationLabel, formatRupees, type MembershipDto } from '@gym/contracts';
import { formatDate } from '../lib/formatDate';
import { gymToday } from '../lib/gymToday';
import { MembershipStatusBadge } from '../memberships/MembershipStatusBadge';
import { InfoCard, InfoItem, infoGrid } from './InfoCard';
import { daysRemaining } from './joinedAgo';

function DaysRemaining({ membership }: { membership: MembershipDto }) {
  const translate = useTranslate();
  const { days, labelKey } = daysRemaining(membership.endDate, gymToday());
  return (
    <Box data-testid="days-remaining">
      <Typography variant="h5" component="span" fontWeight={700}>
        {days}
      </Typography>{' '}
      <Typography
        component="span"
        color={labelKey ? 'error' : 'text.secondary'}
        fontWeight={labelKey ? 600 : 400}
      >
        {labelKey
          ? translate(labelKey)
          : translate('resources.members.show.daysUnit', { smart_count: days })}
      </Typography>
    </Box>
  );
}

export function CurrentMembershipCard({ membership }: { membership: MembershipDto | undefined }) {
  const translate = useTranslate();
  if (!membership) {
    return (
      <InfoCard title="resources.members.show.membership" testId="current-membership">
        <Typography color="text.secondary">
          {translate('resources.members.show.noMembership')}
        </Typography>
      </InfoCard>
    );
  }
  const label = (name: string) => `resources.members.show.${name}`;
  return (
    <InfoCard
      title="resources.members.show.membership"
      testId="current-membership"
      action={<MembershipStatusBadge status={membership.status} />}
    >
      <Box sx={infoGrid}>
        <InfoItem
          label={label('plan')}
          value={`${membership.plan.name} (${durationLabel(membership.plan.duration)})`}
        />
        <InfoItem
          label={label('daysRemaining')}
          value={<DaysRemaining membership={membership} />}
        />
        <InfoItem label={label('startDate')} value={formatDate(membership.startDate)} />
        <InfoItem label={label('endDate')} value={formatDate(membership.endDate)} />
      </Box>
      <Typography variant="subtitle2">{translate(label('payment'))}</Typography>
      <Box sx={{ ...infoGrid, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
        <InfoItem label={label('totalAmount')} value={formatRupees(membership.totalAmount)} />
        <InfoItem label={label('paidAmount')} value={formatRupees(membership.paidAmount)} />
        <InfoItem
          label={label('remainingAmount')}
          value={formatRupees(membership.remainingAmount)}
        />
        {/* Nothing is due on a membership paid in full. */}
        {Number.parseFloat(membership.remainingAmount) > 0 && (
          <InfoItem label={label('nextDue')} value={formatDate(membership.nextPaymentDueDate)} />
        )}
      </Box>
    </InfoCard>
  );
}
