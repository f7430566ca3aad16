import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useListContext, useTranslate } from 'react-admin';
import { formatDate } from '../lib/formatDate';
import { MemberStatusChip } from './MemberStatusChip';
import type { Member } from './types';

/** The member list on a phone: one stacked card per member instead of a wide table. */
export function MemberCards({ actions }: { actions: (member: Member) => ReactNode }) {
  const translate = useTranslate();
  const { data, isPending } = useListContext<Member>();
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
            <MemberStatusChip status={member.status} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {member.email} · {member.phone}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {translate('resources.members.fields.joinDate')}: {formatDate(member.joinDate)}
          </Typography>
          {actions(member)}
        </Box>
      ))}
    </Box>
  );
}
