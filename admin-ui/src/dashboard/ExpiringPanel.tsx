import { formatRupees } from '@gym/contracts';
import { Box, Chip, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { formatDate } from '../lib/formatDate';
import { gymToday } from '../lib/gymToday';
import type { GymDataProvider } from '../providers/dataProvider';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import {
  DashboardPanel,
  DASHBOARD_STALE_MS,
  PANEL_ROWS,
  PanelEmpty,
  PanelMore,
  PanelRow,
  panelListSx,
} from './DashboardPanel';
import { expiryUrgency } from './urgency';

/** Also loaded by the dashboard, which shows its panels once this has come. */
export const expiringQuery = (dataProvider: GymDataProvider) =>
  queryOptions({
    queryKey: ['memberships', 'expiring'],
    queryFn: () => dataProvider.getExpiring(PANEL_ROWS),

    // Loaded by the dashboard a moment before the panel mounts: not again on mount.
    staleTime: DASHBOARD_STALE_MS,
  });

export function ExpiringPanel() {
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const { data, isPending, isError } = useQuery(expiringQuery(dataProvider));
  const today = gymToday();
  return (
    <DashboardPanel
      testId="expiring-panel"
      title="app.dashboard.expiring.title"
      subtitle="app.dashboard.expiring.subtitle"
    >
      {isPending ? (
        <Skeleton height={64} />
      ) : isError || data.rows.length === 0 ? (
        <PanelEmpty text="app.dashboard.expiring.empty" />
      ) : (
        <>
          <Box component="ul" sx={panelListSx}>
            {data.rows.map((membership) => {
              const urgency = expiryUrgency(today, membership.endDate);
              return (
                <PanelRow
                  key={membership.id}
                  primary={`${membership.member.firstName} ${membership.member.lastName}`}
                  secondary={`${membership.plan.name} · ${translate(
                    'app.dashboard.expiring.expiresOn',
                    {
                      date: formatDate(membership.endDate),
                    },
                  )}`}
                  end={
                    <>
                      <Chip size="small" color={urgency.color} label={translate(urgency.key)} />
                      {/* What is still owed on it; a paid-up membership shows no amount. */}
                      {Number(membership.remainingAmount) > 0 && (
                        <span>
                          {translate('app.dashboard.expiring.stillDue', {
                            amount: formatRupees(membership.remainingAmount),
                          })}
                        </span>
                      )}
                    </>
                  }
                />
              );
            })}
          </Box>
          <PanelMore shown={data.rows.length} total={data.total} to="/expiring" />
        </>
      )}
    </DashboardPanel>
  );
}
