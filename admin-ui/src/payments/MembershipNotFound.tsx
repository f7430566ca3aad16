import { Button, Card, CardContent, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

export function MembershipNotFound() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2, maxWidth: 560, mx: 'auto' }}>
      <CardContent
        sx={{ display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center', py: 5 }}
      >
        <ErrorOutlineIcon sx={{ color: 'error.main', fontSize: 40 }} />
        <Typography variant="h5" component="h1" fontWeight={700}>
          {translate('resources.payments.record.notFoundTitle')}
        </Typography>
        <Typography color="text.secondary">
          {translate('resources.payments.record.notFound')}
        </Typography>
        <Button variant="contained" component={Link} to="/payments">
          {translate('resources.payments.record.back')}
        </Button>
      </CardContent>
    </Card>
  );
}
