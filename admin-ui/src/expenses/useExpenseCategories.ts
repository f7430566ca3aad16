import { useGetList } from 'react-admin';
import type { ExpenseCategoryDto } from '@gym/contracts';

/**
 * The categories an expense may take, built-in ones first, as a select's choices; `isPending`
 * until they have loaded (the select waits rather than open empty).
 */
export function useExpenseCategoryChoices(): {
  choices: { id: string; name: string }[];
  isPending: boolean;
} {
  const { data, isPending } = useGetList<ExpenseCategoryDto>('expense-categories', {
    pagination: { page: 1, perPage: 1000 },
  });
  return { choices: (data ?? []).map((c) => ({ id: c.id, name: c.name })), isPending };
}
