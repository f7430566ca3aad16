import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import type { ExpenseCategoryDto } from '@gym/contracts';

/**
 * The categories an expense may take, built-in ones first, as a select's choices. The same array
 * until the categories change: a select given new choices on every render keeps re-rendering.
 */
export function useExpenseCategoryChoices(): { choices: { id: string; name: string }[] } {
  const { data } = useGetList<ExpenseCategoryDto>('expense-categories', {
    pagination: { page: 1, perPage: 1000 },
  });
  const choices = useMemo(() => (data ?? []).map((c) => ({ id: c.id, name: c.name })), [data]);
  return { choices };
}
