import { useQuery } from '@tanstack/react-query';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import { useBranches } from './branches';
import { useRole } from './useRole';

/**
 * How the payments the books hold stand to GST, by today's settings: `none` (no GSTIN in the gym
 * settings or on a branch the account sees: "Collected" says it all), `included` (what members
 * paid, GST included) or `excluded` (prices exclude GST: a payment is its taxable value and
 * members pay the GST on top).
 */
export type GstPricing = 'none' | 'included' | 'excluded';

export function useGstPricing(): GstPricing {
  const role = useRole();
  const dataProvider = useGymDataProvider();
  const branches = useBranches();
  const { data } = useQuery({
    queryKey: ['gymSettings'],
    queryFn: () => dataProvider.getGymSettings(),
    enabled: role !== undefined && role !== 'member',
  });
  const registered = Boolean(data?.gstin) || (branches ?? []).some((b) => b.gstin !== null);
  if (!registered || !data) return 'none';
  return data.pricesIncludeGst ? 'included' : 'excluded';
}
