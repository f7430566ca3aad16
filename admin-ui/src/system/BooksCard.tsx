import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { BooksStatusDto, ReadModelsCheckDto } from '@gym/contracts';
import { formatDateTime } from '../lib/formatDate';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import { useRole } from '../lib/useRole';

const RUNNING_POLL_MS = 2_000;

/**
 * The books' latest seal, and "Verify books": the check runs on the server in the background
 * (a worker thread); this card polls while it runs and shows the result, the first mismatch and
 * whether a pasted digest still matches.
 */
export function BooksCard() {
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const queryClient = useQueryClient();
  const [digest, setDigest] = useState('');
  const role = useRole();
  const { data } = useQuery({
    queryKey: ['system', 'books'],
    queryFn: () => dataProvider.getBooksStatus(),
    enabled: role === 'admin',
    refetchInterval: (query) =>
      (query.state.data as BooksStatusDto | undefined)?.check.state === 'running'
        ? RUNNING_POLL_MS
        : false,
  });
  const verify = useMutation({
    mutationFn: () => dataProvider.verifyBooks(digest.trim() || undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['system', 'books'] }),
  });
  const seal = data?.latestSeal;
  const check = data?.check;
  const result = check?.state === 'done' ? check.result : null;
  return (
    <Box>
      <Typography variant="h6" component="h2">
        {translate('app.system.books.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.system.books.subtitle')}
      </Typography>
      <Card>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography data-testid="latest-seal">
            {seal
              ? translate('app.system.books.latestSeal', {
                  number: seal.sealNumber,
                  time: formatDateTime(seal.sealedAt),
                  digest: seal.shortDigest,
                })
              : translate('app.system.books.noSeal')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <TextField
              size="small"
              label={translate('app.system.books.digest')}
              helperText={translate('app.system.books.digestHelp')}
              value={digest}
              onChange={(e) => setDigest(e.target.value)}
              inputProps={{ maxLength: 60, autoComplete: 'off', spellCheck: false }}
              sx={{ minWidth: 280 }}
            />
            <Button
              variant="contained"
              onClick={() => verify.mutate()}
              disabled={verify.isPending || check?.state === 'running'}
            >
              {translate('app.system.books.verify')}
            </Button>
          </Box>
          {verify.isError && <Alert severity="error">{verify.error.message}</Alert>}
          {check?.state === 'running' && (
            <Alert severity="info">{translate('app.system.books.running')}</Alert>
          )}
          {check?.state === 'failed' && (
            <Alert severity="error">
              {translate('app.system.books.failed', { error: check.error ?? '' })}
            </Alert>
          )}
          {result && (
            <Alert severity={result.matches ? 'success' : 'error'} data-testid="books-result">
              <Typography fontWeight="bold">
                {translate(
                  result.sealsMatch ? 'app.system.books.match' : 'app.system.books.noMatch',
                )}
              </Typography>
              <Typography variant="body2">
                {translate('app.system.books.checked', {
                  events: result.eventsChecked,
                  seals: result.sealsChecked,
                  unsealed: result.unsealedEvents,
                  time: formatDateTime(check!.finishedAt ?? check!.startedAt!),
                })}
              </Typography>
              {result.firstMismatch && (
                <Typography variant="body2">
                  {translate('app.system.books.firstMismatch', {
                    message: result.firstMismatch.message,
                  })}
                </Typography>
              )}
              {result.digest && <Typography variant="body2">{result.digest.message}</Typography>}
              {result.readModels && <ReadModelsResult check={result.readModels} />}
            </Alert>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

/** The read models against the log: the verdict, and the rows that differ (up to 20 listed). */
function ReadModelsResult({ check }: { check: ReadModelsCheckDto }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 1 }} data-testid="read-models-result">
      <Typography fontWeight="bold">
        {check.matches
          ? translate('app.system.books.readModelsMatch', {
              rows: check.rowsChecked,
              tables: check.tables.length,
            })
          : translate('app.system.books.readModelsNoMatch', { count: check.differingRows })}
      </Typography>
      {check.differences.map((d) => (
        <Typography variant="body2" key={`${d.table} ${JSON.stringify(d.key)}`}>
          {d.message}
        </Typography>
      ))}
      {check.differencesCapped && (
        <Typography variant="body2">
          {translate('app.system.books.readModelsMore', {
            count: check.differingRows - check.differences.length,
          })}
        </Typography>
      )}
      {check.notChecked.map((n) => (
        <Typography variant="body2" key={n.readModel}>
          {translate('app.system.books.readModelsNotChecked', n)}
        </Typography>
      ))}
    </Box>
  );
}
