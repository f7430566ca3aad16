import { useGetList } from 'react-admin';
import type { PaymentDto } from '@gym/contracts';

/** The member's latest payment (for "View Latest Receipt"); undefined while loading or if none. */
export function useLatestPayment(memberId: string): PaymentDto | undefined {
  const { data } = useGetList<PaymentDto>(
    'payments',
    {
      filter: { memberId },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'paymentDate', order: 'DESC' },
    },
    { onError: () => undefined },
  );
  return data?.[0];
}
