import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import {
  FunctionField,
  Show,
  SimpleShowLayout,
  TextField,
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
import { useBranchName, useMultiBranch } from '../lib/branches';
import { onlyFor } from '../lib/onlyFor';
import { ReasonDialog } from '../lib/ReasonDialog';
import { canManage, useRole } from '../lib/useRole';
import { useGymDataProvider } from '../providers/useGymDataProvider';

const text = (key: string) => `resources.expenses.${key}`;

/** Voids the expense for a reason (admins, branch managers); it stays in the books as voided. */
function VoidButton() {
  const expense = useRecordContext<ExpenseDto>();
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  if (!expense || expense.voided) return null;
  return (
    <>
      <Button color="error" onClick={() => setOpen(true)}>
        {translate(text('void.button'))}
      </Button>
      {open && (
        <ReasonDialog
          open
          onClose={() => setOpen(false)}
          title={text('void.title')}
          titleId="void-expense-title"
          text={text('void.text')}
          reasonLabel={text('void.reason')}
          confirm={text('void.confirm')}
          done={text('void.done')}
          schema={voidExpenseRequest}
          send={(reason) => dataProvider.voidExpense(expense.id, reason)}
          onDone={refresh}
          color="error"
          testId="void-expense-confirm"
        />
      )}
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
        <TextField source="categoryName" />
        <FunctionField<ExpenseDto>
          source="amount"
          render={(e) => formatRupeesExact(parseMoney(e.amount) ?? 0)}
        />
        <FunctionField<ExpenseDto>
          source="method"
          render={(e) => PAYMENT_METHOD_LABELS[e.method]}
        />
        <TextField source="paidTo" />
        <TextField source="billNumber" emptyText="—" />
        <TextField source="note" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}

export default onlyFor(['admin', 'branch_manager', 'staff'], ExpenseShow);
