import { Box, Card, CardActionArea, CardContent, Radio, Skeleton, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { durationLabel, formatRupees, type PlanDto } from '@gym/contracts';

const FEATURE_PREVIEW = 3;

function PlanOption(props: {
  selected: boolean;
  onSelect: () => void;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <Card
      variant="outlined"
      sx={{
        borderColor: props.selected ? 'primary.main' : 'divider',
        borderWidth: props.selected ? 2 : 1,
      }}
    >
      <CardActionArea
        onClick={props.onSelect}
        role="radio"
        aria-checked={props.selected}
        aria-label={props.title}
      >
        <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <Radio checked={props.selected} tabIndex={-1} size="small" sx={{ p: 0.5 }} />
          <Box sx={{ flexGrow: 1 }}>
            <Typography fontWeight={600}>{props.title}</Typography>
            {props.children}
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** Step 2: only active plans, each with a preview of 3 features; choosing none is allowed. */
export function PlanChoice({
  planId,
  onChange,
}: {
  planId: string | null;
  onChange: (plan: PlanDto | null) => void;
}) {
  const translate = useTranslate();
  const { data, isPending } = useGetList<PlanDto>('subscriptions', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
    filter: { isActive: true },
  });
  const plans = (data ?? []).filter((plan) => plan.isActive);
  if (isPending) return <Skeleton variant="rounded" height={120} />;
  return (
    <Box
      sx={{ display: 'grid', gap: 1.5 }}
      role="radiogroup"
      aria-label={translate('resources.members.create.choosePlan')}
    >
      <Typography variant="subtitle1" fontWeight={600}>
        {translate('resources.members.create.choosePlan')}
      </Typography>
      <PlanOption
        selected={planId === null}
        onSelect={() => onChange(null)}
        title={translate('resources.members.create.noPlan')}
      />
      {plans.length === 0 && (
        <Typography color="text.secondary">
          {translate('resources.members.create.noActivePlans')}
        </Typography>
      )}
      {plans.map((plan) => (
        <PlanOption
          key={plan.id}
          selected={planId === plan.id}
          onSelect={() => onChange(plan)}
          title={plan.name}
        >
          <Typography variant="body2" color="text.secondary">
            {formatRupees(plan.price)} / {durationLabel(plan.duration)}
          </Typography>
          {plan.features.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {plan.features.slice(0, FEATURE_PREVIEW).map((feature) => (
                <Typography component="li" variant="body2" key={feature}>
                  {feature}
                </Typography>
              ))}
            </Box>
          )}
        </PlanOption>
      ))}
      {planId && (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.members.create.planSummary')}
        </Typography>
      )}
    </Box>
  );
}
