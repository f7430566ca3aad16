import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

export function Dashboard() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.dashboard.title" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.dashboard.title')}
        </Typography>
        <Typography color="text.secondary">{translate('app.dashboard.placeholder')}</Typography>
      </CardContent>
    </Card>
  );
}
