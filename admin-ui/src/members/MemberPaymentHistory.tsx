import { Box, Skeleton, Typography } from '@mui/material';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import type { PaymentDto } from '@gym/contracts';
import { ListPagination } from '../lib/ListPagination';
import { PaymentRow, paymentListSx } from '../payments/PaymentRow';
import { InfoCard } from './InfoCard';

function Payments() {
  const translate = useTranslate();
  const { data, isPending } = useListContext<PaymentDto>();
  if (isPending) return <Skeleton height={64} />;
  if (!data || data.length === 0)
    return (
      <Typography color="text.secondary">
        {translate('resources.members.show.noHistory')}
      </Typography>
    );
  return (
    <Box component="ul" sx={paymentListSx}>
      {data.map((payment) => (
        <PaymentRow key={payment.id} payment={payment} />
      ))}
    </Box>
  );
}

/** The member's payments, newest first, 10 a page (a failure shows the empty text, as the spec says). */
export function MemberPaymentHistory({ memberId }: { memberId: string }) {
  return (
    <InfoCard title="resources.members.show.history" testId="member-payment-history">
      <ListBase<PaymentDto>
        resource="payments"
        filter={{ memberId }}
        sort={{ field: 'paymentDate', order: 'DESC' }}
        perPage={10}
        disableSyncWithLocation
        storeKey={false}
        exporter={false}
        queryOptions={{ onError: () => undefined }}
      >
        <Payments />
        <ListPagination />
      </ListBase>
    </InfoCard>
  );
}
