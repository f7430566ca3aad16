import { useQuery } from '@tanstack/react-query';
import { setupStatusDto } from '@gym/contracts';

/** GET /api/setup: true while the gym has no owner (admin) account yet. */
export function useSetupNeeded(): boolean {
  const { data } = useQuery({
    queryKey: ['setup'],
    queryFn: async ({ signal }) => {
      const response = await fetch('/api/setup', { credentials: 'include', signal });
      const parsed = setupStatusDto.safeParse(response.ok ? await response.json() : null);
      return parsed.success ? parsed.data.needed : false;
    },
  });
  return data ?? false;
}
