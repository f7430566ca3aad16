import { Avatar, Box, Chip, Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { MemberDto } from '@gym/contracts';
import { formatDate } from '../lib/formatDate';
import { ResourcePanel } from './ResourcePanel';

/** Active only with an active membership; Pending when active without one; Inactive otherwise. */
function badgeOf(member: MemberDto) {
  if (member.status !== 'active') return { key: 'inactive', color: 'default' as const };
  return member.hasActiveMembership
    ? { key: 'active', color: 'success' as const }
    : { key: 'pending', color: 'warning' as const };
}

export function RecentMembers() {
  const translate = useTranslate();
  return (
    <ResourcePanel<MemberDto>
      resource="members"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={4}
      texts="app.dashboard.recentMembers"
      testId="recent-members"
      row={(member) => {
        const badge = badgeOf(member);
        return {
          primary: (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              <Avatar sx={{ width: 24, height: 24, fontSize: 12 }}>
                {`${member.firstName[0] ?? ''}${member.lastName[0] ?? ''}`.toUpperCase()}
              </Avatar>
              <MuiLink
                component={Link}
                to={`/members/${member.id}/view`}
                underline="hover"
                fontWeight={600}
              >
                {member.firstName} {member.lastName}
              </MuiLink>
            </Box>
          ),
          secondary: `${member.email} · ${formatDate(member.joinDate)}`,
          end: (
            <Chip
              size="small"
              color={badge.color}
              label={translate(`app.dashboard.recentMembers.${badge.key}`)}
            />
          ),
        };
      }}
    />
  );
}
