import { formatRupees } from '@gym/contracts';
import { Alert, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../lib/formatDate';
import { WhatsAppButton } from '../lib/WhatsAppButton';
import { gymToday } from '../lib/gymToday';
import type { GymDataProvider } from '../providers/dataProvider';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import { DashboardPanel, PanelLink, PanelMore, PanelRows } from './DashboardPanel';
import { PANEL_ROWS, membershipRow, panelQuery } from './urgentMemberships';
import { reminderUrgency } from './urgency';

export const remindersQuery = (dataProvider: GymDataProvider) =>
  panelQuery(['payments', 'reminders'], () => dataProvider.getPaymentReminders(PANEL_ROWS));

export function PaymentRemindersPanel() {
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const { data, isPending, isError } = useQuery(remindersQuery(dataProvider));
  const today = gymToday();
  return (
    <DashboardPanel
      testId="reminders-panel"
      title="app.dashboard.reminders.title"
      action={<PanelLink to="/payments" text="app.dashboard.reminders.manage" />}
    >
      <PanelRows
        rows={data?.rows}
        isPending={isPending}
        loading={<Skeleton height={64} />}
        failure={
          isError && <Alert severity="error">{translate('app.dashboard.reminders.failed')}</Alert>
        }
        empty="app.dashboard.reminders.empty"
        row={(reminder) =>
          membershipRow(
            reminder,
            translate('app.dashboard.reminders.due', {
              date: formatDate(reminder.nextPaymentDueDate),
            }),
            reminderUrgency(today, reminder.nextPaymentDueDate),
            <>
              <span>{formatRupees(reminder.remainingAmount)}</span>
              <WhatsAppButton size="small" href={reminder.whatsAppLink} />
            </>,
          )
        }
        more={data && <PanelMore shown={data.rows.length} total={data.total} to="/payments" />}
      />
    </DashboardPanel>
  );
}
