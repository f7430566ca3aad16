import { Box, Card, CardContent, Typography } from '@mui/material';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import type { MembershipDto } from '@gym/contracts';
import { ListPagination } from '../lib/ListPagination';
import { useCsvExporter } from '../lib/useCsvExporter';
import { useIsPhone } from '../lib/useIsPhone';
import { CardHeading } from './CardHeading';
import { ListSearchBox } from './ListSearchBox';
import { OutstandingItem, OutstandingTable } from './OutstandingRows';
import { outstandingCsvColumns } from './paymentCsv';

function Empty({ searching }: { searching: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 4, textAlign: 'center' }}>
      <Typography fontWeight={600}>
        {translate(
          searching
            ? 'resources.payments.list.noOutstandingSearch'
            : 'resources.payments.list.noOutstanding',
        )}
      </Typography>
      {!searching && (
        <Typography color="text.secondary">
          {translate('resources.payments.list.allPaid')}
        </Typography>
      )}
    </Box>
  );
}

function OutstandingCard({ canRecord }: { canRecord: boolean }) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const { data, isPending, filterValues } = useListContext<MembershipDto>();
  const searching = typeof filterValues.q === 'string' && filterValues.q !== '';
  const title = translate('resources.payments.list.outstanding');
  return (
    <Card component="section" aria-label={title} data-testid="outstanding-payments">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <CardHeading title={title} />
        <ListSearchBox placeholder="resources.payments.list.outstandingSearch" />
        {!isPending && (!data || data.length === 0) ? (
          <Empty searching={searching} />
        ) : isPhone && data ? (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {data.map((membership) => (
              <OutstandingItem key={membership.id} membership={membership} canRecord={canRecord} />
            ))}
          </Box>
        ) : (
          <OutstandingTable data={data} isPending={isPending} canRecord={canRecord} />
        )}
        <ListPagination />
      </CardContent>
    </Card>
  );
}

/** Memberships that still owe money, 10 a page; staff record a payment from here. */
export function OutstandingPayments({ canRecord }: { canRecord: boolean }) {
  const exporter = useCsvExporter('outstanding-payments', outstandingCsvColumns);
  return (
    <ListBase<MembershipDto>
      resource="memberships"
      filter={{ outstanding: true }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={10}
      disableSyncWithLocation
      storeKey={false}
      exporter={exporter}
    >
      <OutstandingCard canRecord={canRecord} />
    </ListBase>
  );
}
