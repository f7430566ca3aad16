import { Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PaymentDto } from '@gym/contracts';
import { formatDate } from '../lib/formatDate';
import { paymentMethodKey } from '../payments/paymentMethods';
import { formatReceiptRupees, receiptNumberOf, receiverName } from '@gym/contracts';

/**
 * On a phone the receipt number and the receiver (the 5th and 6th columns) stay off screen, and
 * cells are narrower: the payment, date, amount and method fit 390 px. Print shows every column.
 */
const phoneColumns = {
  '& th, & td': { px: { xs: 1, sm: 2 } },
  '& th:nth-of-type(n+5), & td:nth-of-type(n+5)': {
    display: { xs: 'none', sm: 'table-cell' },
    '@media print': { display: 'table-cell' },
  },
} as const;

/** Every payment of the membership; the receipt's own payment is marked "Current" and highlighted. */
export function ReceiptPaymentTable({
  payments,
  currentId,
  earlier = { count: 0, amount: '0.00' },
}: {
  payments: PaymentDto[];
  currentId: string;
  /** The payments before those listed, as one line. */
  earlier?: { count: number; amount: string };
}) {
  const translate = useTranslate();
  const label = (key: string) => translate(`app.receipt.${key}`);
  return (
    <Table size="small" data-testid="receipt-history" sx={phoneColumns}>
      <TableHead>
        <TableRow>
          <TableCell>{label('paymentNo')}</TableCell>
          <TableCell>{label('date')}</TableCell>
          <TableCell align="right">{label('amount')}</TableCell>
          <TableCell>{label('method')}</TableCell>
          <TableCell>{label('receiptNumber')}</TableCell>
          <TableCell>{label('receivedBy')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {earlier.count > 0 && (
          <TableRow data-testid="receipt-earlier-row">
            <TableCell colSpan={6}>
              {translate('app.receipt.earlierPayments', {
                smart_count: earlier.count,
                amount: formatReceiptRupees(earlier.amount),
              })}
            </TableCell>
          </TableRow>
        )}
        {payments.map((payment, index) => {
          const current = payment.id === currentId;
          return (
            <TableRow
              key={payment.id}
              selected={current}
              data-testid={current ? 'receipt-current-row' : 'receipt-row'}
              sx={current ? { '& td': { fontWeight: 700 } } : undefined}
            >
              <TableCell>
                {current ? (
                  <Chip size="small" color="primary" label={label('current')} />
                ) : (
                  earlier.count + index + 1
                )}
              </TableCell>
              <TableCell>{formatDate(payment.paymentDay)}</TableCell>
              <TableCell align="right">
                {formatReceiptRupees(payment.amount)}
                {payment.state !== 'recorded' && ` (${label(payment.state)})`}
              </TableCell>
              <TableCell>{translate(paymentMethodKey(payment.paymentMethod))}</TableCell>
              <TableCell>{receiptNumberOf(payment, 'receipt')}</TableCell>
              <TableCell>{receiverName(payment)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
