import { Alert, Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PROJECTION_LAG_LIMIT_SECONDS } from '@gym/contracts';
import { Link } from 'react-router-dom';
import { useSystemStatus } from './useSystemStatus';
import { SYSTEM_STATUS_PATH } from './paths';

/**
 * On every page, for admins: which read model or reactor stopped, where and why, or which read
 * model lags far behind (a projection service stopped), with a link to details.
 */
export function ProjectionBanner() {
  const translate = useTranslate();
  const { data } = useSystemStatus();
  const failures = data?.projections.flatMap((p) => (p.failure ? [p.failure] : [])) ?? [];
  const reactorFailures = data?.reactors.flatMap((r) => (r.failure ? [r.failure] : [])) ?? [];
  const lagging =
    data?.projections.filter((p) => !p.failure && p.lagSeconds > PROJECTION_LAG_LIMIT_SECONDS) ??
    [];
  if (failures.length === 0 && reactorFailures.length === 0 && lagging.length === 0) return null;
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
      {reactorFailures.map((failure) => (
        <Box key={failure.projector}>
          {translate(
            failure.position
              ? 'app.system.banner.reactorStoppedAt'
              : 'app.system.banner.reactorStopped',
            { reactor: failure.projector, position: failure.position, error: failure.error },
          )}
        </Box>
      ))}
      {lagging.length > 0 && (
        <Box>
          {translate('app.system.banner.lagging', {
            projectors: lagging.map((p) => p.projector).join(', '),
            minutes: Math.ceil(Math.max(...lagging.map((p) => p.lagSeconds)) / 60),
          })}
        </Box>
      )}
    </Alert>
  );
}
