import { formatRupees } from '@gym/contracts';
import {
  Box,
  Button,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { MembershipDto } from '@gym/contracts';
import { formatDate } from '../lib/formatDate';
import { useIsPhone } from '../lib/useIsPhone';
import { MembershipStatusBadge } from '../memberships/MembershipStatusBadge';
import { InfoCard } from './InfoCard';

const OWING = ['partial_paid', 'pending_payment'];

/**
 * Every membership of the member, upcoming first, then back in time (a member's memberships are
 * a few a year: the detail answer holds them all). The current one is marked.
 */
export function MembershipsTable(props: {
  memberships: MembershipDto[];
  currentId: string | undefined;
  canWork: boolean;
}) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const label = (key: string) => translate(`resources.members.show.${key}`);
  const rows = [...props.memberships].sort(
    (a, b) => b.startDate.localeCompare(a.startDate) || b.createdAt.localeCompare(a.createdAt),
  );
  return (
    <InfoCard title="resources.members.show.memberships" testId="member-memberships">
      {rows.length === 0 ? (
        <Typography color="text.secondary">{label('noMembership')}</Typography>
      ) : isPhone ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rows.map((m) => (
            <Box
              component="li"
              key={m.id}
              data-testid="membership-row"
              sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography fontWeight={600}>{m.plan.name}</Typography>
                {m.id === props.currentId && (
                  <Chip size="small" variant="outlined" label={label('current')} />
                )}
                <Box sx={{ flexGrow: 1 }} />
                <MembershipStatusBadge status={m.status} />
              </Box>
              <Typography variant="body2" color="text.secondary">
                {formatDate(m.startDate)} – {formatDate(m.endDate)} · {formatRupees(m.totalAmount)}
                {Number.parseFloat(m.remainingAmount) > 0 &&
                  ` · ${label('remainingAmount')} ${formatRupees(m.remainingAmount)}`}
              </Typography>
              {props.canWork && OWING.includes(m.status) && (
                <Button
                  size="small"
                  component={Link}
                  to={`/payments/${m.id}/record`}
                  sx={{ justifySelf: 'start' }}
                >
                  {label('recordPayment')}
                </Button>
              )}
            </Box>
          ))}
        </Box>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{label('plan')}</TableCell>
                <TableCell>{label('period')}</TableCell>
                <TableCell>{label('status')}</TableCell>
                <TableCell align="right">{label('totalAmount')}</TableCell>
                <TableCell align="right">{label('remainingAmount')}</TableCell>
                {props.canWork && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((m) => (
                <TableRow
                  key={m.id}
                  data-testid="membership-row"
                  selected={m.id === props.currentId}
                >
                  <TableCell>
                    {m.plan.name}{' '}
                    {m.id === props.currentId && (
                      <Chip size="small" variant="outlined" label={label('current')} />
                    )}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDate(m.startDate)} – {formatDate(m.endDate)}
                  </TableCell>
                  <TableCell>
                    <MembershipStatusBadge status={m.status} />
                  </TableCell>
                  <TableCell align="right">{formatRupees(m.totalAmount)}</TableCell>
                  <TableCell align="right">{formatRupees(m.remainingAmount)}</TableCell>
                  {props.canWork && (
                    <TableCell align="right">
                      {OWING.includes(m.status) && (
                        <Button size="small" component={Link} to={`/payments/${m.id}/record`}>
                          {label('recordPayment')}
                        </Button>
                      )}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </InfoCard>
  );
}
