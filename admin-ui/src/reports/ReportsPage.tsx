import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** Linked from the dashboard's quick actions; the spec does not show this screen yet. */
export default function ReportsPage() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.reports.title" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.reports.title')}
        </Typography>
        <Typography color="text.secondary">{translate('app.reports.text')}</Typography>
      </CardContent>
    </Card>
  );
}
