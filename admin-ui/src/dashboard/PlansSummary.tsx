import { formatRupees } from '@gym/contracts';
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useGetList, useTranslate } from 'react-admin';
import type { PlanDto } from '@gym/contracts';
import { pricePeriod } from '../lib/pricePeriod';
import { DashboardPanel, PanelEmpty, PanelRow, PanelSkeleton, panelListSx } from './DashboardPanel';

/** "/month", "/3 months", "/year" or "/N days": what the price pays for. */
function PerPeriod({ days }: { days: number }) {
  const translate = useTranslate();
  const period = pricePeriod(days);
  return (
    <Typography component="span" variant="caption" color="text.secondary">
      {translate(`app.plans.per.${period.key}`, { days: period.days })}
    </Typography>
  );
}

export function PlansSummary() {
  const translate = useTranslate();
  const { data, isPending } = useGetList<PlanDto>('subscriptions', {
    pagination: { page: 1, perPage: 3 },
    sort: { field: 'createdAt', order: 'ASC' },
  });
  return (
    <DashboardPanel
      testId="plans-summary"
      title="app.dashboard.plans.title"
      action={
        <Button size="small" component={Link} to="/subscriptions">
          {translate('app.dashboard.plans.viewAll')}
        </Button>
      }
    >
      {isPending ? (
        <PanelSkeleton rows={3} />
      ) : !data || data.length === 0 ? (
        <PanelEmpty text="app.dashboard.plans.empty" />
      ) : (
        <Box component="ul" sx={panelListSx}>
          {data.map((plan) => (
            <PanelRow
              key={plan.id}
              primary={plan.name}
              secondary={plan.features.slice(0, 3).join(', ')}
              end={
                <Typography variant="body2" fontWeight={700}>
                  {formatRupees(plan.price)}
                  <PerPeriod days={plan.duration} />
                </Typography>
              }
            />
          ))}
        </Box>
      )}
    </DashboardPanel>
  );
}
