import { useState } from 'react';
import { Box, Button } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import UndoIcon from '@mui/icons-material/Undo';
import { useTranslate } from 'react-admin';
import type { PaymentDto } from '@gym/contracts';
import { useRole } from '../../lib/useRole';
import { CorrectionDialog } from './CorrectionDialog';
import { canCorrect, type CorrectionKind } from './correctionKinds';

const ICONS = { void: <BlockIcon />, refund: <UndoIcon /> } as const;

function CorrectionButton({ kind, payment }: { kind: CorrectionKind; payment: PaymentDto }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={ICONS[kind]}
        onClick={() => setOpen(true)}
        data-testid={`${kind}-payment`}
      >
        {translate(`resources.payments.corrections.${kind}`)}
      </Button>
      {open && (
        <CorrectionDialog kind={kind} payment={payment} open onClose={() => setOpen(false)} />
      )}
    </>
  );
}

export function VoidPaymentButton({ payment }: { payment: PaymentDto }) {
  return <CorrectionButton kind="void" payment={payment} />;
}

export function RefundPaymentButton({ payment }: { payment: PaymentDto }) {
  return <CorrectionButton kind="refund" payment={payment} />;
}

/** "Void Payment" and "Refund", for an admin, on a payment that is neither yet. */
export function PaymentCorrectionButtons({ payment }: { payment: PaymentDto }) {
  const role = useRole();
  if (!canCorrect(role, payment)) return null;
  return (
    <Box className="no-print" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <VoidPaymentButton payment={payment} />
      <RefundPaymentButton payment={payment} />
    </Box>
  );
}
