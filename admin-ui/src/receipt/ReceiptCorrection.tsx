import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatReceiptRupees, type PaymentDto } from '@gym/contracts';
import { formatDate } from '../lib/formatDate';
import { correctionLabel } from '../payments/corrections/correctionLabel';

/** A voided or refunded payment's receipt says so: what, why, who and when. */
export function ReceiptCorrection({ payment }: { payment: PaymentDto }) {
  const translate = useTranslate();
  if (payment.state === 'recorded') return null;
  const line = (label: string, value: string) => (
    <Typography variant="body2">
      <Box component="span" fontWeight={600}>
        {translate(`app.receipt.${label}`)}:
      </Box>{' '}
      {value}
    </Typography>
  );
  return (
    <Alert severity="error" variant="outlined" data-testid="receipt-correction">
      <AlertTitle>{correctionLabel(payment, translate, formatReceiptRupees)}</AlertTitle>
      {line('reason', payment.correctionReason ?? '')}
      {line('correctedBy', payment.correctedByName ?? translate('app.receipt.admin'))}
      {line('correctedOn', formatDate(payment.correctedAt))}
    </Alert>
  );
}
