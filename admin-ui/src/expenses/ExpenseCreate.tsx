import { useMemo } from 'react';
import { Alert } from '@mui/material';
import {
  Create,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useRedirect,
  useTranslate,
} from 'react-admin';
import {
  EXPENSE_METHODS,
  PAYMENT_METHOD_LABELS,
  formatRupeesExact,
  parseMoney,
  recordExpenseRequestOn,
  type ExpenseDto,
  type RecordExpenseInput,
} from '@gym/contracts';
import { GymDateInput } from '../lib/GymDateInput';
import { branchChoices, useBranches, useMultiBranch } from '../lib/branches';
import { gymToday } from '../lib/gymToday';
import { onlyFor } from '../lib/onlyFor';
import { useRole } from '../lib/useRole';
import { useToast } from '../lib/useToast';
import { zodResolver } from '../lib/zodResolver';
import { useExpenseCategoryChoices } from './useExpenseCategories';

const text = (key: string) => `resources.expenses.${key}`;
const methodChoices = EXPENSE_METHODS.map((m) => ({ id: m, name: PAYMENT_METHOD_LABELS[m] }));

type FormValues = Record<keyof RecordExpenseInput, string | undefined>;

/** The form's values as POST /api/expenses takes them: empty optional fields left out. */
function toRequest(values: FormValues): RecordExpenseInput {
  const request: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== null && value !== '') request[key] = value;
  return request as RecordExpenseInput;
}

function CreateToolbar({ label }: { label: string }) {
  return (
    <Toolbar>
      <SaveButton label={label} />
    </Toolbar>
  );
}

/**
 * Records an expense. Staff see "Cash paid out": cash from their desk's drawer, so no method or
 * branch to choose.
 */
function ExpenseCreate() {
  const translate = useTranslate();
  const toast = useToast();
  const redirect = useRedirect();
  const role = useRole();
  const cashOnly = role === 'staff';
  const multiBranch = useMultiBranch();
  const branches = useBranches();
  const branchOptions = useMemo(() => branchChoices(branches), [branches]);
  const categories = useExpenseCategoryChoices();
  const today = gymToday();
  // Kept across renders: a new defaultValues object would reset the form (and close a select)
  // whenever the categories or branches arrive.
  const defaultValues = useMemo(() => ({ expenseDay: today, method: 'cash' }), [today]);
  const resolver = useMemo(
    () => zodResolver<FormValues>(recordExpenseRequestOn(today), toRequest),
    [today],
  );
  return (
    <Create<ExpenseDto>
      resource="expenses"
      title={text(cashOnly ? 'create.cashTitle' : 'create.title')}
      transform={(values: FormValues) =>
        toRequest({ ...values, ...(cashOnly && { method: 'cash' }) })
      }
      mutationOptions={{
        onSuccess: (expense) => {
          toast({
            type: 'success',
            title: text('create.success'),
            args: {
              amount: formatRupeesExact(parseMoney(expense.amount ?? '0') ?? 0),
              paidTo: expense.paidTo,
            },
          });
          redirect('list', 'expenses');
        },
      }}
    >
      <SimpleForm
        resolver={resolver}
        defaultValues={defaultValues}
        toolbar={<CreateToolbar label={text(cashOnly ? 'create.cashTitle' : 'create.save')} />}
        sx={{ maxWidth: 640 }}
      >
        {cashOnly && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {translate(text('create.cashHint'))}
          </Alert>
        )}
        <GymDateInput source="expenseDay" max={today} fullWidth />
        {multiBranch && !cashOnly && (
          <SelectInput source="branchId" choices={branchOptions} fullWidth />
        )}
        <SelectInput source="categoryId" choices={categories.choices} fullWidth />
        <TextInput source="amount" inputMode="decimal" fullWidth />
        {!cashOnly && <SelectInput source="method" choices={methodChoices} fullWidth />}
        <TextInput source="paidTo" fullWidth />
        <TextInput source="billNumber" fullWidth />
        <TextInput source="note" multiline minRows={2} fullWidth />
      </SimpleForm>
    </Create>
  );
}

export default onlyFor(['admin', 'branch_manager', 'staff'], ExpenseCreate);
