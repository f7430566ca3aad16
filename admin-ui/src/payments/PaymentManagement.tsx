import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { canWork, useRole } from '../lib/useRole';
import { OutstandingPayments } from './OutstandingPayments';
import { PaymentHistory } from './PaymentHistory';

export default function PaymentManagement() {
  const translate = useTranslate();
  const role = useRole();
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="resources.payments.list.title" />
      <Box>
        <Typography variant="h4" component="h1" fontWeight={700}>
          {translate('resources.payments.list.title')}
        </Typography>
        <Typography color="text.secondary">
          {translate('resources.payments.list.subtitle')}
        </Typography>
      </Box>
      {role !== undefined && (
        <>
          <OutstandingPayments canRecord={canWork(role)} />
          <PaymentHistory />
        </>
      )}
    </Box>
  );
}
