import { TableBody, TableCell, TableFooter, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatRupees, type RevenueAmountsDto } from '@gym/contracts';
import { HeadRow, ScrollTable } from './reportTable';

export const AMOUNT_KEYS = ['payments', 'paid', 'refunded', 'net'] as const;

export const amountCsv = (line: RevenueAmountsDto) => [
  line.payments,
  line.paid,
  line.refunded,
  line.net,
];

function AmountCells({ line }: { line: RevenueAmountsDto }) {
  return (
    <>
      <TableCell align="right" data-field="payments">
        {line.payments}
      </TableCell>
      {(['paid', 'refunded', 'net'] as const).map((key) => (
        <TableCell key={key} align="right" data-field={key} data-value={line[key]}>
          {formatRupees(line[key])}
        </TableCell>
      ))}
    </>
  );
}

/** Revenue lines (payments, paid, refunded, net) with their total: by month or by method. */
export function RevenueTable(props: {
  first: string;
  rows: { key: string; label: string; line: RevenueAmountsDto }[];
  total: RevenueAmountsDto;
}) {
  const translate = useTranslate();
  return (
    <ScrollTable>
      <HeadRow first={props.first} keys={[...AMOUNT_KEYS]} />
      <TableBody>
        {props.rows.map((row) => (
          <TableRow key={row.key} data-testid="report-row" data-key={row.key}>
            <TableCell>{row.label}</TableCell>
            <AmountCells line={row.line} />
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow data-testid="report-total">
          <TableCell>{translate('app.reports.total')}</TableCell>
          <AmountCells line={props.total} />
        </TableRow>
      </TableFooter>
    </ScrollTable>
  );
}
