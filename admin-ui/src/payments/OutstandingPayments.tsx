import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  Chip,
  CardContent,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link, useSearchParams } from 'react-router-dom';
import { useGetList, useTranslate } from 'react-admin';
import { AGEING_BUCKETS, type AgeingBucket, type MembershipDto } from '@gym/contracts';
import { formatRupees } from '../lib/formatRupees';
import { useIsPhone } from '../lib/useIsPhone';
import { MembershipStatusBadge } from '../memberships/MembershipStatusBadge';
import { SearchBox } from './SearchBox';

const SKELETON_ROWS = 5;

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

function RecordButton({ membership }: { membership: MembershipDto }) {
  const translate = useTranslate();
  return (
    <Button
      size="small"
      variant="contained"
      component={Link}
      to={`/payments/${membership.id}/record`}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate('resources.payments.list.recordPayment')}
    </Button>
  );
}

/** One membership on a phone: the same facts as a table row, stacked. */
function OutstandingCard(props: { membership: MembershipDto; canRecord: boolean }) {
  const translate = useTranslate();
  const { membership } = props;
  const amounts: [string, string][] = [
    ['total', membership.totalAmount],
    ['paid', membership.paidAmount],
    ['remaining', membership.remainingAmount],
  ];
  return (
    <Box
      component="li"
      data-testid="outstanding-row"
      sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" fontWeight={600}>
            {membership.member.firstName} {membership.member.lastName}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {membership.plan.name} · {membership.member.email}
          </Typography>
        </Box>
        <MembershipStatusBadge status={membership.status} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
        {amounts.map(([key, value]) => (
          <Box key={key}>
            <Typography variant="caption" color="text.secondary" component="p">
              {translate(`resources.payments.list.${key}`)}
            </Typography>
            <Typography variant="body2" fontWeight={key === 'remaining' ? 700 : 400}>
              {formatRupees(value)}
            </Typography>
          </Box>
        ))}
      </Box>
      {props.canRecord && <RecordButton membership={membership} />}
    </Box>
  );
}

/** Memberships that still owe money; staff record a payment from here. */
export function OutstandingPayments({ canRecord }: { canRecord: boolean }) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const [q, setQ] = useState('');
  // The dues ageing report opens this list at one of its buckets: /payments?ageing=31-60.
  const [searchParams, setSearchParams] = useSearchParams();
  const ageingParam = searchParams.get('ageing');
  const ageing = (AGEING_BUCKETS as readonly string[]).includes(ageingParam ?? '')
    ? (ageingParam as AgeingBucket)
    : undefined;
  const { data, isPending } = useGetList<MembershipDto>('memberships', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: { outstanding: true, ...(q ? { q } : {}), ...(ageing ? { ageing } : {}) },
  });
  const label = (key: string) => translate(`resources.payments.list.${key}`);
  return (
    <Card component="section" aria-label={label('outstanding')} data-testid="outstanding-payments">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {label('outstanding')}
        </Typography>
        {ageing && (
          <Box>
            <Chip
              data-testid="ageing-filter"
              label={translate('app.reports.ageingFilter', {
                bucket: translate(`app.reports.buckets.${ageing}`),
              })}
              onDelete={() => setSearchParams({})}
            />
          </Box>
        )}
        <SearchBox placeholder="resources.payments.list.outstandingSearch" onSearch={setQ} />
        {!isPending && (!data || data.length === 0) ? (
          <Empty searching={q !== ''} />
        ) : isPhone && data ? (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {data.map((membership) => (
              <OutstandingCard key={membership.id} membership={membership} canRecord={canRecord} />
            ))}
          </Box>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.members.fields.name')}</TableCell>
                  <TableCell align="right">{label('total')}</TableCell>
                  <TableCell align="right">{label('paid')}</TableCell>
                  <TableCell align="right">{label('remaining')}</TableCell>
                  <TableCell>{translate('resources.members.fields.status')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {isPending
                  ? Array.from({ length: SKELETON_ROWS }, (_, n) => (
                      <TableRow key={n} data-testid="outstanding-skeleton">
                        <TableCell colSpan={6}>
                          <Skeleton />
                        </TableCell>
                      </TableRow>
                    ))
                  : data?.map((membership) => (
                      <TableRow key={membership.id} data-testid="outstanding-row">
                        <TableCell>
                          <Typography variant="body2" fontWeight={600}>
                            {membership.member.firstName} {membership.member.lastName}
                          </Typography>
                          <Typography variant="caption" color="text.secondary" component="p">
                            {membership.plan.name}
                          </Typography>
                          <Typography variant="caption" color="text.secondary" component="p">
                            {membership.member.email}
                          </Typography>
                        </TableCell>
                        <TableCell align="right">{formatRupees(membership.totalAmount)}</TableCell>
                        <TableCell align="right">{formatRupees(membership.paidAmount)}</TableCell>
                        <TableCell align="right" sx={{ fontWeight: 700 }}>
                          {formatRupees(membership.remainingAmount)}
                        </TableCell>
                        <TableCell>
                          <MembershipStatusBadge status={membership.status} />
                        </TableCell>
                        <TableCell align="right">
                          {canRecord && <RecordButton membership={membership} />}
                        </TableCell>
                      </TableRow>
                    ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
