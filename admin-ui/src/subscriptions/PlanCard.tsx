import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { ActiveBadge } from './ActiveBadge';
import { DeactivatePlanButton } from './DeactivatePlanButton';
import { FeatureChips } from './FeatureChips';
import { PlanPrice } from './PlanPrice';
import type { Plan } from './types';

export function PlanCard({ plan, canManage }: { plan: Plan; canManage: boolean }) {
  const translate = useTranslate();
  return (
    <Card
      component="article"
      aria-label={plan.name}
      data-testid="plan-card"
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', opacity: plan.isActive ? 1 : 0.75 }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="h6" component="h2">
            {plan.name}
          </Typography>
          <ActiveBadge active={plan.isActive} />
        </Box>
        {plan.description && (
          <Typography variant="body2" color="text.secondary">
            {plan.description}
          </Typography>
        )}
        <PlanPrice price={plan.price} duration={plan.duration} />
        <FeatureChips features={plan.features} />
      </CardContent>
      <CardActions sx={{ borderTop: 1, borderColor: 'divider' }}>
        <Button
          size="small"
          component={Link}
          to={`/subscriptions/${plan.id}/view`}
          startIcon={<VisibilityIcon />}
        >
          {translate('resources.subscriptions.list.view')}
        </Button>
        {canManage && (
          <>
            <Button
              size="small"
              component={Link}
              to={`/subscriptions/${plan.id}/edit`}
              startIcon={<EditIcon />}
            >
              {translate('resources.subscriptions.list.edit')}
            </Button>
            <DeactivatePlanButton plan={plan} />
          </>
        )}
      </CardActions>
    </Card>
  );
}
