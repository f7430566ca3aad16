import { Box, Button, Chip, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  CreateButton,
  DataTable,
  List,
  NullableBooleanInput,
  SelectInput,
  TopToolbar,
  useListContext,
  useTranslate,
} from 'react-admin';
import {
  EXPENSE_METHODS,
  PAYMENT_METHOD_LABELS,
  formatCalendarDate,
  formatRupeesExact,
  parseMoney,
  type ExpenseDto,
} from '@gym/contracts';
import { CsvDownloadButton, listCsvUrl } from '../lib/CsvDownloadButton';
import { GymDateInput } from '../lib/GymDateInput';
import { ListHeading } from '../lib/PageHeading';
import { ListPagination } from '../lib/ListPagination';
import { PhoneCards } from '../lib/PhoneCards';
import { useBranchName, useMultiBranch } from '../lib/branches';
import { onlyFor } from '../lib/onlyFor';
import { useIsPhone } from '../lib/useIsPhone';
import { canManage, useRole } from '../lib/useRole';
import { ExpenseCategoriesButton } from './ExpenseCategories';
import { useExpenseCategoryChoices } from './useExpenseCategories';

const text = (key: string) => `resources.expenses.${key}`;
const methodChoices = EXPENSE_METHODS.map((m) => ({ id: m, name: PAYMENT_METHOD_LABELS[m] }));

function ListActions() {
  const translate = useTranslate();
  const role = useRole();
  const { filterValues } = useListContext();
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      {canManage(role) && <ExpenseCategoriesButton />}
      {canManage(role) && (
        <Button size="small" component={Link} to="/recurring-expenses">
          {translate(text('list.recurring'))}
        </Button>
      )}
      <CsvDownloadButton
        href={listCsvUrl('expenses/export.csv', filterValues)}
        label={text('list.export')}
      />
      <CreateButton label={text(role === 'staff' ? 'list.cashPaidOut' : 'list.add')} />
    </TopToolbar>
  );
}

function useFilters() {
  const categories = useExpenseCategoryChoices();
  return [
    <GymDateInput key="from" source="from" alwaysOn completeOnly />,
    <GymDateInput key="to" source="to" alwaysOn completeOnly />,
    <SelectInput
      key="categoryId"
      source="categoryId"
      choices={categories.choices}
      emptyText={text('list.anyCategory')}
      alwaysOn
    />,
    <SelectInput
      key="method"
      source="method"
      choices={methodChoices}
      emptyText={text('list.anyMethod')}
      alwaysOn
    />,
    <NullableBooleanInput key="voided" source="voided" alwaysOn />,
  ];
}

/** What the page on screen adds up to, voided expenses left out. */
function PageTotal() {
  const translate = useTranslate();
  const { data } = useListContext<ExpenseDto>();
  const paise = (data ?? [])
    .filter((e) => !e.voided)
    .reduce((sum, e) => sum + (parseMoney(e.amount) ?? 0), 0);
  return (
    <Typography sx={{ px: 2, py: 1 }} fontWeight={600} data-testid="expenses-page-total">
      {translate(text('list.pageTotal'), { amount: formatRupeesExact(paise) })}
    </Typography>
  );
}

function StateChip({ expense }: { expense: ExpenseDto }) {
  const translate = useTranslate();
  return expense.voided ? (
    <Chip size="small" variant="outlined" label={translate(text('states.voided'))} />
  ) : null;
}

function ExpenseCard({ expense }: { expense: ExpenseDto }) {
  return (
    <Box component={Link} to={`/expenses/${expense.id}/show`} sx={{ color: 'inherit' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography fontWeight={600}>{expense.paidTo}</Typography>
        <Typography fontWeight={600}>
          {formatRupeesExact(parseMoney(expense.amount) ?? 0)}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {[
          formatCalendarDate(expense.expenseDay),
          expense.categoryName,
          PAYMENT_METHOD_LABELS[expense.method],
        ].join(' · ')}
      </Typography>
      <StateChip expense={expense} />
    </Box>
  );
}

/** Expenses of the caller's branches (the switcher's), newest first; filters, page total, CSV. */
function ExpenseList() {
  const isPhone = useIsPhone();
  const multiBranch = useMultiBranch();
  const branchName = useBranchName();
  const filters = useFilters();
  return (
    <>
      <ListHeading title={text('list.title')} subtitle={text('list.subtitle')} />
      <List<ExpenseDto>
        resource="expenses"
        title={text('list.title')}
        filters={filters}
        actions={<ListActions />}
        sort={{ field: 'expenseDay', order: 'DESC' }}
        perPage={50}
        pagination={<ListPagination />}
        empty={false}
        exporter={false}
        storeKey={false}
      >
        {isPhone ? (
          <PhoneCards<ExpenseDto> label={text('list.title')} testId="expense-cards">
            {(expense) => <ExpenseCard expense={expense} />}
          </PhoneCards>
        ) : (
          <DataTable<ExpenseDto> rowClick="show" bulkActionButtons={false} data-testid="expenses">
            <DataTable.Col
              source="expenseDay"
              render={(e: ExpenseDto) => formatCalendarDate(e.expenseDay)}
            />
            <DataTable.Col source="categoryName" disableSort />
            <DataTable.Col source="paidTo" disableSort />
            <DataTable.Col
              source="method"
              disableSort
              render={(e: ExpenseDto) => PAYMENT_METHOD_LABELS[e.method]}
            />
            <DataTable.Col
              source="amount"
              disableSort
              render={(e: ExpenseDto) => formatRupeesExact(parseMoney(e.amount) ?? 0)}
            />
            <DataTable.Col source="billNumber" disableSort />
            {multiBranch && (
              <DataTable.Col
                source="branchId"
                disableSort
                render={(e: ExpenseDto) => branchName(e.branchId)}
              />
            )}
            <DataTable.Col
              label={text('fields.state')}
              render={(e: ExpenseDto) => <StateChip expense={e} />}
            />
          </DataTable>
        )}
        <PageTotal />
      </List>
    </>
  );
}

export default onlyFor(['admin', 'branch_manager', 'staff'], ExpenseList);
