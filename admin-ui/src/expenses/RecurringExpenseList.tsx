import { useState } from 'react';
import { Box, Button, Chip, Typography } from '@mui/material';
import { CreateButton, DataTable, List, TopToolbar, useRefresh, useTranslate } from 'react-admin';
import {
  PAYMENT_METHOD_LABELS,
  formatCalendarDate,
  formatRupeesExact,
  parseMoney,
  stopRecurringExpenseRequest,
  type RecurringExpenseDto,
} from '@gym/contracts';
import { ListHeading } from '../lib/PageHeading';
import { useBranchName, useMultiBranch } from '../lib/branches';
import { useIsPhone } from '../lib/useIsPhone';
import { onlyFor } from '../lib/onlyFor';
import { PhoneCards } from '../lib/PhoneCards';
import { ReasonDialog } from '../lib/ReasonDialog';
import { useGymDataProvider } from '../providers/useGymDataProvider';

const text = (key: string) => `resources.recurring-expenses.${key}`;

function StopButton({ recurring }: { recurring: RecurringExpenseDto }) {
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  if (!recurring.running) return null;
  return (
    <>
      <Button size="small" color="error" onClick={() => setOpen(true)}>
        {translate(text('stop.button'))}
      </Button>
      {open && (
        <ReasonDialog
          open
          onClose={() => setOpen(false)}
          title={text('stop.title')}
          titleId={`stop-recurring-${recurring.id}`}
          text={text('stop.text')}
          reasonLabel={text('stop.reason')}
          confirm={text('stop.confirm')}
          done={text('stop.done')}
          schema={stopRecurringExpenseRequest}
          send={(reason) => dataProvider.stopRecurringExpense(recurring.id, reason)}
          onDone={refresh}
          color="error"
        />
      )}
    </>
  );
}

function StateAndStop({ recurring }: { recurring: RecurringExpenseDto }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <Chip
        size="small"
        color={recurring.running ? 'success' : 'default'}
        label={translate(text(recurring.running ? 'list.running' : 'list.stopped'))}
      />
      <StopButton recurring={recurring} />
    </Box>
  );
}

function RecurringCard({ recurring }: { recurring: RecurringExpenseDto }) {
  const translate = useTranslate();
  const multiBranch = useMultiBranch();
  const branchName = useBranchName();
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography fontWeight={600}>{recurring.paidTo}</Typography>
        <Typography fontWeight={600}>
          {formatRupeesExact(parseMoney(recurring.amount) ?? 0)}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {[
          translate(text('list.onDay'), { day: recurring.dayOfMonth }),
          recurring.categoryName,
          PAYMENT_METHOD_LABELS[recurring.method],
          multiBranch ? branchName(recurring.branchId) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <StateAndStop recurring={recurring} />
    </>
  );
}

/** Rent and salaries recorded each month by the job, until stopped (admins, branch managers). */
function RecurringExpenseList() {
  const isPhone = useIsPhone();
  const multiBranch = useMultiBranch();
  const branchName = useBranchName();
  return (
    <>
      <ListHeading title={text('list.title')} subtitle={text('list.subtitle')} />
      <List<RecurringExpenseDto>
        resource="recurring-expenses"
        title={text('list.title')}
        actions={
          <TopToolbar sx={{ flexWrap: 'wrap' }}>
            <CreateButton label={text('list.add')} />
          </TopToolbar>
        }
        sort={{ field: 'dayOfMonth', order: 'ASC' }}
        perPage={100}
        pagination={false}
        empty={false}
        exporter={false}
        storeKey={false}
      >
        {isPhone ? (
          <PhoneCards<RecurringExpenseDto> label={text('list.title')}>
            {(recurring) => <RecurringCard recurring={recurring} />}
          </PhoneCards>
        ) : (
          <DataTable<RecurringExpenseDto> rowClick={false} bulkActionButtons={false}>
            <DataTable.Col source="dayOfMonth" />
            <DataTable.Col source="categoryName" disableSort />
            <DataTable.Col source="paidTo" disableSort />
            <DataTable.Col
              source="amount"
              disableSort
              render={(r: RecurringExpenseDto) => formatRupeesExact(parseMoney(r.amount) ?? 0)}
            />
            <DataTable.Col
              source="method"
              disableSort
              render={(r: RecurringExpenseDto) => PAYMENT_METHOD_LABELS[r.method]}
            />
            <DataTable.Col
              source="startsOn"
              disableSort
              render={(r: RecurringExpenseDto) => formatCalendarDate(r.startsOn)}
            />
            {multiBranch && (
              <DataTable.Col
                source="branchId"
                disableSort
                render={(r: RecurringExpenseDto) => branchName(r.branchId)}
              />
            )}
            <DataTable.Col
              label={text('fields.state')}
              render={(r: RecurringExpenseDto) => <StateAndStop recurring={r} />}
            />
          </DataTable>
        )}
      </List>
    </>
  );
}

export default onlyFor(['admin', 'branch_manager'], RecurringExpenseList);
