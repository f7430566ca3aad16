import { useQuery } from '@tanstack/react-query';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import { useRole } from '../lib/useRole';

export const SYSTEM_STATUS_POLL_MS = 30_000;

/**
 * The one polled call (the app otherwise never polls): a read model that stops must show itself
 * to an admin without a reload. Admins only, every 30 s while the tab is visible; the banner and
 * the status page share it.
 */
export function useSystemStatus() {
  const dataProvider = useGymDataProvider();
  const role = useRole();
  return useQuery({
    queryKey: ['system', 'status'],
    queryFn: () => dataProvider.getSystemStatus(),
    enabled: role === 'admin',
    refetchInterval: SYSTEM_STATUS_POLL_MS,
  });
}
