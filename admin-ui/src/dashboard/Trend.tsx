import { Box } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { useTranslate } from 'react-admin';
import { monthTrend } from '@gym/contracts';

const colors = { up: 'success.main', down: 'error.main', flat: 'text.secondary' } as const;

/** This month against last month: "↑ +12.5% from last month" in green, red when down, "—" when last month had nothing. */
export function Trend({ current, previous }: { current: number; previous: number }) {
  const translate = useTranslate();
  const trend = monthTrend(current, previous);
  const Arrow =
    trend?.direction === 'up'
      ? ArrowUpwardIcon
      : trend?.direction === 'down'
        ? ArrowDownwardIcon
        : null;
  return (
    <Box component="span" data-testid="stat-trend" data-direction={trend?.direction ?? 'none'}>
      <Box
        component="span"
        sx={{
          color: colors[trend?.direction ?? 'flat'],
          fontWeight: 600,
          display: 'inline-flex',
          alignItems: 'center',
          verticalAlign: 'bottom',
        }}
      >
        {Arrow && (
          <Arrow
            sx={{ fontSize: 14 }}
            titleAccess={translate(`app.dashboard.stats.${trend?.direction}`)}
          />
        )}
        <span>{trend ? trend.label : translate('app.dashboard.stats.noTrend')}</span>
      </Box>{' '}
      {translate('app.dashboard.stats.fromLastMonth')}
    </Box>
  );
}
