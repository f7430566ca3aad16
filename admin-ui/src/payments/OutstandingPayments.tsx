import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { ListBase, useGetList, useListContext, useTranslate } from 'react-admin';
import { AGEING_BUCKETS, type AgeingBucket, type MembershipDto } from '@gym/contracts';
import { ListPagination } from '../lib/ListPagination';
import { listCsvUrl } from '../lib/CsvDownloadButton';
import { useIsPhone } from '../lib/useIsPhone';
import { CardHeading } from './CardHeading';
import { ListSearchBox } from './ListSearchBox';
import { OutstandingItem, OutstandingTable } from './OutstandingRows';

/** A member's own empty list: fully paid, or no membership at all (their memberships only). */
function OwnEmptyText() {
  const translate = useTranslate();
  const { total, isPending } = useGetList<MembershipDto>('memberships', {
    pagination: { page: 1, perPage: 1 },
  });
  if (isPending) return null;
  return (
    <Typography color="text.secondary">
      {translate(
        total
          ? 'resources.payments.list.memberAllPaid'
          : 'resources.payments.list.memberNoMembership',
      )}
    </Typography>
  );
}

function Empty({ searching, own }: { searching: boolean; own: boolean }) {
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
      {!searching && own && <OwnEmptyText />}
      {!searching && !own && (
        <Typography color="text.secondary">
          {translate('resources.payments.list.allPaid')}
        </Typography>
      )}
    </Box>
  );
}

/** The dues ageing report opens this list at one of its buckets: /payments?ageing=31-60. */
function useAgeingBucket(): [AgeingBucket | undefined, () => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get('ageing') ?? '';
  const bucket = (AGEING_BUCKETS as readonly string[]).includes(param)
    ? (param as AgeingBucket)
    : undefined;
  return [bucket, () => setSearchParams({})];
}

function OutstandingCard({
  canRecord,
  own,
  ageing,
}: {
  canRecord: boolean;
  own: boolean;
  ageing?: AgeingBucket;
}) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const { data, isPending, filterValues, filter, sort } = useListContext<MembershipDto>();
  const searching = typeof filterValues.q === 'string' && filterValues.q !== '';
  const title = translate('resources.payments.list.outstanding');
  return (
    <Card component="section" aria-label={title} data-testid="outstanding-payments">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <CardHeading
          title={title}
          // Every outstanding membership the search matches (staff only: a member has no export).
          download={
            own ? undefined : listCsvUrl('memberships.csv', { ...filterValues, ...filter }, sort)
          }
        />
        {ageing && <AgeingChip bucket={ageing} />}
        <ListSearchBox placeholder="resources.payments.list.outstandingSearch" />
        {!isPending && (!data || data.length === 0) ? (
          <Empty searching={searching} own={own} />
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

function AgeingChip({ bucket }: { bucket: AgeingBucket }) {
  const translate = useTranslate();
  const [, clear] = useAgeingBucket();
  return (
    <Box>
      <Chip
        data-testid="ageing-filter"
        label={translate('app.reports.ageingFilter', {
          bucket: translate(`app.reports.buckets.${bucket}`),
        })}
        onDelete={clear}
      />
    </Box>
  );
}

/** Memberships that still owe money, 10 a page; staff record a payment from here. */
export function OutstandingPayments({ canRecord, own }: { canRecord: boolean; own: boolean }) {
  const [ageing] = useAgeingBucket();
  return (
    <ListBase<MembershipDto>
      resource="memberships"
      filter={{ outstanding: true, ...(ageing ? { ageing } : {}) }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={10}
      disableSyncWithLocation
      storeKey={false}
      exporter={false}
    >
      <OutstandingCard canRecord={canRecord} own={own} ageing={ageing} />
    </ListBase>
  );
}
