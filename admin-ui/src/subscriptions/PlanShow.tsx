import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Divider, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import { Link } from 'react-router-dom';
import {
  HttpError,
  ShowBase,
  Title,
  usePermissions,
  useShowContext,
  useTranslate,
} from 'react-admin';
import { durationLabel, formatRupees, type Role } from '@gym/contracts';
import { formatDate } from '../lib/formatDate';
import { canWork } from '../lib/useRole';
import { useBranchName, useMultiBranch } from '../lib/branches';
import { History } from '../history/LazyHistory';
import { useToast } from '../lib/useToast';
import { ActiveBadge } from './ActiveBadge';
import { FeatureChips } from './FeatureChips';
import { PlanFormSkeleton } from './PlanFormSkeleton';
import { PlanNotFound } from './PlanNotFound';
import type { Plan } from './types';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {translate(label)}
      </Typography>
      <Box>{children}</Box>
    </Box>
  );
}

/** Where the plan admits, once a second branch exists. */
function AdmitsDetail({ plan }: { plan: Plan }) {
  const translate = useTranslate();
  const multiBranch = useMultiBranch();
  const branchName = useBranchName();
  if (!multiBranch || !plan.admits) return null;
  const { admits } = plan;
  return (
    <Detail label="resources.subscriptions.fields.admitsKind">
      <Typography>
        {admits.kind === 'branches'
          ? admits.branchIds.map(branchName).filter(Boolean).join(', ')
          : translate(`resources.subscriptions.admits.${admits.kind}`)}
      </Typography>
    </Detail>
  );
}

function PlanDetails() {
  const translate = useTranslate();
  const { record: plan, isPending, error } = useShowContext<Plan>();
  const { permissions } = usePermissions<Role>();
  if (isPending) return <PlanFormSkeleton />;
  if (error || !plan) return <PlanNotFound />;
  const field = (name: string) => `resources.subscriptions.fields.${name}`;
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="resources.subscriptions.show.details" />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component={Link} to="/subscriptions" startIcon={<ArrowBackIcon />}>
          {translate('resources.subscriptions.show.back')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {permissions === 'admin' && (
          <Button
            variant="contained"
            component={Link}
            to={`/subscriptions/${plan.id}/edit`}
            startIcon={<EditIcon />}
          >
            {translate('resources.subscriptions.show.edit')}
          </Button>
        )}
      </Box>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Typography variant="h4" component="h1" fontWeight={700}>
              {plan.name}
            </Typography>
            <ActiveBadge active={plan.isActive} />
          </Box>
          {plan.description && <Typography color="text.secondary">{plan.description}</Typography>}
          <Divider />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
            }}
          >
            <Detail label={field('price')}>
              <Typography variant="h6">{formatRupees(plan.price)}</Typography>
            </Detail>
            <Detail label={field('duration')}>
              <Typography variant="h6">{durationLabel(plan.duration)}</Typography>
            </Detail>
            <Detail label={field('maxFreezeDays')}>
              <Typography variant="h6">
                {plan.maxFreezeDays ?? translate('resources.subscriptions.fields.noFreezeLimit')}
              </Typography>
            </Detail>
            <AdmitsDetail plan={plan} />
            <Detail label={field('createdAt')}>
              <Typography>{formatDate(plan.createdAt)}</Typography>
            </Detail>
            <Detail label={field('updatedAt')}>
              <Typography>{formatDate(plan.updatedAt)}</Typography>
            </Detail>
          </Box>
          <Detail label={field('features')}>
            <Box sx={{ mt: 0.5 }}>
              <FeatureChips features={plan.features} />
            </Box>
          </Detail>
        </CardContent>
      </Card>
      {canWork(permissions) && <History entity="plan" id={plan.id} />}
    </Box>
  );
}

export default function PlanShow() {
  const toast = useToast();
  return (
    <ShowBase
      resource="subscriptions"
      queryOptions={{
        // The screen itself says the plan is missing; no redirect to the list.
        onError: (error) => {
          if (!(error instanceof HttpError && error.status === 404)) {
            toast({ type: 'error', title: 'resources.subscriptions.show.fetchFailed' });
          }
        },
      }}
    >
      <PlanDetails />
    </ShowBase>
  );
}
