import { formatRupees } from '@gym/contracts';
import { Alert, Box, Button, Chip, Skeleton } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { formatDate } from '../lib/formatDate';
import { WhatsAppButton } from '../lib/WhatsAppButton';
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
import { reminderUrgency } from './urgency';

/** Also loaded by the dashboard, which shows its panels once this has come. */
export const remindersQuery = (dataProvider: GymDataProvider) =>
  queryOptions({
    queryKey: ['payments', 'reminders'],
    queryFn: () => dataProvider.getPaymentReminders(PANEL_ROWS),

    // Loaded by the dashboard a moment before the panel mounts: not again on mount.
    staleTime: DASHBOARD_STALE_MS,
  });

export function PaymentRemindersPanel() {
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const { data, isPending, isError } = useQuery(remindersQuery(dataProvider));
  const today = gymToday();
  return (
    <DashboardPanel
      testId="reminders-panel"
      title="app.dashboard.reminders.title"
      action={
        <Button size="small" component={Link} to="/payments">
          {translate('app.dashboard.reminders.manage')}
        </Button>
      }
    >
      {isPending ? (
        <Skeleton height={64} />
      ) : isError ? (
        <Alert severity="error">{translate('app.dashboard.reminders.failed')}</Alert>
      ) : data.rows.length === 0 ? (
        <PanelEmpty text="app.dashboard.reminders.empty" />
      ) : (
        <>
          <Box component="ul" sx={panelListSx}>
            {data.rows.map((reminder) => {
              const urgency = reminderUrgency(today, reminder.nextPaymentDueDate);
              return (
                <PanelRow
                  key={reminder.id}
                  primary={`${reminder.member.firstName} ${reminder.member.lastName}`}
                  secondary={`${reminder.plan.name} · ${translate('app.dashboard.reminders.due', {
                    date: formatDate(reminder.nextPaymentDueDate),
                  })}`}
                  end={
                    <>
                      <Chip size="small" color={urgency.color} label={translate(urgency.key)} />
                      <span>{formatRupees(reminder.remainingAmount)}</span>
                      <WhatsAppButton size="small" href={reminder.whatsAppLink} />
                    </>
                  }
                />
              );
            })}
          </Box>
          <PanelMore shown={data.rows.length} total={data.total} to="/payments" />
        </>
      )}
    </DashboardPanel>
  );
}
