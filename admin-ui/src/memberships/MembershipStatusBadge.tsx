import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MembershipStatus } from '@gym/contracts';

const colors: Partial<Record<MembershipStatus, 'error' | 'warning' | 'success'>> = {
  pending_payment: 'error',
  partial_paid: 'warning',
  active: 'success',
};

/** pending_payment "Pending Payment" (destructive), partial_paid, active (success); other values raw. */
export function MembershipStatusBadge({ status }: { status: MembershipStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={colors[status] ?? 'default'}
      variant={colors[status] ? 'filled' : 'outlined'}
      label={translate(`resources.memberships.statuses.${status}`, { _: status })}
      data-testid="membership-status"
    />
  );
}
