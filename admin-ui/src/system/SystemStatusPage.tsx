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
import { useTranslate } from 'react-admin';
import type { ProjectionFailureDto, ProjectorState } from '@gym/contracts';
import { formatDateTime } from '../lib/formatDate';
import { useRole } from '../lib/useRole';
import { NoAccess } from '../lib/NoAccess';
import { Page } from '../lib/PageHeading';
import { howCurrent } from './howCurrent';
import { useSystemStatus } from './useSystemStatus';
import { BooksCard } from './BooksCard';

const stateKeys: Record<ProjectorState, { key: string; color: 'success' | 'info' | 'error' }> = {
  'up to date': { key: 'app.system.states.upToDate', color: 'success' },
  'catching up': { key: 'app.system.states.catchingUp', color: 'info' },
  rebuilding: { key: 'app.system.states.rebuilding', color: 'info' },
  failing: { key: 'app.system.states.failing', color: 'error' },
};

/** A projector or a reactor: where it stands, and why it stopped if it did. */
interface Standing {
  name: string;
  state: ProjectorState;
  checkpoint: unknown;
  behind: { events: number };
  lagSeconds: number;
  failure: ProjectionFailureDto | null;
}

function StandingRow({ row, testId }: { row: Standing; testId: string }) {
  const translate = useTranslate();
  const state = stateKeys[row.state];
  const { failure } = row;
  const current = howCurrent(row);
  return (
    <>
      <TableRow data-testid={testId} sx={failure ? { '& > *': { borderBottom: 0 } } : {}}>
        <TableCell component="th" scope="row">
          {row.name}
        </TableCell>
        <TableCell data-testid="how-current">
          {row.checkpoint || row.behind.events === 0
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

/** One group (read models, or what acts after a write) as a table. */
function StandingTable({
  label,
  nameHeader,
  rows,
  testId,
}: {
  label: string;
  nameHeader: string;
  rows: readonly Standing[];
  testId: string;
}) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate(label)}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(nameHeader)}</TableCell>
          <TableCell>{translate('app.system.status.howCurrent')}</TableCell>
          <TableCell>{translate('app.system.status.state')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <StandingRow key={row.name} row={row} testId={testId} />
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * Admins: every read model's projector, then every reactor (receipt numbers, receipt e-mails),
 * where each stands and why it stopped, if it did.
 */
export default function SystemStatusPage() {
  const translate = useTranslate();
  const role = useRole();
  const { data, isPending, isError } = useSystemStatus();
  if (role && role !== 'admin') return <NoAccess />;
  return (
    <Page title="app.system.status.title" subtitle={translate('app.system.status.subtitle')}>
      <Card sx={{ overflowX: 'auto' }}>
        {isPending ? (
          <Skeleton height={160} sx={{ mx: 2 }} />
        ) : isError ? (
          <Typography color="error" sx={{ p: 2 }}>
            {translate('app.system.status.fetchFailed')}
          </Typography>
        ) : (
          <StandingTable
            label="app.system.status.title"
            nameHeader="app.system.status.projector"
            testId="projector-row"
            rows={data.projections.map((p) => ({ ...p, name: p.projector }))}
          />
        )}
      </Card>
      {data && data.reactors.length > 0 && (
        <Box>
          <Typography variant="h6" component="h2">
            {translate('app.system.status.reactors')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {translate('app.system.status.reactorsSubtitle')}
          </Typography>
          <Card sx={{ overflowX: 'auto' }}>
            <StandingTable
              label="app.system.status.reactors"
              nameHeader="app.system.status.reactor"
              testId="reactor-row"
              rows={data.reactors.map((r) => ({ ...r, name: r.reactor }))}
            />
          </Card>
        </Box>
      )}
      <BooksCard />
      {data && (
        <Typography variant="caption" color="text.secondary">
          {translate('app.system.status.checkedAt', { time: formatDateTime(data.checkedAt) })}
        </Typography>
      )}
    </Page>
  );
}
