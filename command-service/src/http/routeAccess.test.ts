import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_BRANCH_ID, messages } from '@gym/contracts';
import { pathSpellings, sendRaw } from '../testing/pathSpellings';
import { startProduct, type Product } from '../testing/productHarness';
import type { createClient } from '../testing/httpClient';
import { accessText, type RouteEntry } from './routeTable';

/**
 * One path, one guard: every route of the router's own table, under every spelling of its path,
 * for every kind of caller. The access table in docs/architecture.md is the route table.
 */
type Client = ReturnType<typeof createClient>;
type Caller =
  'anonymous' | 'member' | 'staff' | 'branch_manager' | 'admin' | 'must change password';

/** How each signed-in caller signs in again (after a sign-out); the demo accounts' own. */
const SIGN_IN: Record<Exclude<Caller, 'anonymous'>, [string, string]> = {
  member: ['member', 'member123'],
  staff: ['staff', 'staff123'],
  admin: ['admin', 'admin123'],
  branch_manager: ['manager', 'manager123'],
  'must change password': ['resetme', 'temporary1'],
};

const DOC = new URL('../../../docs/architecture.md', import.meta.url);

/** `| \`GET /api/…\` | admin, staff |` rows of the doc's "Access by route" table (and `/verify/…`). */
function documentedAccess(): string[] {
  const text = fs.readFileSync(DOC, 'utf8');
  return [...text.matchAll(/^\| `([A-Z]+ \/(?:api|verify)\/\S*)` \| ([^|]+?) \|/gm)].map(
    ([, route, who]) => `${route} | ${who}`,
  );
}

const tableLine = (r: RouteEntry) => `${r.method} ${r.path} | ${accessText(r.access)}`;

/** A concrete path for a route: every parameter an id no record has. */
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, () => randomUUID());

/** What a caller must get from the guard on the route's own spelling, or null when let through. */
function refusal(route: RouteEntry, caller: Caller): number | null {
  const { access, method, path } = route;
  if (caller === 'must change password') {
    const open = ['GET /api/user', 'POST /api/change-password', 'POST /api/logout'];
    // The public receipt check reads no session, so no session stops it.
    return path === '/api/health' ||
      path.startsWith('/verify/') ||
      open.includes(`${method} ${path}`)
      ? null
      : 403;
  }
  if (access === 'anyone') return null;
  if (caller === 'anonymous') return 401;
  if (access === 'signed in') return null;
  return access?.includes(caller) ? null : 403;
}

describe('every route, every spelling, every caller', () => {
  let p: Product;
  const clients = new Map<Caller, Client>();

  beforeAll(async () => {
    p = await startProduct();
    for (const role of ['member', 'staff', 'admin'] as const)
      clients.set(role, await p.signedIn(role));
    clients.set('anonymous', p.client());
    const admin = clients.get('admin')!;
    const manager = await admin.post('/api/users', {
      username: 'manager',
      password: 'manager123',
      role: 'branch_manager',
      firstName: 'Branch',
      lastName: 'Manager',
      branchIds: [MAIN_BRANCH_ID],
    });
    expect(manager.status).toBe(201);
    const managerClient = p.client();
    await managerClient.login('manager', 'manager123');
    clients.set('branch_manager', managerClient);
    const created = await admin.post('/api/users', {
      username: 'resetme',
      password: 'first-pass',
      role: 'staff',
      firstName: 'Re',
      lastName: 'Set',
      branchIds: [MAIN_BRANCH_ID],
    });
    const reset = await admin.post(`/api/users/${created.body.id}/reset-password`, {
      password: 'temporary1',
    });
    expect(reset.status).toBe(200);
    const resetUser = p.client();
    await resetUser.login('resetme', 'temporary1');
    clients.set('must change password', resetUser);
  });
  afterAll(() => p?.close());

  it('gives every route a guard, and docs/architecture.md lists each with its access', () => {
    expect(p.routes.length).toBeGreaterThan(60);
    expect(p.routes.filter((r) => r.access === undefined).map(tableLine)).toEqual([]);
    expect(documentedAccess().sort()).toEqual(p.routes.map(tableLine).sort());
  });

  /**
   * Sends a route's request as `caller`, the path byte for byte (fetch would resolve `//api` and
   * dot segments first); a sign-out ends the session, so sign in again after.
   */
  async function send(caller: Caller, method: string, path: string) {
    const client = clients.get(caller)!;
    const answer = await sendRaw(client, p.url, method, path, method === 'GET' ? undefined : '{}');
    if (method === 'POST' && path === '/api/logout' && caller !== 'anonymous') {
      const fresh = p.client();
      await fresh.login(...SIGN_IN[caller]);
      clients.set(caller, fresh);
    }
    let json: { message?: string } | undefined;
    try {
      json = JSON.parse(answer.text) as { message?: string };
    } catch {
      json = undefined;
    }
    return { ...answer, json };
  }

  const callers: Caller[] = [
    'anonymous',
    'member',
    'staff',
    'branch_manager',
    'admin',
    'must change password',
  ];

  it('answers each caller as the route table says, on the route’s own spelling', async () => {
    const wrong: string[] = [];
    for (const route of p.routes) {
      for (const caller of callers) {
        const answer = await send(caller, route.method, concrete(route.path));
        const expected = refusal(route, caller);
        const ok =
          expected === null
            ? ![401, 403].includes(answer.status) && answer.status < 500
            : answer.status === expected;
        if (!ok) wrong.push(`${caller}: ${tableLine(route)} → ${answer.status} ${answer.text}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers every other spelling of every path 404 in JSON, logged as API, appending nothing', async () => {
    const events = await p.eventCount();
    const users = Number((await p.db('users').count('* as c').first())?.c);
    const wrong: string[] = [];
    for (const route of p.routes.filter((r) => r.path.startsWith('/api/'))) {
      for (const path of pathSpellings(concrete(route.path))) {
        for (const caller of callers) {
          const answer = await send(caller, route.method, path);
          // A person whose password was reset is stopped even before the path is looked at.
          const refused: string[] =
            caller === 'must change password'
              ? [messages.notFound, messages.mustChangePassword]
              : [messages.notFound];
          const good =
            answer.status === (answer.json?.message === messages.notFound ? 404 : 403) &&
            refused.includes(answer.json?.message ?? '') &&
            answer.headers['cache-control'] === 'no-store' &&
            answer.headers['x-request-id'];
          if (!good)
            wrong.push(`${caller}: ${route.method} ${path} → ${answer.status} ${answer.text}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await p.eventCount()).toBe(events);
    expect(Number((await p.db('users').count('* as c').first())?.c)).toBe(users);
  });

  it('refuses the published attack: an anonymous admin through /API/USERS', async () => {
    const intruder = {
      username: 'intruder',
      password: 'intruderpass1',
      role: 'admin',
      firstName: 'In',
      lastName: 'Truder',
    };
    const anonymous = p.client();
    for (const path of ['/API/USERS', '/api/USERS', '/Api/users', '/api/users/', '/api/%75sers']) {
      expect((await anonymous.post(path, intruder)).status).toBe(404);
    }
    expect((await anonymous.post('/api/users', intruder)).status).toBe(401);
    expect(
      (await p.client().post('/api/login', { username: 'intruder', password: 'intruderpass1' }))
        .status,
    ).toBe(401);
    expect(await p.db('users').where({ username: 'intruder' }).first()).toBeUndefined();
    const owner = await p.db('users').where({ username: 'admin' }).first();
    expect((await anonymous.post(`/API/USERS/${owner.id}/reset-password`, {})).status).toBe(404);
    expect((await anonymous.put(`/API/USERS/${owner.id}/role`, { role: 'staff' })).status).toBe(
      404,
    );
    expect((await p.client().login('admin', 'admin123')).status).toBe(200);
  });

  it('keeps a person whose password was reset at the change-password step on every spelling', async () => {
    const resetUser = clients.get('must change password')!;
    const own = await resetUser.get('/api/members');
    expect([own.status, own.body.message]).toEqual([403, messages.mustChangePassword]);
    for (const path of ['/API/MEMBERS', '/api/members/', '/API/PAYMENTS/ALL']) {
      const answer = await resetUser.get(path);
      expect([answer.status, answer.body.message]).toEqual([404, messages.notFound]);
    }
  });

  it('answers a method the path does not take 405 in JSON with Allow, and no-store', async () => {
    const admin = clients.get('admin')!;
    const answer = await admin.put('/api/payments', {});
    expect(answer.status).toBe(405);
    expect(answer.body).toEqual({ message: messages.methodNotAllowed });
    expect(answer.headers.get('allow')).toMatch(/GET/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('passes a sane X-Request-Id through and replaces one that is not', async () => {
    const client = p.client();
    const kept = await client.get('/api/health', { 'x-request-id': 'lb-7f3a:42' });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a:42');
    const replaced = await client.get('/api/health', { 'x-request-id': 'a b<script>' });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
