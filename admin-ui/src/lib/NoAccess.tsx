import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { NotFoundCard } from './NotFoundCard';

/** A page this account's role cannot use: said plainly, with a way back, and nothing to press. */
export function NoAccess() {
  return (
    <Box sx={{ px: 2 }} data-testid="no-access">
      <Title title="app.noAccess.title" />
      <NotFoundCard
        title="app.noAccess.title"
        message="app.noAccess.text"
        back="app.noAccess.back"
        to="/"
      />
    </Box>
  );
}
