import { Button, Card, CardContent, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

/** A record that does not exist: heading, explanation and a way back (all i18n keys). */
export function NotFoundCard(props: { title: string; message: string; back: string; to: string }) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2, maxWidth: 560, mx: 'auto' }}>
      <CardContent
        sx={{ display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center', py: 5 }}
      >
        <ErrorOutlineIcon sx={{ color: 'error.main', fontSize: 40 }} />
        <Typography variant="h5" component="h1" fontWeight={700}>
          {translate(props.title)}
        </Typography>
        <Typography color="text.secondary">{translate(props.message)}</Typography>
        <Button variant="contained" component={Link} to={props.to}>
          {translate(props.back)}
        </Button>
      </CardContent>
    </Card>
  );
}
