import type { ReactNode } from 'react';
import { Box, Table, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

export const col = (key: string) => `app.reports.columns.${key}`;

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
