import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { RecordContextProvider, useListContext, useTranslate, type RaRecord } from 'react-admin';

/**
 * A list on a phone: one stacked card per record of the list context instead of a table too wide
 * for the screen. A plain list (ul/li, no table roles); inside a card the record is in context, so
 * fields and buttons written for the table's cells work as they are.
 */
export function PhoneCards<T extends RaRecord>({
  children,
  label,
  empty = 'ra.navigation.no_results',
  testId,
  cardTestId,
}: {
  children: (record: T) => ReactNode;
  /** The list's name for screen readers (i18n key). */
  label?: string;
  empty?: string;
  testId?: string;
  cardTestId?: string;
}) {
  const translate = useTranslate();
  const { data, isPending } = useListContext<T>();
  if (isPending) return null;
  if (!data || data.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
        {translate(empty, { name: label && translate(label) })}
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={label && translate(label)}
      data-testid={testId}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {data.map((record) => (
        <Box
          component="li"
          key={record.id}
          data-testid={cardTestId}
          sx={{ p: 2, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}
        >
          <RecordContextProvider value={record}>{children(record)}</RecordContextProvider>
        </Box>
      ))}
    </Box>
  );
}
