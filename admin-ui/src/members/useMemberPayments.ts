import { useQuery } from '@tanstack/react-query';
import type { PaymentDto } from '@gym/contracts';
import { useGymDataProvider } from '../providers/useGymDataProvider';

/** A member's payments, newest first; a failure gives an empty list (as the spec says). */
export function useMemberPayments(memberId: string | undefined): PaymentDto[] | undefined {
  const dataProvider = useGymDataProvider();
  const { data } = useQuery({
    queryKey: ['payments', 'member', memberId],
    enabled: Boolean(memberId),
    queryFn: async () => {
      try {
        const payments = await dataProvider.getMemberPayments(memberId ?? '');
        return [...payments].sort((a, b) => b.paymentDate.localeCompare(a.paymentDate));
      } catch {
        return [];
      }
    },
  });
  return data;
}
