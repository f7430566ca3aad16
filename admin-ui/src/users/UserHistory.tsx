import { useQuery } from '@tanstack/react-query';
import {
  Box,
  Button,
  Card,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { AccountDto, AuditEntryDto } from '@gym/contracts';
import { useGymDataProvider } from '../providers/useGymDataProvider';

/** The account's audit trail (GET /api/audit?stream=account-{id}): what changed, who, when. */
export default function UserHistory() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const { data: account } = useGetOne<AccountDto>('users', { id });
  const { data: entries } = useQuery({
    queryKey: ['users', 'history', id],
    queryFn: () => dataProvider.getAccountHistory(id),
  });
  const t = (key: string, args?: Record<string, unknown>) =>
    translate(`resources.users.history.${key}`, args);
  const what = (entry: AuditEntryDto) => {
    const data = entry.data as { from?: string; to?: string };
    const role = (r?: string) => (r ? translate(`resources.users.roles.${r}`) : '');
    return t(`types.${entry.type}`, { _: entry.type, from: role(data.from), to: role(data.to) });
  };
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Typography variant="h4" component="h1" fontWeight={700}>
        {t('title', { username: account?.username ?? '' })}
      </Typography>
      <Card>
        <Table size="small" data-testid="account-history">
          <TableHead>
            <TableRow>
              <TableCell>{t('when')}</TableCell>
              <TableCell>{t('what')}</TableCell>
              <TableCell>{t('who')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries?.map((entry) => (
              <TableRow key={entry.revision}>
                <TableCell>{new Date(entry.occurredAt).toLocaleString()}</TableCell>
                <TableCell>{what(entry)}</TableCell>
                <TableCell>{entry.actor?.username ?? t('system')}</TableCell>
              </TableRow>
            ))}
            {entries?.length === 0 && (
              <TableRow>
                <TableCell colSpan={3}>{t('empty')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Card>
      <Box>
        <Button component={Link} to="/users">
          {t('back')}
        </Button>
      </Box>
    </Box>
  );
}
