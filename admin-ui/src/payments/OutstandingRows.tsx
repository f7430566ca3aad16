import { formatRupees } from '@gym/contracts';
import {
  Box,
  Button,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { MembershipDto } from '@gym/contracts';
import { MembershipStatusBadge } from '../memberships/MembershipStatusBadge';

const SKELETON_ROWS = 5;

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
export function OutstandingItem(props: { membership: MembershipDto; canRecord: boolean }) {
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

/** Outstanding memberships as a table: name, plan and e-mail, amounts, status, Record Payment. */
export function OutstandingTable(props: {
  data: MembershipDto[] | undefined;
  isPending: boolean;
  canRecord: boolean;
}) {
  const translate = useTranslate();
  const { data, isPending, canRecord } = props;
  const label = (key: string) => translate(`resources.payments.list.${key}`);
  return (
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
  );
}
