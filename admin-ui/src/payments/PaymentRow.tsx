import { formatRupees } from '@gym/contracts';
import { Box, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useTranslate } from 'react-admin';
import type { PaymentDto } from '@gym/contracts';
import { useBranchName, useMultiBranch, type WithBranch } from '../lib/branches';
import { formatDate } from '../lib/formatDate';
import { PaymentCorrectionMenu } from './corrections/CorrectionMenu';
import { CorrectionNote } from './corrections/CorrectionNote';
import { correctionLabel } from './corrections/correctionLabel';
import { paymentMethodKey } from './paymentMethods';
import { receiptNumberOf, receiverName } from '@gym/contracts';
import { openInNewTab, receiptPageUrl, receiptPdfUrl } from './receiptLinks';

/**
 * One payment: number, member, date, method, receiver, note, amount, its correction if any, the
 * receipt buttons and, for admins, a menu with Void Payment and Refund.
 */
export function PaymentRow({ payment }: { payment: PaymentDto }) {
  const translate = useTranslate();
  const multiBranch = useMultiBranch();
  const branchName = useBranchName();
  const corrected = payment.state !== 'recorded';
  // Where the money was received, once a second branch exists.
  const branch = multiBranch ? branchName((payment as PaymentDto & WithBranch).branchId) : '';
  return (
    <Box
      component="li"
      data-testid="payment-row"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 180 }}>
        <Typography fontWeight={600}>
          {translate('resources.payments.list.paymentNo', { number: receiptNumberOf(payment) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[
            payment.member ? `${payment.member.firstName} ${payment.member.lastName}` : null,
            // The day the money came in (the desk may date a payment earlier than it was recorded).
            formatDate(payment.paymentDay || payment.paymentDate),
            translate(paymentMethodKey(payment.paymentMethod)),
            branch ? translate('resources.payments.list.at', { branch }) : null,
            payment.reference
              ? translate('resources.payments.list.reference', { reference: payment.reference })
              : null,
            translate('resources.payments.list.by', { name: receiverName(payment) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        {payment.notes && (
          <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
            {payment.notes}
          </Typography>
        )}
        <CorrectionNote payment={payment} />
      </Box>
      {corrected && (
        <Chip
          size="small"
          color="error"
          variant="outlined"
          label={correctionLabel(payment, translate)}
          data-testid="payment-state"
          title={payment.correctionReason ?? undefined}
        />
      )}
      <Typography
        fontWeight={700}
        sx={corrected ? { textDecoration: 'line-through', color: 'text.secondary' } : undefined}
      >
        {formatRupees(payment.amount)}
      </Typography>
      <Box sx={{ display: 'flex' }}>
        <Tooltip title={translate('resources.payments.list.printReceipt')}>
          <IconButton
            aria-label={translate('resources.payments.list.printReceipt')}
            onClick={() => openInNewTab(receiptPdfUrl(payment.id))}
          >
            <PrintIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={translate('resources.payments.list.viewReceipt')}>
          <IconButton
            aria-label={translate('resources.payments.list.viewReceipt')}
            onClick={() => openInNewTab(receiptPageUrl(payment.id))}
          >
            <ReceiptLongIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <PaymentCorrectionMenu payment={payment} />
      </Box>
    </Box>
  );
}

export const paymentListSx = { listStyle: 'none', p: 0, m: 0 } as const;
