import { Box, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PaymentDto } from '@gym/contracts';
import { PaymentRow, paymentListSx } from '../payments/PaymentRow';
import { InfoCard } from './InfoCard';

export function MemberPaymentHistory({ payments }: { payments: PaymentDto[] | undefined }) {
  const translate = useTranslate();
  return (
    <InfoCard title="resources.members.show.history" testId="member-payment-history">
      {payments === undefined ? (
        <Skeleton height={64} />
      ) : payments.length === 0 ? (
        <Typography color="text.secondary">
          {translate('resources.members.show.noHistory')}
        </Typography>
      ) : (
        <Box component="ul" sx={paymentListSx}>
          {payments.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} />
          ))}
        </Box>
      )}
    </InfoCard>
  );
}
