import { useQuery } from '@tanstack/react-query';
import type { GymDataProvider } from '../providers/dataProvider';
import { useGymDataProvider } from '../providers/useGymDataProvider';

/** One report's answer, cached under its name and parameters. */
export function useReport<T>(key: unknown[], fetch: (dataProvider: GymDataProvider) => Promise<T>) {
  const dataProvider = useGymDataProvider();
  return useQuery({ queryKey: ['reports', ...key], queryFn: () => fetch(dataProvider) });
}
