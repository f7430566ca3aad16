import { Box, Button, Chip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Link } from 'react-router-dom';
import { CreateButton, DataTable, List, TopToolbar, useTranslate } from 'react-admin';
import { GST_STATES, type BranchDto } from '@gym/contracts';
import { ListHeading } from '../lib/PageHeading';
import { PhoneCards } from '../lib/PhoneCards';
import { onlyFor } from '../lib/onlyFor';
import { useIsPhone } from '../lib/useIsPhone';
import { useRole } from '../lib/useRole';
import { CloseOrReopen } from './CloseOrReopen';

function ListActions() {
  if (useRole() !== 'admin') return null;
  return (
    <TopToolbar>
      <CreateButton label="resources.branches.list.add" />
    </TopToolbar>
  );
}

/** Open or closed; a closed branch says how many of its memberships still run. */
function StateChip({ branch }: { branch: BranchDto }) {
  const translate = useTranslate();
  const running = branch.open ? 0 : (branch.openMemberships ?? 0);
  return (
    <Box sx={{ display: 'grid', justifyItems: 'start', gap: 0.5 }}>
      <Chip
        size="small"
        color={branch.open ? 'success' : 'default'}
        variant={branch.open ? 'filled' : 'outlined'}
        label={translate(`resources.branches.states.${branch.open ? 'open' : 'closed'}`)}
      />
      {running > 0 && (
        <Typography variant="caption" color="text.secondary">
          {translate('resources.branches.close.openMemberships', { smart_count: running })}
        </Typography>
      )}
    </Box>
  );
}

function Actions({ branch }: { branch: BranchDto }) {
  const translate = useTranslate();
  const isAdmin = useRole() === 'admin';
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} aria-label={branch.name}>
      <Button size="small" component={Link} to={`/branches/${branch.id}`} startIcon={<EditIcon />}>
        {translate('resources.branches.list.edit')}
      </Button>
      {isAdmin && <CloseOrReopen branch={branch} />}
    </Box>
  );
}

const stateName = (branch: BranchDto) =>
  branch.stateCode ? (GST_STATES[branch.stateCode] ?? branch.stateCode) : '';

function BranchCard({ branch }: { branch: BranchDto }) {
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography fontWeight={600}>{branch.name}</Typography>
        <StateChip branch={branch} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {[branch.code, stateName(branch)].filter(Boolean).join(' · ')}
      </Typography>
      <Actions branch={branch} />
    </>
  );
}

/** The gym's branches (admins; a branch manager sees their own): open or closed, never deleted. */
function BranchList() {
  const isPhone = useIsPhone();
  return (
    <>
      <ListHeading
        title="resources.branches.list.title"
        subtitle="resources.branches.list.subtitle"
      />
      <List<BranchDto>
        title="resources.branches.list.title"
        actions={<ListActions />}
        sort={{ field: 'name', order: 'ASC' }}
        pagination={false}
        perPage={1000}
        exporter={false}
      >
        {isPhone ? (
          <PhoneCards<BranchDto> label="resources.branches.list.title" testId="branch-cards">
            {(branch) => <BranchCard branch={branch} />}
          </PhoneCards>
        ) : (
          <DataTable<BranchDto> rowClick={false} bulkActionButtons={false}>
            <DataTable.Col source="name" disableSort />
            <DataTable.Col source="code" disableSort />
            <DataTable.Col source="stateCode" disableSort render={stateName} />
            <DataTable.Col source="phone" disableSort />
            <DataTable.Col
              label="resources.branches.fields.state"
              render={(branch: BranchDto) => <StateChip branch={branch} />}
            />
            <DataTable.Col
              label="resources.branches.list.actions"
              render={(branch: BranchDto) => <Actions branch={branch} />}
            />
          </DataTable>
        )}
      </List>
    </>
  );
}

export default onlyFor(['admin', 'branch_manager'], BranchList);
