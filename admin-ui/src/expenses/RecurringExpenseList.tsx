import { useState } from 'react';
import { Box, Button, Chip, DialogContentText, TextField } from '@mui/material';
import { CreateButton, DataTable, List, TopToolbar, useRefresh, useTranslate } from 'react-admin';
import {
  PAYMENT_METHOD_LABELS,
  formatCalendarDate,
  formatRupeesExact,
  parseMoney,
  stopRecurringExpenseRequest,
  type RecurringExpenseDto,
} from '@gym/contracts';
import { ActionDialog, CancelAndConfirm } from '../lib/ActionDialog';
import { ListHeading } from '../lib/PageHeading';
import { useBranchName, useMultiBranch } from '../lib/branches';
import { onlyFor } from '../lib/onlyFor';
import { serverMessage } from '../lib/serverError';
import { useToast } from '../lib/useToast';
import { useGymDataProvider } from '../providers/useGymDataProvider';

const text = (key: string) => `resources.recurring-expenses.${key}`;

function StopButton({ recurring }: { recurring: RecurringExpenseDto }) {
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const toast = useToast();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!recurring.running) return null;
  const stop = async () => {
    const parsed = stopRecurringExpenseRequest.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setBusy(true);
    try {
      await dataProvider.stopRecurringExpense(recurring.id, parsed.data.reason);
      toast({ type: 'success', title: text('stop.done') });
      setOpen(false);
      refresh();
    } catch (failure) {
      setError(serverMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" color="error" onClick={() => setOpen(true)}>
        {translate(text('stop.button'))}
      </Button>
      <ActionDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate(text('stop.title'))}
        titleId={`stop-recurring-${recurring.id}`}
        actions={
          <CancelAndConfirm
            onCancel={() => setOpen(false)}
            confirm={text('stop.confirm')}
            onConfirm={() => void stop()}
            disabled={busy}
            color="error"
          />
        }
      >
        <DialogContentText>{translate(text('stop.text'))}</DialogContentText>
        <TextField
          label={translate(text('stop.reason'))}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error !== null}
          helperText={error ?? ' '}
          fullWidth
          autoFocus
          margin="dense"
        />
      </ActionDialog>
    </>
  );
}

/** Rent and salaries recorded each month by the job, until stopped (admins, branch managers). */
function RecurringExpenseList() {
  const translate = useTranslate();
  const multiBranch = useMultiBranch();
  const branchName = useBranchName();
  return (
    <>
      <ListHeading title={text('list.title')} subtitle={text('list.subtitle')} />
      <List<RecurringExpenseDto>
        resource="recurring-expenses"
        title={text('list.title')}
        actions={
          <TopToolbar>
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
            render={(r: RecurringExpenseDto) => (
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <Chip
                  size="small"
                  color={r.running ? 'success' : 'default'}
                  label={translate(text(r.running ? 'list.running' : 'list.stopped'))}
                />
                <StopButton recurring={r} />
              </Box>
            )}
          />
        </DataTable>
      </List>
    </>
  );
}

export default onlyFor(['admin', 'branch_manager'], RecurringExpenseList);
