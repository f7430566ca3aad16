import { Box, Button, Skeleton, Typography } from '@mui/material';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import type { PaymentDto } from '@gym/contracts';
import { ListPagination } from '../lib/ListPagination';
import { PaymentRow, paymentListSx } from '../payments/PaymentRow';
import { InfoCard } from './InfoCard';

/** On the Overview: the latest few, and the way to the rest. */
const RECENT = 3;

function Payments({ onSeeAll }: { onSeeAll?: () => void }) {
  const translate = useTranslate();
  const { data, total, isPending } = useListContext<PaymentDto>();
  if (isPending) return <Skeleton height={64} />;
  if (!data || data.length === 0)
    return (
      <Typography color="text.secondary">
        {translate('resources.members.show.noHistory')}
      </Typography>
    );
  return (
    <>
      <Box component="ul" sx={paymentListSx}>
        {data.map((payment) => (
          <PaymentRow key={payment.id} payment={payment} />
        ))}
      </Box>
      {onSeeAll && (total ?? 0) > data.length && (
        <Button onClick={onSeeAll} sx={{ justifySelf: 'start' }} data-testid="all-payments">
          {translate('resources.members.show.allPayments', { count: total })}
        </Button>
      )}
    </>
  );
}

/**
 * The member's payments, newest first: 10 a page on the Payments tab, or (with `onSeeAll`) the
 * latest three on the Overview. A failure shows the empty text, as the spec says.
 */
export function MemberPaymentHistory(props: { memberId: string; onSeeAll?: () => void }) {
  const recent = Boolean(props.onSeeAll);
  return (
    <InfoCard title="resources.members.show.history" testId="member-payment-history">
      <ListBase<PaymentDto>
        resource="payments"
        filter={{ memberId: props.memberId }}
        sort={{ field: 'paymentDate', order: 'DESC' }}
        perPage={recent ? RECENT : 10}
        disableSyncWithLocation
        storeKey={false}
        exporter={false}
        queryOptions={{ onError: () => undefined }}
      >
        <Payments onSeeAll={props.onSeeAll} />
        {!recent && <ListPagination />}
      </ListBase>
    </InfoCard>
  );
}
