import {
  Box,
  Card,
  Chip,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import type { ProjectorState, ProjectorStatusDto } from '@gym/contracts';
import { formatDateTime } from '../lib/formatDate';
import { useRole } from '../lib/useRole';
import { NoAccess } from '../lib/NoAccess';
import { howCurrent } from './howCurrent';
import { useSystemStatus } from './useSystemStatus';

const stateKeys: Record<ProjectorState, { key: string; color: 'success' | 'info' | 'error' }> = {
  'up to date': { key: 'app.system.states.upToDate', color: 'success' },
  'catching up': { key: 'app.system.states.catchingUp', color: 'info' },
  rebuilding: { key: 'app.system.states.rebuilding', color: 'info' },
  failing: { key: 'app.system.states.failing', color: 'error' },
};

function ProjectorRow({ projector }: { projector: ProjectorStatusDto }) {
  const translate = useTranslate();
  const state = stateKeys[projector.state];
  const { failure } = projector;
  const current = howCurrent(projector);
  return (
    <>
      <TableRow data-testid="projector-row" sx={failure ? { '& > *': { borderBottom: 0 } } : {}}>
        <TableCell component="th" scope="row">
          {projector.projector}
        </TableCell>
        <TableCell data-testid="how-current">
          {projector.checkpoint || projector.behind.events === 0
            ? translate(current.key, current.options)
            : translate('app.system.status.notStarted')}
        </TableCell>
        <TableCell>
          <Chip size="small" color={state.color} label={translate(state.key)} />
        </TableCell>
      </TableRow>
      {failure && (
        <TableRow>
          <TableCell colSpan={3} sx={{ pt: 0 }}>
            <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
              {failure.position
                ? translate('app.system.status.stoppedAt', {
                    position: failure.position,
                    eventType: failure.eventType,
                    streamId: failure.streamId,
                    error: failure.error,
                  })
                : translate('app.system.status.stopped', { error: failure.error })}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {translate('app.system.status.attempts', {
                since: formatDateTime(failure.failingSince),
                attempts: failure.attempts,
                next: formatDateTime(failure.nextRetryAt),
              })}
            </Typography>
          </TableCell>
        </TableRow>
      )}
    </>
  );
}

/** Admins: every read model's projector, where it stands and why it stopped, if it did. */
export default function SystemStatusPage() {
  const translate = useTranslate();
  const role = useRole();
  const { data, isPending, isError } = useSystemStatus();
  if (role && role !== 'admin') return <NoAccess />;
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="app.system.status.title" />
      <Box>
        <Typography variant="h4" component="h1" fontWeight={700}>
          {translate('app.system.status.title')}
        </Typography>
        <Typography color="text.secondary">{translate('app.system.status.subtitle')}</Typography>
      </Box>
      <Card sx={{ overflowX: 'auto' }}>
        {isPending ? (
          <Skeleton height={160} sx={{ mx: 2 }} />
        ) : isError ? (
          <Typography color="error" sx={{ p: 2 }}>
            {translate('app.system.status.fetchFailed')}
          </Typography>
        ) : (
          <Table size="small" aria-label={translate('app.system.status.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.system.status.projector')}</TableCell>
                <TableCell>{translate('app.system.status.howCurrent')}</TableCell>
                <TableCell>{translate('app.system.status.state')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.projections.map((projector) => (
                <ProjectorRow key={projector.projector} projector={projector} />
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
      {data && (
        <Typography variant="caption" color="text.secondary">
          {translate('app.system.status.checkedAt', { time: formatDateTime(data.checkedAt) })}
        </Typography>
      )}
    </Box>
  );
}
