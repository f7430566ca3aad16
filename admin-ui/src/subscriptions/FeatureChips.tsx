import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function FeatureChips({ features }: { features: readonly string[] }) {
  const translate = useTranslate();
  if (features.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.subscriptions.list.noFeatures')}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, p: 0, m: 0 }}>
      {features.map((feature) => (
        <Chip component="li" key={feature} label={feature} size="small" variant="outlined" />
      ))}
    </Box>
  );
}
