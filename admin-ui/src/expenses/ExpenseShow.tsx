import { useState } from 'react';
import { Alert, Button, DialogContentText, TextField } from '@mui/material';
import {
  FunctionField,
  Show,
  SimpleShowLayout,
  TextField as RaTextField,
  TopToolbar,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import {
  PAYMENT_METHOD_LABELS,
  formatCalendarDate,
  formatRupeesExact,
  parseMoney,
  voidExpenseRequest,
  type ExpenseDto,
} from '@gym/contracts';
import { ActionDialog, CancelAndConfirm } from '../lib/ActionDialog';
import { useBranchName, useMultiBranch } from '../lib/branches';
import { onlyFor } from '../lib/onlyFor';
import { serverMessage } from '../lib/serverError';
import { canManage, useRole } from '../lib/useRole';
import { useToast } from '../lib/useToast';
import { useGymDataProvider } from '../providers/useGymDataProvider';

const text = (key: string) => `resources.expenses.${key}`;

/** Voids the expense for a reason (admins, branch managers); it stays in the books as voided. */
function VoidButton() {
  const expense = useRecordContext<ExpenseDto>();
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const toast = useToast();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!expense || expense.voided) return null;

  const confirm = async () => {
    const parsed = voidExpenseRequest.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setBusy(true);
    try {
      await dataProvider.voidExpense(expense.id, parsed.data.reason);
      toast({ type: 'success', title: text('void.done') });
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
      <Button color="error" onClick={() => setOpen(true)}>
        {translate(text('void.button'))}
      </Button>
      <ActionDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate(text('void.title'))}
        titleId="void-expense-title"
        actions={
          <CancelAndConfirm
            onCancel={() => setOpen(false)}
            confirm={text('void.confirm')}
            onConfirm={() => void confirm()}
            disabled={busy}
            color="error"
            testId="void-expense-confirm"
          />
        }
      >
        <DialogContentText>{translate(text('void.text'))}</DialogContentText>
        <TextField
          label={translate(text('void.reason'))}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error !== null}
          helperText={error ?? ' '}
          multiline
          minRows={2}
          fullWidth
          autoFocus
          margin="dense"
        />
      </ActionDialog>
    </>
  );
}

function ShowActions() {
  const translate = useTranslate();
  const role = useRole();
  return (
    <TopToolbar>
      <Button component={Link} to="/expenses">
        {translate(text('show.back'))}
      </Button>
      {canManage(role) && <VoidButton />}
    </TopToolbar>
  );
}

function Voided() {
  const expense = useRecordContext<ExpenseDto>();
  const translate = useTranslate();
  if (!expense?.voided) return null;
  return (
    <Alert severity="warning">
      {translate(text('states.voided'))}: {expense.voidReason}
    </Alert>
  );
}

/** One expense as recorded; voided ones say why. */
function ExpenseShow() {
  const multiBranch = useMultiBranch();
  const branchName = useBranchName();
  return (
    <Show<ExpenseDto> resource="expenses" title={text('show.title')} actions={<ShowActions />}>
      <SimpleShowLayout>
        <Voided />
        <FunctionField<ExpenseDto>
          source="expenseDay"
          render={(e) => formatCalendarDate(e.expenseDay)}
        />
        {multiBranch && (
          <FunctionField<ExpenseDto> source="branchId" render={(e) => branchName(e.branchId)} />
        )}
        <RaTextField source="categoryName" />
        <FunctionField<ExpenseDto>
          source="amount"
          render={(e) => formatRupeesExact(parseMoney(e.amount) ?? 0)}
        />
        <FunctionField<ExpenseDto>
          source="method"
          render={(e) => PAYMENT_METHOD_LABELS[e.method]}
        />
        <RaTextField source="paidTo" />
        <RaTextField source="billNumber" emptyText="—" />
        <RaTextField source="note" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}

export default onlyFor(['admin', 'branch_manager', 'staff'], ExpenseShow);
