import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import { Link, Navigate } from 'react-router-dom';
import {
  Datagrid,
  FunctionField,
  List,
  TextField,
  TopToolbar,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { RemovedMemberDto } from '@gym/contracts';
import { formatDate } from '../lib/formatDate';
import { ListHeading } from '../lib/PageHeading';
import { ListPagination } from '../lib/ListPagination';
import { PhoneCards } from '../lib/PhoneCards';
import { serverMessage } from '../lib/serverError';
import { useIsPhone } from '../lib/useIsPhone';
import { useRole } from '../lib/useRole';
import { useToast } from '../lib/useToast';
import { useGymDataProvider } from '../providers/useGymDataProvider';

const label = (name: string) => `resources.members.removed.${name}`;
const fullName = (m: RemovedMemberDto) => `${m.firstName} ${m.lastName}`;

function RestoreButton({ member }: { member: RemovedMemberDto }) {
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const refresh = useRefresh();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function restore() {
    setBusy(true);
    try {
      await dataProvider.restoreMember(member.id);
      toast({
        type: 'success',
        title: label('restored'),
        description: label('restoredText'),
        args: { name: fullName(member) },
      });
      refresh();
    } catch (error) {
      toast({ type: 'error', title: label('restoreFailed'), description: serverMessage(error) });
      setBusy(false);
    }
  }
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<RestoreIcon />}
      disabled={busy}
      onClick={() => void restore()}
      aria-label={`${translate(label('restore'))} ${fullName(member)}`}
      data-testid="restore-member"
    >
      {translate(label('restore'))}
    </Button>
  );
}

/** On a phone, one stacked card per removed member. */
function RemovedCards() {
  const translate = useTranslate();
  return (
    <PhoneCards<RemovedMemberDto> cardTestId="removed-member">
      {(member) => (
        <>
          <Typography fontWeight={600}>
            {fullName(member)} {member.memberCode && `· ${member.memberCode}`}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {member.email} · {member.phone}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {translate(label('removedAt'))}: {formatDate(member.removedAt)}
          </Typography>
          <Box>
            <RestoreButton member={member} />
          </Box>
        </>
      )}
    </PhoneCards>
  );
}

function Empty() {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center', width: '100%' }}>
      {translate(label('empty'))}
    </Typography>
  );
}

/**
 * The admins' Removed members (reached from the Members list): the latest removed first, a page
 * at a time, each restorable with everything it had.
 */
export default function RemovedMembers() {
  const role = useRole();
  const translate = useTranslate();
  const isPhone = useIsPhone();
  if (role === undefined) return null;
  // Removing and restoring are the owner's (branch managers come with issue 24).
  if (role !== 'admin') return <Navigate to="/members" replace />;
  return (
    <>
      <ListHeading title={label('title')} subtitle={label('subtitle')} />
      <List
        resource="members/removed"
        title={label('title')}
        actions={
          <TopToolbar>
            <Button component={Link} to="/members" startIcon={<ArrowBackIcon />}>
              {translate(label('back'))}
            </Button>
          </TopToolbar>
        }
        exporter={false}
        perPage={25}
        disableSyncWithLocation
        pagination={<ListPagination />}
        empty={<Empty />}
      >
        {isPhone ? (
          <RemovedCards />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<Empty />}>
            <FunctionField<RemovedMemberDto>
              label="resources.members.fields.name"
              sortable={false}
              render={fullName}
            />
            <TextField
              source="memberCode"
              label="resources.members.show.checkIn"
              sortable={false}
            />
            <TextField source="email" label="resources.members.fields.email" sortable={false} />
            <TextField source="phone" label="resources.members.fields.phone" sortable={false} />
            <FunctionField<RemovedMemberDto>
              label={label('removedAt')}
              sortable={false}
              render={(m) => formatDate(m.removedAt)}
            />
            <FunctionField<RemovedMemberDto>
              sortable={false}
              render={(m) => <RestoreButton member={m} />}
            />
          </Datagrid>
        )}
      </List>
    </>
  );
}
