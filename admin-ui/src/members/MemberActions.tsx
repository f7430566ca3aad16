import { useState, type ReactNode } from 'react';
import { Box, Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import EditIcon from '@mui/icons-material/Edit';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import MoveUpIcon from '@mui/icons-material/MoveUp';
import PaymentsIcon from '@mui/icons-material/Payments';
import PrintIcon from '@mui/icons-material/Print';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { MembershipDto, PaymentDto } from '@gym/contracts';
import { useIsPhone } from '../lib/useIsPhone';
import { openInNewTab, receiptPageUrl } from '../payments/receiptLinks';

const OWING = ['partial_paid', 'pending_payment'];

interface Action {
  key: string;
  icon: ReactNode;
  to?: string;
  onClick?: () => void;
  disabled?: boolean;
}

/**
 * The member page's actions. The one the desk most likely wants (take the money owed; else
 * renew; else edit) comes first and stands out; on a phone the others wait behind "More".
 */
export function MemberActions(props: {
  memberId: string;
  current: MembershipDto | undefined;
  /** The current membership's renewal, if it was renewed ahead. */
  renewal: MembershipDto | undefined;
  latestPayment: PaymentDto | undefined;
  canWork: boolean;
  onRenew: () => void;
  /** An admin's or branch manager's, once a second branch exists. */
  onTransfer?: () => void;
}) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { current, renewal, canWork, latestPayment } = props;
  const actions: Action[] = [];
  const owing = [current, renewal].find((m) => m && OWING.includes(m.status));
  if (canWork && owing)
    actions.push({
      key: 'recordPayment',
      icon: <PaymentsIcon />,
      to: `/payments/${owing.id}/record`,
    });
  if (canWork && current && current.status !== 'cancelled' && !renewal)
    actions.push({ key: 'renew', icon: <AutorenewIcon />, onClick: props.onRenew });
  if (canWork)
    actions.push({ key: 'editMember', icon: <EditIcon />, to: `/members/${props.memberId}/edit` });
  if (props.onTransfer)
    actions.push({ key: 'transfer', icon: <MoveUpIcon />, onClick: props.onTransfer });
  actions.push({
    key: 'latestReceipt',
    icon: <ReceiptLongIcon />,
    disabled: !latestPayment,
    onClick: () => latestPayment && openInNewTab(receiptPageUrl(latestPayment.id)),
  });
  actions.push({ key: 'printReport', icon: <PrintIcon />, onClick: () => window.print() });

  const label = (key: string) => translate(`resources.members.show.${key}`);
  const linkProps = (a: Action) => (a.to ? { component: Link, to: a.to } : { onClick: a.onClick });
  const [primary, ...rest] = actions;
  if (!primary) return null;
  const primaryButton = (
    <Button
      variant="contained"
      startIcon={primary.icon}
      disabled={primary.disabled}
      data-testid="member-primary-action"
      {...linkProps(primary)}
    >
      {label(primary.key)}
    </Button>
  );
  if (!isPhone)
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} className="no-print">
        {primaryButton}
        {rest.map((a) => (
          <Button
            key={a.key}
            variant="outlined"
            startIcon={a.icon}
            disabled={a.disabled}
            {...linkProps(a)}
          >
            {label(a.key)}
          </Button>
        ))}
      </Box>
    );
  return (
    <Box sx={{ display: 'flex', gap: 1 }} className="no-print">
      {primaryButton}
      {rest.length > 0 && (
        <Button
          variant="outlined"
          startIcon={<MoreHorizIcon />}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
          data-testid="member-more-actions"
        >
          {label('more')}
        </Button>
      )}
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {rest.map((a) => (
          <MenuItem
            key={a.key}
            disabled={a.disabled}
            {...(a.to ? { component: Link, to: a.to } : {})}
            onClick={() => {
              setAnchor(null);
              a.onClick?.();
            }}
          >
            <ListItemIcon>{a.icon}</ListItemIcon>
            <ListItemText>{label(a.key)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
