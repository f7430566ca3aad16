import { Box, Chip, Typography } from '@mui/material';
import {
  CreateButton,
  DataTable,
  List,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AccountDto } from '@gym/contracts';
import { useBranchName, useMultiBranch } from '../lib/branches';
import { formatDateTime } from '../lib/formatDate';
import { ListHeading } from '../lib/PageHeading';
import { PhoneCards } from '../lib/PhoneCards';
import { useIsPhone } from '../lib/useIsPhone';
import { fullNameOf } from '../providers/authProvider';
import { AccountActions } from './AccountActions';
import { onlyFor } from '../lib/onlyFor';

function ListActions() {
  return (
    <TopToolbar>
      <CreateButton label="resources.users.list.add" />
    </TopToolbar>
  );
}

function Status() {
  const account = useRecordContext<AccountDto>();
  const translate = useTranslate();
  if (!account) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <Chip
        size="small"
        color={account.active ? 'success' : 'error'}
        variant={account.active ? 'filled' : 'outlined'}
        label={translate(`resources.users.status.${account.active ? 'active' : 'inactive'}`)}
      />
      {account.mustChangePassword && (
        <Chip size="small" color="warning" label={translate('resources.users.status.mustChange')} />
      )}
    </Box>
  );
}

function LastSignIn() {
  const account = useRecordContext<AccountDto>();
  const translate = useTranslate();
  if (!account) return null;
  return account.lastSignInAt
    ? formatDateTime(account.lastSignInAt)
    : translate('resources.users.list.never');
}

/** An account on a phone: name and status, username and role, last sign-in, the actions. */
function AccountCard({ account }: { account: AccountDto }) {
  const translate = useTranslate();
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography fontWeight={600}>{fullNameOf(account)}</Typography>
        <Status />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {account.username} · {translate(`resources.users.roles.${account.role}`)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('resources.users.fields.lastSignInAt')}: <LastSignIn />
      </Typography>
      <AccountActions />
    </>
  );
}

/** Where a branch manager or staff account works (an admin: everywhere, so nothing). */
function AccountBranches({ account }: { account: AccountDto }) {
  const branchName = useBranchName();
  return account.branchIds.map(branchName).filter(Boolean).join(', ');
}

function UserList() {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const multiBranch = useMultiBranch();
  return (
    <>
      <ListHeading title="resources.users.list.title" subtitle="resources.users.list.subtitle" />
      <List<AccountDto>
        title="resources.users.list.title"
        actions={<ListActions />}
        // Every account in one order: admins, staff, members, each by username.
        sort={{ field: 'role', order: 'ASC' }}
        pagination={false}
        perPage={1000}
      >
        {isPhone ? (
          <PhoneCards<AccountDto> label="resources.users.list.title" testId="account-cards">
            {(account) => <AccountCard account={account} />}
          </PhoneCards>
        ) : (
          <DataTable<AccountDto> rowClick={false} bulkActionButtons={false}>
            <DataTable.Col source="username" disableSort />
            <DataTable.Col
              label="resources.users.fields.name"
              render={(account: AccountDto) => fullNameOf(account)}
            />
            <DataTable.Col
              source="role"
              disableSort
              render={(account: AccountDto) => translate(`resources.users.roles.${account.role}`)}
            />
            {multiBranch && (
              <DataTable.Col
                label="resources.users.fields.branchIds"
                render={(account: AccountDto) => <AccountBranches account={account} />}
              />
            )}
            <DataTable.Col label="resources.users.fields.status">
              <Status />
            </DataTable.Col>
            <DataTable.Col label="resources.users.fields.lastSignInAt">
              <LastSignIn />
            </DataTable.Col>
            <DataTable.Col label="resources.users.list.actions">
              <AccountActions />
            </DataTable.Col>
          </DataTable>
        )}
      </List>
    </>
  );
}

export default onlyFor(['admin'], UserList);
