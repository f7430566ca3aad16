import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@gym/contracts';
import { startProduct, type Product } from '../testing/productHarness';

describe('sign-in over HTTP', () => {
  let p: Product;
  beforeAll(async () => {
    p = await startProduct();
  });
  afterAll(() => p?.close());

  it('answers 401 for the current user when signed out, and lists the demo accounts', async () => {
    const c = p.client();
    expect(await c.get('/api/user')).toMatchObject({
      status: 401,
      body: { message: 'Unauthorized' },
    });
    const config = await c.get('/api/auth-config');
    expect(config.body.demoAccounts.map((a: { username: string }) => a.username)).toEqual([
      'admin',
      'staff',
      'member',
    ]);
  });

  it('sends a browser that asks for /api/login to the sign-in page', async () => {
    const res = await p.client().get('/api/login');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login');
  });

  it('validates the sign-in form with the spec texts', async () => {
    const res = await p.client().post('/api/login', { username: '', password: '123' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      username: messages.usernameRequired,
      password: messages.passwordMin,
    });
  });

  it('refuses a wrong password or an unknown user with one message', async () => {
    for (const body of [
      { username: 'admin', password: 'wrong-password' },
      { username: 'nobody', password: 'whatever' },
    ]) {
      const res = await p.client().post('/api/login', body);
      expect(res).toMatchObject({ status: 401, body: { message: messages.invalidCredentials } });
    }
  });

  it('signs in with an HttpOnly, SameSite=Lax cookie, a new session id, and no password in the answer', async () => {
    const c = p.client();
    await c.post('/api/login', { username: 'admin', password: 'wrong-password' });
    await c.login('staff', 'staff123');
    const before = c.cookies.get('gym.sid');
    const res = await c.login('admin', 'admin123');
    const cookie = c.setCookieHeaders().find((h) => h.startsWith('gym.sid='));
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(c.cookies.get('gym.sid')).not.toBe(before);
    expect(res.body).toMatchObject({ username: 'admin', role: 'admin' });
    // No secret in the answer (mustChangePassword is only a flag).
    const { mustChangePassword, ...rest } = res.body;
    expect(mustChangePassword).toBe(false);
    expect(JSON.stringify(rest)).not.toMatch(/password|hash|argon/i);
    expect((await c.get('/api/user')).body.username).toBe('admin');
  });

  it('throttles password guessing for a username, and a good sign-in clears it', async () => {
    const c = p.client();
    await c.post('/api/register', { username: 'guessed', password: 'right-pass' });
    for (let i = 0; i < 10; i++) {
      expect(
        (await c.post('/api/login', { username: 'guessed', password: `wrong-${i}` })).status,
      ).toBe(401);
    }
    const blocked = await c.post('/api/login', { username: 'GUESSED', password: 'right-pass' });
    expect(blocked).toMatchObject({
      status: 429,
      body: { message: expect.stringMatching(/Too many failed sign-in attempts/) },
    });
    // Other accounts are not affected.
    expect(
      (await p.client().post('/api/login', { username: 'staff', password: 'staff123' })).status,
    ).toBe(200);
  });

  it('signs out', async () => {
    const c = await p.signedIn('admin');
    expect((await c.post('/api/logout')).status).toBe(204);
    expect((await c.get('/api/user')).status).toBe(401);
  });

  it('registers member accounts only, and refuses a taken username', async () => {
    const c = p.client();
    const res = await c.post('/api/register', {
      username: 'newbie',
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    expect(res.status).toBe(201);
    expect(res.body.role).toBe('member');
    expect((await c.get('/api/user')).body.username).toBe('newbie');

    const raise = await p
      .client()
      .post('/api/register', { username: 'sneaky', password: 'secret1', role: 'admin' });
    expect(raise.status).toBe(400);
    const mismatch = await p.client().post('/api/register', {
      username: 'other',
      password: 'secret1',
      confirmPassword: 'secret2',
    });
    expect(mismatch.body.errors.confirmPassword).toBe(messages.passwordsDontMatch);
    const taken = await p
      .client()
      .post('/api/register', { username: 'NEWBIE', password: 'secret1' });
    expect(taken).toMatchObject({ status: 409, body: { message: messages.usernameTaken } });
  });

  it('answers a registration with an e-mail that has an account as any other: the new user', async () => {
    const first = await p.client().post('/api/register', {
      username: 'family-one',
      password: 'secret1',
      email: 'family@example.com',
    });
    expect(first.status).toBe(201);
    const second = await p.client().post('/api/register', {
      username: 'family-two',
      password: 'secret1',
      email: 'FAMILY@example.com',
    });
    expect(second).toMatchObject({
      status: 201,
      body: { username: 'family-two', email: 'FAMILY@example.com', role: 'member' },
    });
  });

  it('changes the password only with the current one', async () => {
    const c = p.client();
    await c.post('/api/register', { username: 'changer', password: 'first-pass' });
    const wrong = await c.post('/api/change-password', {
      currentPassword: 'nope-nope',
      newPassword: 'second-pass',
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { errors: { currentPassword: messages.currentPasswordWrong } },
    });
    const short = await c.post('/api/change-password', {
      currentPassword: 'first-pass',
      newPassword: '123',
    });
    expect(short.body.errors.newPassword).toBe(messages.newPasswordMin);
    expect(
      (
        await c.post('/api/change-password', {
          currentPassword: 'first-pass',
          newPassword: 'second-pass',
        })
      ).status,
    ).toBe(200);
    expect(
      (await p.client().post('/api/login', { username: 'changer', password: 'first-pass' })).status,
    ).toBe(401);
    expect(
      (await p.client().post('/api/login', { username: 'changer', password: 'second-pass' }))
        .status,
    ).toBe(200);
    expect(
      (
        await p
          .client()
          .post('/api/change-password', { currentPassword: 'x', newPassword: 'yyyyyy' })
      ).status,
    ).toBe(401);
  });

  it('answers unknown API paths with a JSON 404 and reports health', async () => {
    expect(await p.client().get('/api/nothing-here')).toMatchObject({
      status: 404,
      body: { message: messages.notFound },
    });
    expect(await p.client().get('/api/health')).toMatchObject({
      status: 200,
      body: { status: 'ok' },
    });
  });
});

describe('registration throttle', () => {
  let p: Product;
  beforeAll(async () => {
    // Requests come from 127.0.0.1; as a trusted proxy, X-Forwarded-For names the client.
    p = await startProduct({ trustProxy: { kind: 'list', proxies: ['127.0.0.1'] } });
  });
  afterAll(() => p?.close());

  const register = (username: string, address: string) =>
    p
      .client()
      .post('/api/register', { username, password: 'secret1' }, { 'x-forwarded-for': address });

  it('allows 10 registrations an hour from one address, then 429 with Retry-After', async () => {
    for (let i = 0; i < 9; i++)
      expect((await register(`joiner-${i}`, '203.0.113.5')).status).toBe(201);
    // A taken username counts too: probing names costs the same.
    expect((await register('admin', '203.0.113.5')).status).toBe(409);
    const refused = await register('joiner-10', '203.0.113.5');
    expect(refused).toMatchObject({
      status: 429,
      body: { message: 'Too many registrations from this address. Please try again later.' },
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(60 * 60 - 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    expect((await p.db('users').where({ username: 'joiner-10' })).length).toBe(0);
    expect((await register('joiner-10', '198.51.100.7')).status).toBe(201);
  });
});
