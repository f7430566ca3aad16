import { useGetList } from 'react-admin';
import type { ExpenseCategoryDto } from '@gym/contracts';

/** The categories an expense may take: built-in ones first, then those added, as choices. */
export function useExpenseCategoryChoices(): { id: string; name: string }[] {
  const { data } = useGetList<ExpenseCategoryDto>('expense-categories', {
    pagination: { page: 1, perPage: 1000 },
  });
  return (data ?? []).map((c) => ({ id: c.id, name: c.name }));
}
