import { Box, Button } from '@mui/material';
import { Link, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useState } from 'react';
import { worksAtBranches, type AccountDto, type Role, type StaffRole } from '@gym/contracts';
import { useBranches } from '../lib/branches';
import { serverMessage } from '../lib/serverError';
import { useToast } from '../lib/useToast';
import { getCurrentUser } from '../providers/authProvider';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import { AccountBranchesButton, AccountBranchesDialog } from './AccountBranchesButton';
import { ResetPasswordButton } from './ResetPasswordButton';

/** The roles an account may be given from its own, with their buttons' texts. */
function roleChanges(role: Role): [StaffRole, string][] {
  switch (role) {
    case 'admin':
      return [['staff', 'makeStaff']];
    case 'staff':
      return [
        ['branch_manager', 'makeManager'],
        ['admin', 'makeAdmin'],
      ];
    case 'branch_manager':
      return [
        ['staff', 'makeStaff'],
        ['admin', 'makeAdmin'],
      ];
    default:
      return [];
  }
}

/** One account's changes; the server refuses (409) what would leave no active admin. */
export function AccountActions() {
  const account = useRecordContext<AccountDto>();
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const toast = useToast();
  const refresh = useRefresh();
  const branches = useBranches();
  const [choosingFor, setChoosingFor] = useState<StaffRole | null>(null);
  if (!account) return null;
  const label = (key: string) => translate(`resources.users.actions.${key}`);
  const run = async (change: () => Promise<unknown>) => {
    try {
      await change();
      toast({
        type: 'success',
        title: 'resources.users.actions.done',
        args: { username: account.username },
      });
    } catch (error) {
      toast({
        type: 'error',
        title: 'resources.users.actions.failed',
        description: serverMessage(error),
      });
    }
    refresh();
  };
  const isSelf = getCurrentUser()?.id === account.id;
  /**
   * An admin made branch manager or staff needs branches: a one-branch gym's, else chosen first.
   */
  const changeRole = (role: StaffRole) => {
    if (!worksAtBranches(role) || account.branchIds.length || !branches?.length)
      return run(() => dataProvider.setAccountRole(account.id, role));
    if (branches.length === 1)
      return run(() => dataProvider.setAccountRole(account.id, role, [branches[0]!.id]));
    setChoosingFor(role);
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} aria-label={account.username}>
      {roleChanges(account.role).map(([role, key]) => (
        <Button key={role} size="small" onClick={() => void changeRole(role)}>
          {label(key)}
        </Button>
      ))}
      <AccountBranchesButton account={account} />
      {choosingFor && (
        <AccountBranchesDialog
          account={account}
          save={(branchIds) => dataProvider.setAccountRole(account.id, choosingFor, branchIds)}
          onClose={() => setChoosingFor(null)}
        />
      )}
      {!isSelf && (
        <Button
          size="small"
          color={account.active ? 'error' : 'primary'}
          onClick={() => run(() => dataProvider.setAccountActive(account.id, !account.active))}
        >
          {label(account.active ? 'deactivate' : 'reactivate')}
        </Button>
      )}
      <ResetPasswordButton account={account} />
      <Button size="small" component={Link} to={`/users/${account.id}/show`}>
        {label('history')}
      </Button>
    </Box>
  );
}
