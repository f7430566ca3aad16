import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDto } from '@gym/contracts';
import { branchChoiceAfterSignIn, branchChoiceLoaded, chooseBranch } from './branchChoice';

const KOR = '00000000-0000-4000-8000-0000000b0002';
const user = { id: '00000000-0000-4000-8000-000000000001', role: 'admin' } as UserDto;

/** A Map behind the Storage calls the module makes. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

let sent: unknown[];
let status: number;

beforeEach(() => {
  sent = [];
  status = 200;
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, method: init.method, body: JSON.parse(String(init.body)) });
      return new Response(status === 200 ? '{}' : '{"message":"no"}', {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  branchChoiceLoaded(null);
});

afterEach(() => vi.unstubAllGlobals());

describe('the branch switcher remembers the choice', () => {
  it('sends the choice to the session, and sends it again after the next sign-in', async () => {
    await chooseBranch(user, KOR);
    expect(sent).toEqual([{ url: '/api/user/branch', method: 'PUT', body: { branchId: KOR } }]);
    sent = [];
    await branchChoiceAfterSignIn(user);
    expect(sent).toEqual([{ url: '/api/user/branch', method: 'PUT', body: { branchId: KOR } }]);
  });

  it('trusts the session when GET /api/user answers its branch, and sends nothing', async () => {
    await branchChoiceAfterSignIn({ ...user, branchId: KOR } as UserDto);
    expect(sent).toEqual([]);
  });

  it('forgets a choice the account may no longer make', async () => {
    await chooseBranch(user, KOR);
    status = 403;
    await branchChoiceAfterSignIn(user);
    status = 200;
    sent = [];
    await branchChoiceAfterSignIn(user);
    expect(sent).toEqual([]);
  });

  it('"All branches" is remembered as no choice', async () => {
    await chooseBranch(user, KOR);
    await chooseBranch(user, null);
    sent = [];
    await branchChoiceAfterSignIn(user);
    expect(sent).toEqual([]);
  });
});
