import { TableBody, TableCell } from '@mui/material';
import type { RevenueAmountsDto } from '@gym/contracts';
import type { ReportCsv } from './ReportCard';
import { CountCell, HeadRow, MoneyCell, ReportRow, ScrollTable, TotalRow } from './reportTable';

const AMOUNT_KEYS = ['payments', 'paid', 'refunded', 'net'] as const;
/** The CSV's names of those columns: `net` is the money collected. */
const CSV_NAMES = { payments: 'payments', paid: 'paid', refunded: 'refunded', net: 'collected' };

/** One line of a revenue report: its key (the month or the method), its label, its amounts. */
export type RevenueLine = { key: string; label: string; line: RevenueAmountsDto };

/** The CSV of a revenue report: the key column (`first`), then the amounts as the API gave them. */
export const revenueCsv = (file: string, first: string, rows: RevenueLine[]) => (): ReportCsv => ({
  file,
  header: [first, ...AMOUNT_KEYS.map((key) => CSV_NAMES[key])],
  rows: rows.map(({ key, line }) => [key, ...AMOUNT_KEYS.map((amount) => line[amount])]),
});

function AmountCells({ line }: { line: RevenueAmountsDto }) {
  return (
    <>
      <CountCell field="payments" value={line.payments} />
      {(['paid', 'refunded', 'net'] as const).map((key) => (
        <MoneyCell key={key} field={key} value={line[key]} />
      ))}
    </>
  );
}

/** Revenue lines (payments, paid, refunded, net) with their total: by month or by method. */
export function RevenueTable(props: {
  first: string;
  rows: RevenueLine[];
  total: RevenueAmountsDto;
}) {
  return (
    <ScrollTable>
      <HeadRow first={props.first} keys={AMOUNT_KEYS} />
      <TableBody>
        {props.rows.map((row) => (
          <ReportRow key={row.key} id={row.key}>
            <TableCell>{row.label}</TableCell>
            <AmountCells line={row.line} />
          </ReportRow>
        ))}
      </TableBody>
      <TotalRow>
        <AmountCells line={props.total} />
      </TotalRow>
    </ScrollTable>
  );
}
