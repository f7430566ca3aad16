import { formatRupees } from '@gym/contracts';
import { Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../lib/formatDate';
import { gymToday } from '../lib/gymToday';
import type { GymDataProvider } from '../providers/dataProvider';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import { DashboardPanel, PanelMore, PanelRows } from './DashboardPanel';
import { PANEL_ROWS, membershipRow, panelQuery } from './urgentMemberships';
import { expiryUrgency } from './urgency';

export const expiringQuery = (dataProvider: GymDataProvider) =>
  panelQuery(['memberships', 'expiring'], () => dataProvider.getExpiring(PANEL_ROWS));

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
      <PanelRows
        // A list that did not load shows as empty.
        rows={isError ? undefined : data?.rows}
        isPending={isPending}
        loading={<Skeleton height={64} />}
        empty="app.dashboard.expiring.empty"
        row={(membership) =>
          membershipRow(
            membership,
            translate('app.dashboard.expiring.expiresOn', { date: formatDate(membership.endDate) }),
            expiryUrgency(today, membership.endDate),
            // What is still owed on it; a paid-up membership shows no amount.
            Number(membership.remainingAmount) > 0 && (
              <span>
                {translate('app.dashboard.expiring.stillDue', {
                  amount: formatRupees(membership.remainingAmount),
                })}
              </span>
            ),
          )
        }
        more={data && <PanelMore shown={data.rows.length} total={data.total} to="/expiring" />}
      />
    </DashboardPanel>
  );
}
