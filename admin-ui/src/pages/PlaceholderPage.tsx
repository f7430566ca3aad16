import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** A screen that a later issue fills in. */
export function PlaceholderPage({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(title)}
        </Typography>
        <Typography color="text.secondary">{translate('app.placeholder.comingSoon')}</Typography>
      </CardContent>
    </Card>
  );
}
