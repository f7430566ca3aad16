import { formatRupees } from '@gym/contracts';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MembershipDto } from '@gym/contracts';
import { MembershipStatusBadge } from '../memberships/MembershipStatusBadge';

export function PaymentSummary({ membership }: { membership: MembershipDto }) {
  const translate = useTranslate();
  const rows: [string, string][] = [
    ['plan', membership.plan.name],
    ['total', formatRupees(membership.totalAmount)],
    ['paid', formatRupees(membership.paidAmount)],
    ['remaining', formatRupees(membership.remainingAmount)],
  ];
  return (
    <Card
      component="section"
      aria-label={translate('resources.payments.record.summary')}
      data-testid="payment-summary"
    >
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {translate('resources.payments.record.summary')}
          </Typography>
          <MembershipStatusBadge status={membership.status} />
        </Box>
        {rows.map(([key, value]) => (
          <Box key={key} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography color="text.secondary">
              {translate(`resources.payments.record.${key}`)}
            </Typography>
            <Typography fontWeight={key === 'remaining' ? 700 : 500} data-testid={`summary-${key}`}>
              {value}
            </Typography>
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}
