import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { AuditEntityKind, HistoryEntryDto } from '@gym/contracts';
import { formatDateTime } from '../lib/formatDate';
import { useGymDataProvider } from '../providers/useGymDataProvider';

/** The fields a change altered, each "field: before → after" (when several; one is the sentence). */
export function ChangedFields({ entry }: { entry: HistoryEntryDto }) {
  const translate = useTranslate();
  if (entry.changes.length < 2) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 3 }}>
      {entry.changes.map((change) => (
        <Typography component="li" variant="body2" key={change.field}>
          {translate('app.history.change', {
            field: change.label,
            before: change.before,
            after: change.after,
          })}
        </Typography>
      ))}
    </Box>
  );
}

/** One change: the sentence, the fields it changed (when several), who and when. */
export function HistoryEntry({ entry }: { entry: HistoryEntryDto }) {
  const translate = useTranslate();
  return (
    <Box
      component="li"
      data-testid="history-entry"
      sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { border: 0 } }}
    >
      <Typography>{entry.summary}</Typography>
      <ChangedFields entry={entry} />
      <Typography variant="caption" color="text.secondary">
        {translate('app.history.whoWhen', {
          when: formatDateTime(entry.occurredAt),
          who: entry.actor?.name ?? translate('app.history.system'),
        })}
      </Typography>
    </Box>
  );
}

/**
 * The History of a member (with their memberships and payments), a membership, a plan or a
 * payment: newest first, a page at a time ("Show older changes").
 */
export default function HistoryTimeline({
  entity,
  id,
  children,
}: {
  entity: AuditEntityKind;
  id: string;
  /** Shown under the heading (e.g. a choice of what to show). */
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const { data, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useInfiniteQuery({
      queryKey: ['history', entity, id],
      queryFn: ({ pageParam }) => dataProvider.getHistory(entity, id, pageParam),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.next ?? undefined,
    });
  const entries = data?.pages.flatMap((page) => page.entries) ?? [];
  const title = translate('app.history.title');
  return (
    <Card component="section" aria-label={title} data-testid="history" className="no-print">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {children}
        {isPending ? (
          Array.from({ length: 3 }, (_, n) => <Skeleton key={n} height={40} />)
        ) : isError ? (
          <Typography color="error">{translate('app.history.failed')}</Typography>
        ) : entries.length === 0 ? (
          <Typography color="text.secondary">{translate('app.history.empty')}</Typography>
        ) : (
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {entries.map((entry) => (
              <HistoryEntry key={entry.id} entry={entry} />
            ))}
          </Box>
        )}
        {hasNextPage && (
          <Box>
            <Button onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
              {translate('app.history.older')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
