import { useQuery } from '@tanstack/react-query';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import { useRole } from './useRole';

/**
 * Whether the owner keeps revenue from this account (staff, with the gym setting on). The server
 * sends such an account no revenue anyway; the screens use this to leave the panels out.
 * Undefined while not known yet (staff, settings loading).
 */
export function useRevenueHidden(): boolean | undefined {
  const role = useRole();
  const dataProvider = useGymDataProvider();
  const { data } = useQuery({
    queryKey: ['gymSettings'],
    queryFn: () => dataProvider.getGymSettings(),
    enabled: role === 'staff',
  });
  if (role === undefined) return undefined;
  if (role !== 'staff') return false;
  return data?.hideRevenueFromStaff;
}
