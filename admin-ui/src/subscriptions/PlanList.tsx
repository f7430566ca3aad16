import { Box, Card, CardContent, Typography } from '@mui/material';
import {
  ExportButton,
  List,
  SearchInput,
  TopToolbar,
  useListContext,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { EXPORT_MAX_ROWS } from '../lib/csv';
import { ListPagination } from '../lib/ListPagination';
import { useCsvExporter } from '../lib/useCsvExporter';
import { canWork, useRole } from '../lib/useRole';
import { useToast } from '../lib/useToast';
import { AddPlanButton } from './AddPlanButton';
import { PlanCard } from './PlanCard';
import { planCsvColumns } from './planCsv';
import type { Plan } from './types';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function useCanManagePlans() {
  const { permissions } = usePermissions<string>();
  return permissions === 'admin';
}

function ListActions() {
  const canManage = useCanManagePlans();
  // Members read the plans; exporting them is the gym's business, not theirs.
  const mayExport = canWork(useRole());
  return (
    <TopToolbar>
      {mayExport && <ExportButton maxResults={EXPORT_MAX_ROWS} />}
      {canManage && <AddPlanButton />}
    </TopToolbar>
  );
}

function EmptyPlans() {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent
        sx={{ textAlign: 'center', py: 6, display: 'grid', gap: 2, justifyItems: 'center' }}
      >
        <Typography color="text.secondary">
          {translate('resources.subscriptions.list.empty')}
        </Typography>
        {useCanManagePlans() && <AddPlanButton />}
      </CardContent>
    </Card>
  );
}

function PlanGrid() {
  const { data, isPending } = useListContext<Plan>();
  const canManage = useCanManagePlans();
  const translate = useTranslate();
  if (isPending) return null;
  if (!data || data.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {translate('resources.subscriptions.list.empty')}
      </Typography>
    );
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        p: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
      }}
    >
      {data.map((plan) => (
        <PlanCard key={plan.id} plan={plan} canManage={canManage} />
      ))}
    </Box>
  );
}

export default function PlanList() {
  const translate = useTranslate();
  const toast = useToast();
  const exporter = useCsvExporter('plans', planCsvColumns);
  const role = useRole();
  return (
    <>
      <Box sx={{ mt: 2 }}>
        <Typography variant="h4" component="h1" fontWeight={700}>
          {translate('resources.subscriptions.list.title')}
        </Typography>
        <Typography color="text.secondary">
          {translate(
            canWork(role)
              ? 'resources.subscriptions.list.subtitle'
              : 'resources.subscriptions.list.memberSubtitle',
          )}
        </Typography>
      </Box>
      <List
        resource="subscriptions"
        title="resources.subscriptions.list.title"
        actions={<ListActions />}
        filters={filters}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={12}
        pagination={<ListPagination />}
        exporter={canWork(role) ? exporter : false}
        empty={<EmptyPlans />}
        queryOptions={{
          onError: () =>
            toast({ type: 'error', title: 'resources.subscriptions.list.fetchFailed' }),
        }}
      >
        <PlanGrid />
      </List>
    </>
  );
}
