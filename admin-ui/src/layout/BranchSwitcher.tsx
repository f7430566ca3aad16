import { useState } from 'react';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { useRefresh, useTranslate } from 'react-admin';
import { chooseBranch, useChosenBranch } from '../lib/branchChoice';
import { useBranches } from '../lib/branches';
import { serverMessage } from '../lib/serverError';
import { useRole } from '../lib/useRole';
import { useToast } from '../lib/useToast';
import { getCurrentUser } from '../providers/authProvider';

/**
 * The app bar's branch: the owner picks "All branches" or one; staff and managers one of theirs
 * (or all of theirs). Shown once a second branch exists. Every list, dashboard and report then
 * reloads, as the server answers each for the session's branch.
 */
export function BranchSwitcher() {
  const translate = useTranslate();
  const role = useRole();
  const branches = useBranches();
  const chosen = useChosenBranch();
  const refresh = useRefresh();
  const toast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const user = getCurrentUser();
  if (!user || !role || role === 'member' || !branches || branches.length < 2) return null;
  const allKey = role === 'admin' ? 'app.branches.all' : 'app.branches.allMine';
  const current = branches.find((b) => b.id === chosen);
  const label = current ? current.name : translate(allKey);
  const pick = async (branchId: string | null) => {
    setAnchor(null);
    if (branchId === (current?.id ?? null)) return;
    setBusy(true);
    try {
      await chooseBranch(user, branchId);
      refresh();
    } catch (error) {
      toast({
        type: 'error',
        title: 'app.branches.switchFailed',
        description: serverMessage(error),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        color="inherit"
        startIcon={<StorefrontIcon />}
        aria-haspopup="menu"
        aria-label={translate('app.branches.switcher', { branch: label })}
        disabled={busy}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="branch-switcher"
        sx={{ textTransform: 'none', maxWidth: { xs: 160, sm: 280 }, mr: 1 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {label}
        </span>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem selected={!current} onClick={() => void pick(null)}>
          <ListItemText>{translate(allKey)}</ListItemText>
        </MenuItem>
        {branches.map((branch) => (
          <MenuItem
            key={branch.id}
            selected={branch.id === current?.id}
            onClick={() => void pick(branch.id)}
          >
            <ListItemText
              secondary={branch.open ? branch.code : translate('app.branches.closedCode', branch)}
            >
              {branch.name}
            </ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
