import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MemberStatus } from '@gym/contracts';

const colors = { active: 'success', inactive: 'default', suspended: 'error' } as const;

export function MemberStatusChip({ status }: { status: MemberStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={colors[status]}
      label={translate(`resources.members.statuses.${status}`, { _: status })}
    />
  );
}
