import { formatRupees } from '@gym/contracts';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PlanDto } from '@gym/contracts';
import { pricePeriod } from '../lib/pricePeriod';
import { ResourcePanel } from './ResourcePanel';

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
  return (
    <ResourcePanel<PlanDto>
      resource="subscriptions"
      sort={{ field: 'createdAt', order: 'ASC' }}
      perPage={3}
      texts="app.dashboard.plans"
      testId="plans-summary"
      row={(plan) => ({
        primary: plan.name,
        secondary: plan.features.slice(0, 3).join(', '),
        end: (
          <Typography variant="body2" fontWeight={700}>
            {formatRupees(plan.price)}
            <PerPeriod days={plan.duration} />
          </Typography>
        ),
      })}
    />
  );
}
