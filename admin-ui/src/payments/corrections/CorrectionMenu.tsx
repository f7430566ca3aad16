import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import UndoIcon from '@mui/icons-material/Undo';
import { useTranslate } from 'react-admin';
import type { PaymentDto } from '@gym/contracts';
import { useRole } from '../../lib/useRole';
import { CorrectionDialog } from './CorrectionDialog';
import { canCorrect, type CorrectionKind } from './correctionKinds';

const ICONS = { void: <BlockIcon fontSize="small" />, refund: <UndoIcon fontSize="small" /> };

/**
 * A list row's "Void Payment" and "Refund" (admins, a payment that is neither yet), behind one
 * quiet menu button: a list of payments is not a column of red buttons.
 */
export function PaymentCorrectionMenu({ payment }: { payment: PaymentDto }) {
  const translate = useTranslate();
  const role = useRole();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [kind, setKind] = useState<CorrectionKind | null>(null);
  if (!canCorrect(role, payment)) return null;
  const label = translate('resources.payments.corrections.menu');
  return (
    <>
      <IconButton
        className="no-print"
        aria-label={label}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="payment-corrections"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {(['void', 'refund'] as const).map((k) => (
          <MenuItem
            key={k}
            onClick={() => {
              setAnchor(null);
              setKind(k);
            }}
            data-testid={`${k}-payment`}
          >
            <ListItemIcon>{ICONS[k]}</ListItemIcon>
            <ListItemText>{translate(`resources.payments.corrections.${k}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      {kind && (
        <CorrectionDialog kind={kind} payment={payment} open onClose={() => setKind(null)} />
      )}
    </>
  );
}
