import { Box, Button } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PaymentsIcon from '@mui/icons-material/Payments';
import AssessmentIcon from '@mui/icons-material/Assessment';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { DashboardPanel } from './DashboardPanel';

const actions = [
  { key: 'addMember', to: '/members', icon: <PersonAddIcon /> },
  { key: 'processPayment', to: '/payments', icon: <PaymentsIcon /> },
  { key: 'generateReport', to: '/reports', icon: <AssessmentIcon /> },
];

export function QuickActions() {
  const translate = useTranslate();
  return (
    <DashboardPanel testId="quick-actions" title="app.dashboard.quickActions.title">
      <Box sx={{ display: 'grid', gap: 1 }}>
        {actions.map((action) => (
          <Button
            key={action.key}
            variant="outlined"
            component={Link}
            to={action.to}
            startIcon={action.icon}
            sx={{ justifyContent: 'flex-start' }}
          >
            {translate(`app.dashboard.quickActions.${action.key}`)}
          </Button>
        ))}
      </Box>
    </DashboardPanel>
  );
}
