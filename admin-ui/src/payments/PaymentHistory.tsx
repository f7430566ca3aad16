import { useState } from 'react';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { PaymentDto } from '@gym/contracts';
import { PaymentRow, paymentListSx } from './PaymentRow';
import { SearchBox } from './SearchBox';

const SKELETON_ROWS = 5;

export function PaymentHistory() {
  const translate = useTranslate();
  const [q, setQ] = useState('');
  const { data, isPending } = useGetList<PaymentDto>('payments', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'paymentDate', order: 'DESC' },
    filter: q ? { q } : {},
  });
  const label = (key: string) => translate(`resources.payments.list.${key}`);
  return (
    <Card component="section" aria-label={label('history')} data-testid="payment-history">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {label('history')}
        </Typography>
        <SearchBox placeholder="resources.payments.list.historySearch" onSearch={setQ} />
        {isPending ? (
          Array.from({ length: SKELETON_ROWS }, (_, n) => <Skeleton key={n} height={40} />)
        ) : !data || data.length === 0 ? (
          <Box sx={{ py: 4, textAlign: 'center' }}>
            <Typography fontWeight={600}>{label(q ? 'noHistorySearch' : 'noHistory')}</Typography>
            {!q && <Typography color="text.secondary">{label('noHistoryText')}</Typography>}
          </Box>
        ) : (
          <Box component="ul" sx={paymentListSx}>
            {data.map((payment) => (
              <PaymentRow key={payment.id} payment={payment} />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
