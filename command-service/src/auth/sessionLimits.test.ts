import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type Product } from '../testing/productHarness';
import type { TestClient } from '../testing/httpClient';

describe('sessions that end', () => {
  let p: Product;
  beforeAll(async () => {
    p = await startProduct();
  });
  afterAll(() => p?.close());

  /** Moves a session's clocks into the past, as if that much time had gone by. */
  const age = (c: TestClient, changes: { signedInAgo?: string; lastUsedAgo?: string }) =>
    p
      .db('sessions')
      .where({ sid: c.cookies.get('gym.sid') })
      .update({
        ...(changes.signedInAgo && {
          created_at: p.db.raw('now() - ?::interval', [changes.signedInAgo]),
        }),
        ...(changes.lastUsedAgo && {
          last_seen_at: p.db.raw('now() - ?::interval', [changes.lastUsedAgo]),
        }),
      });

  it('signs out the other sessions of a user who changes the password, not this one', async () => {
    const here = await p.signedIn('staff');
    const elsewhere = await p.signedIn('staff');
    const someoneElse = await p.signedIn('member');
    expect((await elsewhere.get('/api/user')).status).toBe(200);

    const changed = await here.post('/api/change-password', {
      currentPassword: 'staff123',
      newPassword: 'staff-new-pass',
    });
    expect(changed.status).toBe(200);

    expect(await elsewhere.get('/api/user')).toMatchObject({ status: 401 });
    // Ended for good: a later request from the old session does not bring it back.
    expect((await elsewhere.get('/api/user')).status).toBe(401);
    expect((await here.get('/api/user')).body.username).toBe('staff');
    expect((await someoneElse.get('/api/user')).body.username).toBe('member');
    // And the new password signs in again anywhere.
    expect(
      (await p.client().post('/api/login', { username: 'staff', password: 'staff-new-pass' }))
        .status,
    ).toBe(200);
  });

  it('ends a session after 12 hours without use', async () => {
    const c = await p.signedIn('admin');
    await age(c, { lastUsedAgo: '11 hours 58 minutes' });
    expect((await c.get('/api/user')).status).toBe(200);
    // That use restarted the idle clock.
    await age(c, { lastUsedAgo: '11 hours 58 minutes' });
    expect((await c.get('/api/user')).status).toBe(200);
    await age(c, { lastUsedAgo: '12 hours 1 minute' });
    expect((await c.get('/api/user')).status).toBe(401);
  });

  it('ends a session 7 days after sign-in, however much it is used', async () => {
    const c = await p.signedIn('admin');
    await age(c, { signedInAgo: '6 days 23 hours 58 minutes' });
    expect((await c.get('/api/user')).status).toBe(200);
    // Used a moment ago, but signed in a little over 7 days ago.
    await age(c, { signedInAgo: '7 days 1 minute', lastUsedAgo: '1 minute' });
    expect((await c.get('/api/user')).status).toBe(401);
    // Signing in again starts a new session.
    await c.login('admin', 'admin123');
    expect((await c.get('/api/user')).status).toBe(200);
  });
});
