import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { canWork, useRole } from '../lib/useRole';
import { OutstandingPayments } from './OutstandingPayments';
import { PaymentHistory } from './PaymentHistory';

export default function PaymentManagement() {
  const translate = useTranslate();
  const role = useRole();
  // A member reads their own payments: not the front desk's wording.
  const own = role === 'member';
  const title = own ? 'resources.payments.list.memberTitle' : 'resources.payments.list.title';
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={title} />
      <Box>
        <Typography variant="h4" component="h1" fontWeight={700}>
          {translate(title)}
        </Typography>
        <Typography color="text.secondary">
          {translate(
            own ? 'resources.payments.list.memberSubtitle' : 'resources.payments.list.subtitle',
          )}
        </Typography>
      </Box>
      {role !== undefined && (
        <>
          <OutstandingPayments canRecord={canWork(role)} own={own} />
          <PaymentHistory />
        </>
      )}
    </Box>
  );
}
