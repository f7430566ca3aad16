import { Box, Typography } from '@mui/material';
import PeopleIcon from '@mui/icons-material/People';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import InsightsIcon from '@mui/icons-material/Insights';
import { useTranslate } from 'react-admin';

const features = [
  { key: 'members', icon: PeopleIcon },
  { key: 'plans', icon: CardMembershipIcon },
  { key: 'reports', icon: InsightsIcon },
] as const;

export function FeatureList() {
  const translate = useTranslate();
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {features.map(({ key, icon: Icon }) => (
        <Box component="li" key={key} sx={{ display: 'flex', gap: 1.5 }}>
          <Icon sx={{ color: 'primary.light', mt: 0.25 }} />
          <Box>
            <Typography fontWeight={600}>{translate(`app.login.features.${key}.title`)}</Typography>
            <Typography variant="body2" sx={{ opacity: 0.8 }}>
              {translate(`app.login.features.${key}.text`)}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
