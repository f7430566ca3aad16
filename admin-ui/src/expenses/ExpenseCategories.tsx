import { useState } from 'react';
import { Button, List, ListItem, ListItemText, TextField } from '@mui/material';
import { useGetList, useRefresh, useTranslate } from 'react-admin';
import { addExpenseCategoryRequest, type ExpenseCategoryDto } from '@gym/contracts';
import { ActionDialog } from '../lib/ActionDialog';
import { serverFieldErrors, serverMessage } from '../lib/serverError';
import { useToast } from '../lib/useToast';
import { useGymDataProvider } from '../providers/useGymDataProvider';

const text = (key: string) => `resources.expenses.categoryDialog.${key}`;

/** The categories, and a name to add one (admins, branch managers): a small dialog on the list. */
export function ExpenseCategoriesButton() {
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const toast = useToast();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { data, refetch } = useGetList<ExpenseCategoryDto>(
    'expense-categories',
    { pagination: { page: 1, perPage: 1000 } },
    { enabled: open },
  );

  const add = async () => {
    const parsed = addExpenseCategoryRequest.safeParse({ name });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setBusy(true);
    try {
      await dataProvider.create('expense-categories', { data: parsed.data });
      toast({ type: 'success', title: text('done'), args: { name: parsed.data.name } });
      setName('');
      setError(null);
      await refetch();
      refresh();
    } catch (failure) {
      setError(serverFieldErrors(failure)?.name ?? serverMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {translate(text('button'))}
      </Button>
      <ActionDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate(text('title'))}
        titleId="expense-categories-title"
        maxWidth="xs"
        actions={<Button onClick={() => setOpen(false)}>{translate(text('close'))}</Button>}
      >
        <List dense aria-labelledby="expense-categories-title">
          {(data ?? []).map((c) => (
            <ListItem key={c.id} disableGutters>
              <ListItemText primary={c.name} />
            </ListItem>
          ))}
        </List>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
          style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}
        >
          <TextField
            label={translate(text('name'))}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={error !== null}
            helperText={error ?? ' '}
            size="small"
            fullWidth
          />
          <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 0.5 }}>
            {translate(text('add'))}
          </Button>
        </form>
      </ActionDialog>
    </>
  );
}
