import { useMemo } from 'react';
import {
  Create,
  NumberInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useRedirect,
} from 'react-admin';
import {
  EXPENSE_METHODS,
  PAYMENT_METHOD_LABELS,
  startRecurringExpenseRequest,
  type RecurringExpenseDto,
  type StartRecurringExpenseInput,
} from '@gym/contracts';
import { GymDateInput } from '../lib/GymDateInput';
import { branchChoices, useBranches, useMultiBranch } from '../lib/branches';
import { gymToday } from '../lib/gymToday';
import { onlyFor } from '../lib/onlyFor';
import { useToast } from '../lib/useToast';
import { zodResolver } from '../lib/zodResolver';
import { useExpenseCategoryChoices } from './useExpenseCategories';

const text = (key: string) => `resources.recurring-expenses.${key}`;
const methodChoices = EXPENSE_METHODS.map((m) => ({ id: m, name: PAYMENT_METHOD_LABELS[m] }));

type FormValues = Record<keyof StartRecurringExpenseInput, unknown>;

function toRequest(values: FormValues): StartRecurringExpenseInput {
  const request: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== null && value !== '') request[key] = value;
  return request as StartRecurringExpenseInput;
}

const resolver = zodResolver<FormValues>(startRecurringExpenseRequest, toRequest);

/** Starts a recurring expense: its amount and payee on a day of each month, from a date. */
function RecurringExpenseCreate() {
  const toast = useToast();
  const redirect = useRedirect();
  const multiBranch = useMultiBranch();
  const branches = useBranches();
  const branchOptions = useMemo(() => branchChoices(branches), [branches]);
  const categories = useExpenseCategoryChoices();
  // Kept across renders: a new defaultValues object would reset the form when choices arrive.
  const defaultValues = useMemo(
    () => ({ startsOn: gymToday(), method: 'bank_transfer', dayOfMonth: 1 }),
    [],
  );
  return (
    <Create<RecurringExpenseDto>
      resource="recurring-expenses"
      title={text('create.title')}
      transform={toRequest}
      mutationOptions={{
        onSuccess: (recurring) => {
          toast({
            type: 'success',
            title: text('create.success'),
            args: { paidTo: recurring.paidTo },
          });
          redirect('list', 'recurring-expenses');
        },
      }}
    >
      <SimpleForm
        resolver={resolver}
        defaultValues={defaultValues}
        toolbar={
          <Toolbar>
            <SaveButton label={text('create.save')} />
          </Toolbar>
        }
        sx={{ maxWidth: 640 }}
      >
        {multiBranch && <SelectInput source="branchId" choices={branchOptions} fullWidth />}
        <SelectInput source="categoryId" choices={categories.choices} fullWidth />
        <TextInput source="amount" inputMode="decimal" fullWidth />
        <SelectInput source="method" choices={methodChoices} fullWidth />
        <TextInput source="paidTo" fullWidth />
        <NumberInput
          source="dayOfMonth"
          min={1}
          max={31}
          helperText={text('create.dayHint')}
          fullWidth
        />
        <GymDateInput source="startsOn" fullWidth />
        <TextInput source="note" multiline minRows={2} fullWidth />
      </SimpleForm>
    </Create>
  );
}

export default onlyFor(['admin', 'branch_manager'], RecurringExpenseCreate);
