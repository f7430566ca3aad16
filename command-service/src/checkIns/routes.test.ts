import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatCalendarDate, messages, type CheckInDto } from '@gym/contracts';
import type { TestClient } from '../testing/httpClient';
import {
  createMember,
  createMembership,
  createPlan,
  gymToday,
  memberAccountWithMembership,
  pay,
} from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

const DAY = 24 * 60 * 60_000;

describe('check-ins over HTTP', () => {
  let p: Product;
  let admin: TestClient;
  let staff: TestClient;
  // The server's clock runs this far ahead of the real one (visits minutes apart).
  let ahead = 0;
  beforeAll(async () => {
    p = await startProduct({ clock: () => new Date(Date.now() + ahead) });
    admin = await p.signedIn('admin');
    staff = await p.signedIn('staff');
  });
  afterAll(() => p?.close());

  /** A member on a ₹1,500 plan from `startDate` (today by default), with `paid` paid. */
  async function memberOnPlan(paid = '1500', startDate = gymToday()) {
    const plan = await createPlan(admin, { price: '1500', duration: 30 });
    const member = await createMember(admin);
    const membership = await createMembership(admin, member.id, plan.id, { startDate });
    if (paid !== '0') await pay(admin, membership.id, paid);
    return { member, membership };
  }

  it("checks in a paid member by the code on their page, listed first among today's visits", async () => {
    const { member, membership } = await memberOnPlan();
    expect(member.memberCode).toMatch(/^M\d{4,}$/);
    const res = await staff.post('/api/check-ins', { code: member.memberCode!.toLowerCase() });
    expect(res.status, res.text).toBe(201);
    const visit = res.body as CheckInDto;
    expect(visit).toMatchObject({
      memberId: member.id,
      memberName: `${member.firstName} ${member.lastName}`,
      memberCode: member.memberCode,
      membershipId: membership.id,
      day: gymToday(),
      override: null,
    });
    const today = await staff.get(
      `/api/check-ins?filter=${encodeURIComponent(JSON.stringify({ day: gymToday() }))}`,
    );
    expect(today.status).toBe(200);
    expect(today.body[0]).toMatchObject({ id: visit.id });
    expect(today.headers.get('content-range')).toMatch(/^check-ins 0-\d+\/\d+$/);
    const page = await staff.get(`/api/members/${member.id}`);
    expect(page.body).toMatchObject({ visitCount: 1, lastVisitAt: visit.checkedInAt });
  });

  it('answers a second scan the same day as already in, with the earlier visit; the next day is a new visit', async () => {
    const { member } = await memberOnPlan();
    const first = await staff.post('/api/check-ins', { code: member.memberCode! });
    expect(first.status, first.text).toBe(201);
    expect(first.body.alreadyIn).toBe(false);
    const again = await staff.post('/api/check-ins', { code: member.memberCode! });
    expect(again.status, again.text).toBe(200);
    expect(again.body).toEqual({ ...first.body, alreadyIn: true });
    expect((await staff.get(`/api/members/${member.id}`)).body.visitCount).toBe(1);
    ahead = DAY;
    const later = await staff.post('/api/check-ins', { memberId: member.id });
    ahead = 0;
    expect(later.status, later.text).toBe(201);
    expect(later.body.id).not.toBe(first.body.id);
    expect((await staff.get(`/api/members/${member.id}`)).body.visitCount).toBe(2);
  });

  it('checks in by member id too', async () => {
    const { member } = await memberOnPlan();
    const res = await admin.post('/api/check-ins', { memberId: member.id });
    expect(res.status, res.text).toBe(201);
  });

  it('refuses with 409 and the reason, recording nothing; "anyway" with a reason records the visit', async () => {
    const { member, membership } = await memberOnPlan('500');
    const before = await p.eventCount();
    const refused = await staff.post('/api/check-ins', { code: member.memberCode });
    expect(refused.status).toBe(409);
    // The refusal names the member and the membership to collect the rest on.
    expect(refused.body).toEqual({
      message: '₹1,000 still due',
      reason: 'payment_due',
      member: {
        id: member.id,
        name: `${member.firstName} ${member.lastName}`,
        code: member.memberCode,
      },
      membershipId: membership.id,
    });
    expect(await p.eventCount()).toBe(before);

    const anyway = await staff.post('/api/check-ins', {
      code: member.memberCode,
      override: { reason: 'Pays the rest tomorrow' },
    });
    expect(anyway.status, anyway.text).toBe(201);
    expect(anyway.body.override).toEqual({
      reason: 'Pays the rest tomorrow',
      refusal: 'payment_due',
    });
  });

  it('names the day an expired membership ended and the day a future one starts', async () => {
    const ended = await memberOnPlan('1500', addDays(gymToday(), -40));
    const expired = await staff.post('/api/check-ins', { memberId: ended.member.id });
    expect(expired.body).toMatchObject({
      message: `Membership expired on ${formatCalendarDate(addDays(gymToday(), -10))}`,
      reason: 'expired',
      member: { id: ended.member.id },
      membershipId: ended.membership.id,
    });
    const later = await memberOnPlan('1500', addDays(gymToday(), 3));
    const early = await staff.post('/api/check-ins', { memberId: later.member.id });
    expect(early.status).toBe(409);
    expect(early.body.reason).toBe('not_started');
    const none = await createMember(admin);
    const without = await staff.post('/api/check-ins', { memberId: none.id });
    expect(without.body).toMatchObject({
      message: 'No membership',
      reason: 'no_membership',
      member: { id: none.id, name: `${none.firstName} ${none.lastName}` },
      membershipId: null,
    });
  });

  it('refuses a frozen membership until the freeze ends', async () => {
    const { member, membership } = await memberOnPlan();
    const frozen = await staff.post(`/api/memberships/${membership.id}/freeze`, {
      from: gymToday(),
      days: 5,
      reason: 'Knee injury',
    });
    expect(frozen.status, frozen.text).toBe(200);
    const res = await staff.post('/api/check-ins', { memberId: member.id });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: `Membership frozen until ${formatCalendarDate(addDays(gymToday(), 4))}`,
      reason: 'frozen',
    });
  });

  it('answers 400 with field messages for a bad request', async () => {
    const before = await p.eventCount();
    const empty = await staff.post('/api/check-ins', {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ code: messages.checkInWho });
    const blank = await staff.post('/api/check-ins', { code: '   ' });
    expect(blank.body.errors).toEqual({ code: messages.checkInCodeRequired });
    const noReason = await staff.post('/api/check-ins', {
      code: 'M0001',
      override: { reason: '' },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual({ 'override.reason': messages.reasonRequired });
    const extra = await staff.post('/api/check-ins', { code: 'M0001', when: 'now' });
    expect(extra.status).toBe(400);
    const badFilter = await staff.get(
      `/api/check-ins?filter=${encodeURIComponent(JSON.stringify({ day: '2026-02-30' }))}`,
    );
    expect(badFilter.status).toBe(400);
    expect(await p.eventCount()).toBe(before);
  });

  it('answers 404 for a code or member that does not exist', async () => {
    const unknown = await staff.post('/api/check-ins', { code: 'M999999' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      message: messages.checkInNoMatch,
      errors: { code: messages.checkInNoMatch },
    });
    expect((await staff.post('/api/check-ins', { code: 'hello' })).status).toBe(404);
    const noMember = await staff.post('/api/check-ins', {
      memberId: '00000000-0000-4000-8000-000000000000',
    });
    expect(noMember.status).toBe(404);
  });

  it('is for staff and admins: 401 signed out, 403 for a member account', async () => {
    expect((await p.client().post('/api/check-ins', { code: 'M0001' })).status).toBe(401);
    expect((await p.client().get('/api/check-ins')).status).toBe(401);
    const member = p.client();
    await memberAccountWithMembership(member, admin, 'checkin.member');
    expect((await member.post('/api/check-ins', { code: 'M0001' })).status).toBe(403);
    expect((await member.get('/api/check-ins')).status).toBe(403);
  });

  it('pages visits by member, newest first, with a default and a maximum page size', async () => {
    const { member } = await memberOnPlan();
    for (let i = 0; i < 3; i++) {
      ahead = i * DAY;
      expect((await staff.post('/api/check-ins', { memberId: member.id })).status).toBe(201);
    }
    ahead = 0;
    const filter = encodeURIComponent(JSON.stringify({ memberId: member.id }));
    const all = await staff.get(`/api/check-ins?filter=${filter}`);
    expect(all.body).toHaveLength(3);
    expect(all.headers.get('content-range')).toBe('check-ins 0-2/3');
    const times = (all.body as CheckInDto[]).map((v) => v.checkedInAt);
    expect(times).toEqual([...times].sort().reverse());
    const one = await staff.get(
      `/api/check-ins?filter=${filter}&range=${encodeURIComponent('[1,1]')}`,
    );
    expect(one.headers.get('content-range')).toBe('check-ins 1-1/3');
    expect(one.body[0].id).toBe(all.body[1].id);
    const oldest = await staff.get(
      `/api/check-ins?filter=${filter}&sort=${encodeURIComponent('["checkedInAt","ASC"]')}`,
    );
    expect((oldest.body as CheckInDto[]).map((v) => v.id)).toEqual(
      (all.body as CheckInDto[]).map((v) => v.id).reverse(),
    );
    const huge = await staff.get(`/api/check-ins?range=${encodeURIComponent('[0,999]')}`);
    expect(huge.status).toBe(200);
    expect(huge.body.length).toBeLessThanOrEqual(200);
  });

  it('counts visits per day for the report', async () => {
    const res = await staff.get(`/api/reports/visits?from=${gymToday()}&to=${gymToday()}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.rows).toHaveLength(1);
    expect(res.body.rows[0].day).toBe(gymToday());
    expect(res.body.rows[0].visits).toBeGreaterThan(0);
    expect(res.body.total).toBe(res.body.rows[0].visits);
  });
});
