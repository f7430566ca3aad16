import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A list page's heading and the line under it (i18n keys). */
export function ListHeading({ title, subtitle }: { title: string; subtitle: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="h4" component="h1" fontWeight={700}>
        {translate(title)}
      </Typography>
      <Typography color="text.secondary">{translate(subtitle)}</Typography>
    </Box>
  );
}
