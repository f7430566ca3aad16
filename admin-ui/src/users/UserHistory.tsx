import { Box, Button, Typography } from '@mui/material';
import { Link, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { AccountDto } from '@gym/contracts';
import HistoryTimeline from '../history/HistoryTimeline';
import { onlyFor } from '../lib/onlyFor';

/** A staff account's History (admins): the same timeline as a member's, plan's or receipt's. */
function UserHistory() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const { data: account } = useGetOne<AccountDto>('users', { id });
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Typography variant="h4" component="h1" fontWeight={700}>
        {translate('resources.users.history.title', { username: account?.username ?? '' })}
      </Typography>
      <HistoryTimeline entity="account" id={id} />
      <Box>
        <Button component={Link} to="/users">
          {translate('resources.users.history.back')}
        </Button>
      </Box>
    </Box>
  );
}

export default onlyFor(['admin'], UserHistory);
