import { Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MemberStatus } from '@gym/contracts';

const colors = { active: 'success', inactive: 'default', suspended: 'error' } as const;

/** `quietWhenActive`: the usual case as plain text, so a chip beside it (the membership's) stands out. */
export function MemberStatusChip({
  status,
  quietWhenActive = false,
}: {
  status: MemberStatus;
  quietWhenActive?: boolean;
}) {
  const translate = useTranslate();
  if (quietWhenActive && status === 'active')
    return (
      <Typography variant="body2" component="span" color="text.secondary">
        {translate('resources.members.statuses.active')}
      </Typography>
    );
  return (
    <Chip
      size="small"
      color={colors[status]}
      label={translate(`resources.members.statuses.${status}`, { _: status })}
    />
  );
}
