import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useListContext, useTranslate } from 'react-admin';
import { formatDate } from '../lib/formatDate';
import { MemberStatusChip } from './MemberStatusChip';
import { BalanceCell, MembershipStateChip } from './MembershipSummary';
import type { MemberListItem } from './types';

/** The member list on a phone: one stacked card per member instead of a wide table. */
export function MemberCards({ actions }: { actions: (member: MemberListItem) => ReactNode }) {
  const translate = useTranslate();
  const { data, isPending } = useListContext<MemberListItem>();
  if (isPending) return null;
  if (!data || data.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
        {translate('resources.members.list.emptySearch')}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {data.map((member) => (
        <Box
          component="li"
          key={member.id}
          sx={{ p: 2, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Link to={`/members/${member.id}/view`}>
              {member.firstName} {member.lastName}
            </Link>
            {member.status !== 'active' && <MemberStatusChip status={member.status} />}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {member.email} · {member.phone}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <MembershipStateChip current={member.currentMembership} />
            {member.currentMembership && (
              <Typography variant="body2">
                {member.currentMembership.planName} · {translate('resources.members.list.ends')}{' '}
                {formatDate(member.currentMembership.endDate)}
              </Typography>
            )}
          </Box>
          {Number.parseFloat(member.balance) > 0 && (
            <Typography variant="body2" component="div">
              {translate('resources.members.list.balance')}:{' '}
              <BalanceCell balance={member.balance} />
            </Typography>
          )}
          {actions(member)}
        </Box>
      ))}
    </Box>
  );
}
