import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@gym/contracts';
import type { TestClient } from '../testing/httpClient';
import { acceptInvite, createMember, memberWithMembership, pay } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

const tokenOf = (url: string) => new URL(url).pathname.split('/').pop() ?? '';

/** A JSON POST with a Host header of our choosing (fetch always sends the real one). */
function postWithHost(base: string, path: string, host: string, cookie: string) {
  return new Promise<number>((resolve, reject) => {
    const body = '{}';
    const req = http.request(new URL(path, base), {
      method: 'POST',
      headers: {
        host,
        cookie,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('member portal invitations', () => {
  let p: Product;
  let admin: TestClient;
  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
  });
  afterAll(() => p?.close());

  it("does not give a stranger who registers with a member's e-mail that member's record or receipts", async () => {
    const { member, membership } = await memberWithMembership(admin);
    const payment = await pay(admin, membership.id, '500');
    const stranger = p.client();
    const registered = await stranger.post('/api/register', {
      username: 'squatter',
      password: 'secret1',
      email: member.email,
    });
    expect(registered.status).toBe(201);
    expect((await stranger.get('/api/members/me')).status).toBe(404);
    expect((await stranger.get(`/api/members/${member.id}`)).status).toBe(404);
    expect((await stranger.get(`/api/payments/${payment.id}/receipt.pdf`)).status).toBe(404);
    expect((await admin.get(`/api/members/${member.id}`)).body.userId).toBeNull();
  });

  it('does not link a member that staff add later with an e-mail someone registered first', async () => {
    const squatter = p.client();
    await squatter.post('/api/register', {
      username: 'early-bird',
      password: 'secret1',
      email: 'early.bird@example.com',
    });
    const member = await createMember(admin, { email: 'early.bird@example.com' });
    expect(member.userId).toBeNull();
    expect((await squatter.get('/api/members/me')).status).toBe(404);
  });

  it('mails a link to the address the product listens on, not to the Host a request names', async () => {
    const staff = await p.signedIn('staff');
    const member = await createMember(admin, { email: 'hosted@example.com' });
    const cookie = [...staff.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const status = await postWithHost(
      p.url,
      `/api/members/${member.id}/invite`,
      'evil.example',
      cookie,
    );
    expect(status).toBe(201);
    const [sent] = await p
      .db('notifications')
      .where({ kind: 'member-invite', related_id: member.id });
    expect(sent.body).not.toContain('evil.example');
    expect(sent.body).toMatch(new RegExp(`${p.url}/invite/[\\w-]{40,}`));
  });

  it('links the member who accepts an invitation, signs them in, and sends the link by the notifier', async () => {
    const staff = await p.signedIn('staff');
    const member = await createMember(admin, { firstName: 'Nisha', email: 'nisha@example.com' });
    const invite = await staff.post(`/api/members/${member.id}/invite`, {});
    expect(invite.status, invite.text).toBe(201);
    expect(invite.body.url).toMatch(new RegExp(`^${p.url}/invite/[\\w-]{40,}$`));
    const days = (Date.parse(invite.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const sent = await p
      .db('notifications')
      .where({ kind: 'member-invite', related_id: member.id });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ recipient: 'nisha@example.com' });
    expect(sent[0].body).toContain(invite.body.url);
    // No SMTP in this product: the answer says the message only went to the outbox.
    expect(sent[0].status).toBe('outbox');
    expect(invite.body.delivery).toBe('outbox');
    // The database keeps no token that would open the invitation.
    const stored = await p.db('member_invitations').where({ member_id: member.id });
    expect(JSON.stringify(stored)).not.toContain(tokenOf(invite.body.url));

    const nisha = p.client();
    const accepted = await nisha.post(`/api/invites/${tokenOf(invite.body.url)}/accept`, {
      username: 'nisha',
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    expect(accepted.status, accepted.text).toBe(201);
    expect(accepted.body).toMatchObject({ username: 'nisha', role: 'member' });
    expect((await nisha.get('/api/user')).body.username).toBe('nisha');
    expect((await nisha.get('/api/members/me')).body).toMatchObject({
      id: member.id,
      firstName: 'Nisha',
    });
    // The link is on the member's stream, by the account that accepted.
    const linked = await p
      .db('events')
      .where({ stream_id: `member-${member.id}`, event_type: 'MemberLinkedToUser' });
    expect(linked).toHaveLength(1);
    expect(linked[0].metadata.actorUserId).toBe(accepted.body.id);
    expect(linked[0].data.userId).toBe(accepted.body.id);
    // And the new account signs in with what it chose.
    const again = p.client();
    expect((await again.login('nisha', 'secret1')).status).toBe(200);
  });

  it('answers 410 to a token used before, and lets no second account in', async () => {
    const member = await createMember(admin);
    const { token } = await acceptInvite(p.client(), admin, member.id, 'first-taker');
    const second = p.client();
    const res = await second.post(`/api/invites/${token}/accept`, {
      username: 'second-taker',
      password: 'secret1',
    });
    expect(res.status).toBe(410);
    expect(res.body.message).toBe(messages.inviteGone);
    expect((await second.get('/api/user')).status).toBe(401);
    expect(await p.db('users').where({ username: 'second-taker' })).toHaveLength(0);
  });

  it('answers 410 to an expired token and to one that never existed', async () => {
    const member = await createMember(admin);
    const invite = await admin.post(`/api/members/${member.id}/invite`, {});
    await p
      .db('member_invitations')
      .where({ member_id: member.id })
      .update({ expires_at: p.db.raw("now() - interval '1 second'") });
    const body = { username: 'too-late', password: 'secret1' };
    const c = p.client();
    expect((await c.post(`/api/invites/${tokenOf(invite.body.url)}/accept`, body)).status).toBe(
      410,
    );
    expect((await c.post(`/api/invites/${'x'.repeat(43)}/accept`, body)).status).toBe(410);
    expect((await admin.get(`/api/members/${member.id}`)).body.userId).toBeNull();
  });

  it('keeps the invitation usable when the chosen username is taken', async () => {
    const member = await createMember(admin);
    const invite = await admin.post(`/api/members/${member.id}/invite`, {});
    const c = p.client();
    const url = `/api/invites/${tokenOf(invite.body.url)}/accept`;
    const taken = await c.post(url, { username: 'admin', password: 'secret1' });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ username: messages.usernameTaken });
    expect((await c.post(url, { username: 'fresh-name', password: 'secret1' })).status).toBe(201);
  });

  it('makes an earlier invitation of the member stop working when staff invite again', async () => {
    const member = await createMember(admin);
    const first = await admin.post(`/api/members/${member.id}/invite`, {});
    await admin.post(`/api/members/${member.id}/invite`, {});
    const res = await p.client().post(`/api/invites/${tokenOf(first.body.url)}/accept`, {
      username: 'old-link',
      password: 'secret1',
    });
    expect(res.status).toBe(410);
  });

  it('lets only staff and admins invite, and not a member who already has an account', async () => {
    const member = await createMember(admin);
    const memberAccount = await p.signedIn('member');
    expect((await memberAccount.post(`/api/members/${member.id}/invite`, {})).status).toBe(403);
    expect((await p.client().post(`/api/members/${member.id}/invite`, {})).status).toBe(401);
    expect(await p.db('member_invitations').where({ member_id: member.id })).toHaveLength(0);

    await acceptInvite(p.client(), admin, member.id, 'has-account');
    const again = await admin.post(`/api/members/${member.id}/invite`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(messages.memberHasPortalAccount);
  });

  it('still shows the demo member account its own member record', async () => {
    const demo = await p.signedIn('member');
    const me = await demo.get('/api/members/me');
    expect(me.status).toBe(200);
    expect(me.body.firstName).toBe('Demo');
  });
});

describe('member portal invitations with PUBLIC_URL', () => {
  it('mails the link on the public address whatever the request says', async () => {
    const p = await startProduct({ publicUrl: 'https://gym.example.com' });
    try {
      const admin = await p.signedIn('admin');
      const member = await createMember(admin, { email: 'public@example.com' });
      const invite = await admin.post(
        `/api/members/${member.id}/invite`,
        {},
        {
          'x-forwarded-host': 'evil.example',
        },
      );
      expect(invite.body.url).toMatch(/^https:\/\/gym\.example\.com\/invite\/[\w-]{40,}$/);
      const [sent] = await p
        .db('notifications')
        .where({ kind: 'member-invite', related_id: member.id });
      expect(sent.body).toContain(invite.body.url);
    } finally {
      await p.close();
    }
  });
});
