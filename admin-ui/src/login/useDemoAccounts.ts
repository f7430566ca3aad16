import { useEffect, useState } from 'react';
import { authConfigDto, type AuthConfigDto } from '@gym/contracts';

type DemoAccount = AuthConfigDto['demoAccounts'][number];

/** The demo logins from GET /api/auth-config; empty when the server offers none or cannot say. */
export function useDemoAccounts(): DemoAccount[] {
  const [accounts, setAccounts] = useState<DemoAccount[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/auth-config', { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((json: unknown) => {
        const parsed = authConfigDto.safeParse(json);
        if (parsed.success) setAccounts(parsed.data.demoAccounts);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return accounts;
}
