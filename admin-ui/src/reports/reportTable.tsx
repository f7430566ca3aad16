import type { ReactNode } from 'react';
import { Box, Table, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { dateTimeFormat } from '@gym/contracts';

export const col = (key: string) => `app.reports.columns.${key}`;

/** "2026-11" → "Nov 2026". */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return dateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, m! - 1, 1)),
  );
}

export function HeadRow({ keys, first }: { keys: string[]; first: string }) {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        <TableCell>{translate(col(first))}</TableCell>
        {keys.map((key) => (
          <TableCell key={key} align="right">
            {translate(col(key))}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

export function ScrollTable({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">{children}</Table>
    </Box>
  );
}
