import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import type { PaymentDto } from '@gym/contracts';
import { listCsvUrl } from '../lib/CsvDownloadButton';
import { ListPagination } from '../lib/ListPagination';
import { canWork, useRole } from '../lib/useRole';
import { CardHeading } from './CardHeading';
import { ListSearchBox } from './ListSearchBox';
import { PaymentRow, paymentListSx } from './PaymentRow';

const SKELETON_ROWS = 5;

function HistoryCard() {
  const translate = useTranslate();
  const { data, isPending, filterValues } = useListContext<PaymentDto>();
  // The export is the front desk's (a member's portal lists only their own payments).
  const mayExport = canWork(useRole());
  const searching = typeof filterValues.q === 'string' && filterValues.q !== '';
  const label = (key: string) => translate(`resources.payments.list.${key}`);
  return (
    <Card component="section" aria-label={label('history')} data-testid="payment-history">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <CardHeading
          title={label('history')}
          download={mayExport ? listCsvUrl('payments/all.csv', filterValues) : undefined}
        />
        <ListSearchBox placeholder="resources.payments.list.historySearch" />
        {isPending ? (
          Array.from({ length: SKELETON_ROWS }, (_, n) => <Skeleton key={n} height={40} />)
        ) : !data || data.length === 0 ? (
          <Box sx={{ py: 4, textAlign: 'center' }}>
            <Typography fontWeight={600}>
              {label(searching ? 'noHistorySearch' : 'noHistory')}
            </Typography>
            {!searching && <Typography color="text.secondary">{label('noHistoryText')}</Typography>}
          </Box>
        ) : (
          <Box component="ul" sx={paymentListSx}>
            {data.map((payment) => (
              <PaymentRow key={payment.id} payment={payment} />
            ))}
          </Box>
        )}
        <ListPagination />
      </CardContent>
    </Card>
  );
}

/** Every payment, newest first, 10 a page, each naming its member; searchable and exportable. */
export function PaymentHistory() {
  return (
    <ListBase<PaymentDto>
      resource="payments"
      sort={{ field: 'paymentDate', order: 'DESC' }}
      perPage={10}
      disableSyncWithLocation
      storeKey={false}
      exporter={false}
    >
      <HistoryCard />
    </ListBase>
  );
}
