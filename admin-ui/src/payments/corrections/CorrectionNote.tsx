import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PaymentDto } from '@gym/contracts';
import { formatDate } from '../../lib/formatDate';
import { correctionLabel } from './correctionLabel';

/** "Voided by Gym Owner on 25 Nov 2026: Entered twice", under a corrected payment. */
export function CorrectionNote({ payment }: { payment: PaymentDto }) {
  const translate = useTranslate();
  if (payment.state === 'recorded') return null;
  return (
    <Typography variant="body2" color="error" data-testid="payment-correction">
      {translate('resources.payments.corrections.note', {
        state: correctionLabel(payment, translate),
        name: payment.correctedByName ?? translate('app.receipt.admin'),
        date: formatDate(payment.correctedAt),
        reason: payment.correctionReason ?? '',
      })}
    </Typography>
  );
}
