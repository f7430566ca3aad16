import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

export function ActiveBadge({ active }: { active: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      label={translate(`resources.subscriptions.list.${active ? 'active' : 'inactive'}`)}
    />
  );
}
