import type { ReactNode } from 'react';
import { Box, Table, TableCell, TableFooter, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatRupees } from '@gym/contracts';

export const col = (key: string) => `app.reports.columns.${key}`;

/** The column names: `first` (one or more, left-aligned), then `keys` (figures, right-aligned). */
export function HeadRow({ keys, first }: { keys: readonly string[]; first: string | string[] }) {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        {[first].flat().map((key) => (
          <TableCell key={key}>{translate(col(key))}</TableCell>
        ))}
        {keys.map((key) => (
          <TableCell key={key} align="right">
            {translate(col(key))}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

/** A report's table, scrolling sideways on a narrow screen; `below` it (a pager) scrolls along. */
export function ScrollTable({ children, below }: { children: ReactNode; below?: ReactNode }) {
  return (
    // Focusable, so a keyboard can scroll it sideways on a phone.
    <Box sx={{ overflowX: 'auto' }} tabIndex={0}>
      <Table size="small">{children}</Table>
      {below}
    </Box>
  );
}

/** One line of a report: `data-key` and the cells' `data-field` name it for the browser tests. */
export function ReportRow({ id, children }: { id: string; children: ReactNode }) {
  return (
    <TableRow data-testid="report-row" data-key={id}>
      {children}
    </TableRow>
  );
}

/** The "Total" line under a report's rows; the word spans `span` columns. */
export function TotalRow({ span, children }: { span?: number; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <TableFooter>
      <TableRow data-testid="report-total">
        <TableCell colSpan={span}>{translate('app.reports.total')}</TableCell>
        {children}
      </TableRow>
    </TableFooter>
  );
}

/** A count, right-aligned. */
export function CountCell({ field, value }: { field: string; value: number }) {
  return (
    <TableCell align="right" data-field={field}>
      {value}
    </TableCell>
  );
}

/** An amount in rupees, right-aligned; `data-value` holds it exactly, as the API gave it. */
export function MoneyCell({ field, value }: { field: string; value: string }) {
  return (
    <TableCell align="right" data-field={field} data-value={value}>
      {formatRupees(value)}
    </TableCell>
  );
}
