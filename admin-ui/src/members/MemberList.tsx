import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import { Link } from 'react-router-dom';
import {
  Datagrid,
  DeleteButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  Title,
  TopToolbar,
  useListContext,
  useTranslate,
} from 'react-admin';
import { useBranchName, useMultiBranch, type WithBranch } from '../lib/branches';
import { CsvDownloadButton, listCsvUrl } from '../lib/CsvDownloadButton';
import { formatDate } from '../lib/formatDate';
import { ListPagination } from '../lib/ListPagination';
import { ListHeading } from '../lib/PageHeading';
import { useIsPhone } from '../lib/useIsPhone';
import { canWork, useRole } from '../lib/useRole';
import { useToast } from '../lib/useToast';
import { membershipFilterChoices, statusChoices } from './choices';
import { MemberCards } from './MemberCards';
import { MemberStatusChip } from './MemberStatusChip';
import { BalanceCell, EndDateCell, MembershipCell } from './MembershipSummary';
import { MyMemberRecord } from './MyMemberRecord';
import type { Member, MemberListItem } from './types';

function AddMemberButton() {
  const translate = useTranslate();
  return (
    <Button variant="contained" component={Link} to="/members/add" startIcon={<AddIcon />}>
      {translate('resources.members.list.add')}
    </Button>
  );
}

function NoMembers() {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mt: 2, width: '100%' }}>
      <CardContent
        sx={{ textAlign: 'center', py: 6, display: 'grid', gap: 2, justifyItems: 'center' }}
      >
        <Typography color="text.secondary">{translate('resources.members.list.empty')}</Typography>
        <AddMemberButton />
      </CardContent>
    </Card>
  );
}

function NoMatch() {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
      {translate('resources.members.list.emptySearch')}
    </Typography>
  );
}

function RowActions({ member }: { member: Member }) {
  const translate = useTranslate();
  const toast = useToast();
  // Only admins remove members (restorable under Removed members); branch managers: issue 24.
  const mayRemove = useRole() === 'admin';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, justifyContent: 'flex-end' }}>
      <Button
        size="small"
        component={Link}
        to={`/members/${member.id}/view`}
        startIcon={<VisibilityIcon />}
      >
        {translate('resources.members.list.view')}
      </Button>
      <Button
        size="small"
        component={Link}
        to={`/members/${member.id}/edit`}
        startIcon={<EditIcon />}
      >
        {translate('resources.members.list.edit')}
      </Button>
      {mayRemove && (
        <DeleteButton
          record={member}
          label="resources.members.list.delete"
          mutationMode="undoable"
          redirect={false}
          successMessage="resources.members.notifications.deleted"
          mutationOptions={{
            onError: () => toast({ type: 'error', title: 'resources.members.list.deleteFailed' }),
          }}
        />
      )}
    </Box>
  );
}

/** The admins' way to the members removed from this list, to restore them. */
function RemovedMembersButton() {
  const translate = useTranslate();
  if (useRole() !== 'admin') return null;
  return (
    <Button component={Link} to="/members/removed" startIcon={<RestoreIcon />}>
      {translate('resources.members.list.removed')}
    </Button>
  );
}

/** Every member the search and filters match, in the list's order: the server's streamed file. */
function MembersCsvButton() {
  const { filterValues, filter, sort } = useListContext<Member>();
  return (
    <CsvDownloadButton href={listCsvUrl('members.csv', { ...filterValues, ...filter }, sort)} />
  );
}

const memberFilters = (searchPlaceholder: string) => [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder={searchPlaceholder}
    sx={{ minWidth: { sm: 320 } }}
  />,
  <SelectInput
    key="status"
    source="status"
    label="resources.members.list.memberStatus"
    choices={statusChoices}
    emptyText="resources.members.list.allStatuses"
    alwaysOn
  />,
  <SelectInput
    key="membership"
    source="membership"
    choices={membershipFilterChoices}
    emptyText="resources.members.list.allMemberships"
    alwaysOn
  />,
];

function StaffMemberList() {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  // The home branch column, once a second branch exists.
  const multiBranch = useMultiBranch();
  const branchName = useBranchName();
  const toast = useToast();
  return (
    <>
      <ListHeading
        title="resources.members.list.title"
        subtitle="resources.members.list.subtitle"
      />
      <List
        resource="members"
        title="resources.members.list.title"
        actions={
          // Three buttons: on a phone they wrap rather than widen the page.
          <TopToolbar sx={{ flexWrap: 'wrap' }}>
            <RemovedMembersButton />
            <MembersCsvButton />
            <AddMemberButton />
          </TopToolbar>
        }
        exporter={false}
        filters={memberFilters(translate('resources.members.list.search'))}
        perPage={10}
        sort={{ field: 'createdAt', order: 'DESC' }}
        pagination={<ListPagination />}
        empty={<NoMembers />}
        queryOptions={{
          onError: () => toast({ type: 'error', title: 'resources.members.list.fetchFailed' }),
        }}
      >
        {isPhone ? (
          <MemberCards actions={(member) => <RowActions member={member} />} />
        ) : (
          <Datagrid
            bulkActionButtons={false}
            rowClick={false}
            empty={<NoMatch />}
            // View, Edit and Delete on one line.
            sx={{ '& .RaDatagrid-rowCell:last-of-type': { minWidth: 250 } }}
          >
            <FunctionField<Member>
              label="resources.members.fields.name"
              sortBy="name"
              render={(member) => (
                <Box sx={{ display: 'grid' }}>
                  <Link to={`/members/${member.id}/view`}>
                    {member.firstName} {member.lastName}
                  </Link>
                  <Typography variant="caption" color="text.secondary">
                    {translate('resources.members.list.joined', {
                      date: formatDate(member.joinDate),
                    })}
                  </Typography>
                </Box>
              )}
            />
            <FunctionField<MemberListItem>
              label="resources.members.fields.contact"
              sortBy="email"
              render={(member) => (
                <Box sx={{ display: 'grid' }}>
                  <span>{member.email}</span>
                  <Typography variant="body2" color="text.secondary" component="span">
                    {member.phone}
                  </Typography>
                </Box>
              )}
            />
            <FunctionField<MemberListItem>
              label="resources.members.fields.membership"
              sortable={false}
              render={(member) => <MembershipCell current={member.currentMembership} />}
            />
            <FunctionField<MemberListItem>
              label="resources.members.list.ends"
              sortable={false}
              render={(member) => <EndDateCell current={member.currentMembership} />}
            />
            <FunctionField<MemberListItem>
              label="resources.members.list.balance"
              sortable={false}
              textAlign="right"
              render={(member) => <BalanceCell balance={member.balance} />}
            />
            {multiBranch && (
              <FunctionField<MemberListItem>
                label="resources.members.fields.homeBranchId"
                sortable={false}
                render={(member) =>
                  branchName((member as MemberListItem & WithBranch).homeBranchId)
                }
              />
            )}
            <FunctionField<MemberListItem>
              source="status"
              label="resources.members.list.memberStatus"
              render={(member) => <MemberStatusChip status={member.status} quietWhenActive />}
            />
            <FunctionField<MemberListItem>
              sortable={false}
              render={(member) => <RowActions member={member} />}
            />
          </Datagrid>
        )}
      </List>
    </>
  );
}

/** Staff and admins manage every member; a member sees their own record here. */
export default function MemberList() {
  const role = useRole();
  if (role === undefined) return null;
  if (canWork(role)) return <StaffMemberList />;
  return (
    <>
      <Title title="resources.members.list.memberTitle" />
      <MyMemberRecord />
    </>
  );
}
