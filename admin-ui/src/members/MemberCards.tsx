import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useBranchName, useMultiBranch, type WithBranch } from '../lib/branches';
import { formatDate } from '../lib/formatDate';
import { PhoneCards } from '../lib/PhoneCards';
import { MemberStatusChip } from './MemberStatusChip';
import { BalanceCell, MembershipStateChip } from './MembershipSummary';
import type { MemberListItem } from './types';

/** The member list on a phone: one stacked card per member instead of a wide table. */
export function MemberCards({ actions }: { actions: (member: MemberListItem) => ReactNode }) {
  const translate = useTranslate();
  const multiBranch = useMultiBranch();
  const branchName = useBranchName();
  const home = (member: MemberListItem) =>
    multiBranch ? branchName((member as MemberListItem & WithBranch).homeBranchId) : '';
  return (
    <PhoneCards<MemberListItem> empty="resources.members.list.emptySearch">
      {(member) => (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Link to={`/members/${member.id}/view`}>
              {member.firstName} {member.lastName}
            </Link>
            {member.status !== 'active' && <MemberStatusChip status={member.status} />}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {member.email} · {member.phone}
            {home(member) && ` · ${home(member)}`}
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
        </>
      )}
    </PhoneCards>
  );
}
