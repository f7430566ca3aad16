import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Title, useTranslate } from 'react-admin';

export function NotFound() {
  const translate = useTranslate();
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '60vh' }}
    >
      <Title title="app.notFound.title" />
      <Card sx={{ maxWidth: 480, width: '100%', mx: 2 }}>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
            <ErrorOutlineIcon sx={{ color: 'error.main', fontSize: 32 }} />
            <Typography variant="h5" component="h1" fontWeight={700}>
              {translate('app.notFound.title')}
            </Typography>
          </Box>
          <Typography color="text.secondary">{translate('app.notFound.text')}</Typography>
          <Button variant="contained" component={Link} to="/" sx={{ mt: 2 }}>
            {translate('app.notFound.back')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
