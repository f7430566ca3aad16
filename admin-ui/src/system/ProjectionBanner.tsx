import { Alert, Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useSystemStatus } from './useSystemStatus';
import { SYSTEM_STATUS_PATH } from './paths';

/** On every page, for admins: which read model stopped, where and why, with a link to details. */
export function ProjectionBanner() {
  const translate = useTranslate();
  const { data } = useSystemStatus();
  const failures = data?.projections.flatMap((p) => (p.failure ? [p.failure] : [])) ?? [];
  if (failures.length === 0) return null;
  return (
    <Alert
      severity="warning"
      data-testid="projection-banner"
      sx={{ mt: 1 }}
      action={
        <Button color="inherit" size="small" component={Link} to={SYSTEM_STATUS_PATH}>
          {translate('app.system.banner.details')}
        </Button>
      }
    >
      {failures.map((failure) => (
        <Box key={failure.projector}>
          {translate(
            failure.position ? 'app.system.banner.stoppedAt' : 'app.system.banner.stopped',
            { projector: failure.projector, position: failure.position, error: failure.error },
          )}
        </Box>
      ))}
    </Alert>
  );
}
