import { useQuery } from '@tanstack/react-query';

/** One report's answer, cached under its name and parameters. */
export function useReport<T>(key: unknown[], fetch: () => Promise<T>) {
  return useQuery({ queryKey: ['reports', ...key], queryFn: fetch });
}
