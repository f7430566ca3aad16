import { formatRupees } from '@gym/contracts';
import { useId, type ReactNode } from 'react';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import PeopleIcon from '@mui/icons-material/People';
import VerifiedIcon from '@mui/icons-material/Verified';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useTranslate } from 'react-admin';
import type { DashboardStatsDto } from '@gym/contracts';
import { useGstPricing, type GstPricing } from '../lib/useGstPricing';
import { Trend } from './Trend';

const gridOf = (cards: number) => ({
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: `repeat(${cards}, 1fr)` },
});
const grid = gridOf(4);

/** Which money the revenue card shows, by how the gym's prices stand to GST. */
const CAPTIONS: Record<GstPricing, string> = {
  none: 'collected',
  included: 'collectedWithGst',
  // The GST added at the sale is paid with the price: collected holds it.
  excluded: 'collectedWithGst',
};

function StatCard(props: {
  label: string;
  /** What the figure is, under it (the revenue card: which money). */
  caption?: string;
  value: ReactNode;
  icon: ReactNode;
  note: ReactNode;
}) {
  const translate = useTranslate();
  const captionId = useId();
  return (
    <Card
      data-testid="stat-card"
      aria-label={translate(props.label)}
      aria-describedby={props.caption ? captionId : undefined}
      component="section"
    >
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {translate(props.label)}
          </Typography>
          {props.icon}
        </Box>
        <Typography variant="h4" component="p" fontWeight={700} data-testid="stat-value">
          {props.value}
        </Typography>
        {props.caption && (
          <Typography
            id={captionId}
            variant="caption"
            color="text.secondary"
            fontWeight={600}
            data-testid="stat-caption"
          >
            {translate(props.caption)}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {props.note}
        </Typography>
      </CardContent>
    </Card>
  );
}

export function StatCardsSkeleton() {
  return (
    <Box sx={grid} data-testid="stat-skeletons">
      {[0, 1, 2, 3].map((n) => (
        <Card key={n}>
          <CardContent>
            <Skeleton width="50%" />
            <Skeleton height={48} width="40%" />
            <Skeleton width="70%" />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

export function StatCards({ stats }: { stats: DashboardStatsDto }) {
  const translate = useTranslate();
  // null: the owner keeps revenue from this account (the server sends none).
  const revenue = stats.monthlyRevenue;
  const gst = useGstPricing();
  return (
    <Box sx={gridOf(revenue === null ? 3 : 4)}>
      <StatCard
        label="app.dashboard.stats.totalMembers"
        value={stats.totalMembers}
        icon={<PeopleIcon color="primary" />}
        note={<Trend current={stats.totalMembers} previous={stats.lastMonth.totalMembers} />}
      />
      <StatCard
        label="app.dashboard.stats.activeMemberships"
        value={stats.activeMembers}
        icon={<VerifiedIcon color="success" />}
        note={<Trend current={stats.activeMembers} previous={stats.lastMonth.activeMembers} />}
      />
      {revenue !== null && (
        <StatCard
          label="app.dashboard.stats.monthlyRevenue"
          caption={`app.dashboard.stats.${CAPTIONS[gst]}`}
          value={formatRupees(revenue)}
          icon={<CurrencyRupeeIcon color="secondary" />}
          note={
            <Trend current={Number(revenue)} previous={Number(stats.lastMonth.monthlyRevenue)} />
          }
        />
      )}
      <StatCard
        label="app.dashboard.stats.expiringSoon"
        value={stats.expiringSoon}
        icon={<WarningAmberIcon color="warning" />}
        note={translate('app.dashboard.stats.requiresAttention')}
      />
    </Box>
  );
}
