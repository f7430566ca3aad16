import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@gym/contracts';
import type { TestClient } from '../testing/httpClient';
import { everyPayment } from '@gym/projection-service';
import {
  gymToday,
  memberAccountWithMembership,
  memberForm,
  memberWithMembership,
  pay,
} from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

describe('payments over HTTP', () => {
  let p: Product;
  let admin: TestClient;
  let staff: TestClient;
  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
    staff = await p.signedIn('staff');
  });
  afterAll(() => p?.close());

  it('records a payment received by the signed-in user, with the next receipt number of the year', async () => {
    const { membership } = await memberWithMembership(admin);
    const res = await staff.post('/api/payments', {
      membershipId: membership.id,
      amount: '500.50',
      paymentMethod: 'upi',
      notes: 'First instalment',
      receiptNumber: '',
      nextPaymentDueDate: '2026-12-01',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      membershipId: membership.id,
      amount: '500.50',
      paymentMethod: 'upi',
      notes: 'First instalment',
      nextPaymentDueDate: '2026-12-01',
      receivedByUser: { username: 'staff', firstName: 'Front', lastName: 'Desk' },
      state: 'recorded',
    });
    expect(res.body.receiptNumber).toMatch(/^RCP\/\d{4}-\d{2}\/\d{6}$/);
    expect(res.body.paymentMethod).toBe('upi');
  });

  it('numbers receipts consecutively without gaps, even around refused payments', async () => {
    const { membership } = await memberWithMembership(admin);
    const a = await pay(admin, membership.id, '100');
    expect(
      (await admin.post('/api/payments', { membershipId: membership.id, amount: '999999' })).status,
    ).toBe(400);
    const b = await pay(admin, membership.id, '100');
    const seq = (n: string | null) => Number(n!.split('/')[2]);
    expect(seq(b.receiptNumber)).toBe(seq(a.receiptNumber) + 1);
  });

  it('defaults the method to cash and validates amount and method with the spec texts', async () => {
    const { membership } = await memberWithMembership(admin);
    expect((await pay(admin, membership.id, '10')).paymentMethod).toBe('cash');
    const before = await p.eventCount();
    for (const [body, field, message] of [
      [{ membershipId: membership.id }, 'amount', messages.amountRequired],
      [{ membershipId: membership.id, amount: '' }, 'amount', messages.amountRequired],
      [{ membershipId: membership.id, amount: 'abc' }, 'amount', messages.amountPositive],
      [{ membershipId: membership.id, amount: '0' }, 'amount', messages.amountPositive],
      [{ membershipId: membership.id, amount: -5 }, 'amount', messages.amountPositive],
      [{ membershipId: membership.id, amount: '1.999' }, 'amount', messages.amountPositive],
      [
        { membershipId: membership.id, amount: '10', paymentMethod: 'cheque' },
        'paymentMethod',
        messages.paymentMethodInvalid,
      ],
      [{ amount: '10' }, 'membershipId', messages.noMembershipSelected],
      [
        { membershipId: membership.id, amount: '10', receiptNumber: 'RCP/2026-27/000001' },
        'receiptNumber',
        messages.receiptNumberReserved,
      ],
    ] as const) {
      const res = await admin.post('/api/payments', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[field]).toBe(message);
    }
    expect(await p.eventCount()).toBe(before);
  });

  it('never takes more than is owed, and nothing once fully paid', async () => {
    const { membership } = await memberWithMembership(admin);
    const over = await admin.post('/api/payments', {
      membershipId: membership.id,
      amount: '1500.01',
    });
    expect(over.status).toBe(400);
    expect(over.body.errors.amount).toBe(messages.amountExceedsBalance('₹1,500'));
    await pay(admin, membership.id, '1500');
    const more = await admin.post('/api/payments', { membershipId: membership.id, amount: '1' });
    expect(more).toMatchObject({ status: 400, body: { errors: { amount: messages.nothingOwed } } });
    expect(
      (
        await admin.post('/api/payments', {
          membershipId: '00000000-0000-4000-8000-000000000000',
          amount: '1',
        })
      ).status,
    ).toBe(404);
  });

  it('records a retried request with the same Idempotency-Key once', async () => {
    const { membership } = await memberWithMembership(admin);
    const body = { membershipId: membership.id, amount: '300' };
    const first = await admin.post('/api/payments', body, { 'Idempotency-Key': 'till-42' });
    const again = await admin.post('/api/payments', body, { 'Idempotency-Key': 'till-42' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.receiptNumber).toBe(first.body.receiptNumber);
    const reused = await admin.post(
      '/api/payments',
      { ...body, amount: '301' },
      { 'Idempotency-Key': 'till-42' },
    );
    expect(reused).toMatchObject({ status: 409, body: { message: messages.idempotencyKeyReused } });
    expect((await admin.get(`/api/memberships/${membership.id}`)).body.paidAmount).toBe('300.00');
  });

  it('uses a unique manual receipt number as given and refuses it twice', async () => {
    const { membership } = await memberWithMembership(admin);
    const res = await pay(admin, membership.id, '100', { receiptNumber: 'BOOK-7/0042' });
    expect(res.receiptNumber).toBe('BOOK-7/0042');
    const dup = await admin.post('/api/payments', {
      membershipId: membership.id,
      amount: '100',
      receiptNumber: 'book-7/0042',
    });
    expect(dup).toMatchObject({
      status: 409,
      body: { errors: { receiptNumber: messages.receiptNumberTaken } },
    });
    // A refused payment gives its manual number back.
    const refused = await admin.post('/api/payments', {
      membershipId: membership.id,
      amount: '99999',
      receiptNumber: 'BOOK-7/0043',
    });
    expect(refused.status).toBe(400);
    expect(
      (await pay(admin, membership.id, '100', { receiptNumber: 'BOOK-7/0043' })).receiptNumber,
    ).toBe('BOOK-7/0043');
  });

  it('refuses manual receipt numbers that look like another number, appending nothing', async () => {
    const { membership } = await memberWithMembership(admin);
    expect((await pay(admin, membership.id, '100', { receiptNumber: 'MAN-X' })).receiptNumber).toBe(
      'MAN-X',
    );
    const before = await p.eventCount();
    for (const [receiptNumber, status, message] of [
      ['\u200bRCP/2026-27/000001', 400, messages.textInvisible],
      ['RCP∕2026-27∕000001', 400, messages.receiptNumberCharacters],
      ['rcp/2026-27/000001', 400, messages.receiptNumberReserved],
      ['MAN-\u200bX', 400, messages.textInvisible],
      ['\u202dMAN-X', 400, messages.textInvisible],
      ['MAN‑X', 400, messages.receiptNumberCharacters],
      // Fullwidth letters are the ASCII ones (NFKC), and case does not count: the same number.
      ['ＭＡＮ-X', 409, messages.receiptNumberTaken],
      ['man-x', 409, messages.receiptNumberTaken],
    ] as const) {
      const res = await staff.post('/api/payments', {
        membershipId: membership.id,
        amount: '10',
        receiptNumber,
      });
      expect(res.status, receiptNumber).toBe(status);
      expect(res.body.errors.receiptNumber, receiptNumber).toBe(message);
    }
    expect(await p.eventCount()).toBe(before);
  });

  it('voids and refunds as new events (admin only, with a reason); balances follow, nothing is edited', async () => {
    const { membership } = await memberWithMembership(admin);
    const a = await pay(admin, membership.id, '600');
    const b = await pay(admin, membership.id, '400');
    expect(
      (await staff.post(`/api/payments/${a.id}/void`, { reason: 'Wrong member' })).status,
    ).toBe(403);
    expect((await admin.post(`/api/payments/${a.id}/void`, {})).body.errors.reason).toBe(
      messages.reasonRequired,
    );

    const me = (await admin.get('/api/user')).body;
    const voided = await admin.post(`/api/payments/${a.id}/void`, { reason: 'Entered twice' });
    expect(voided.body).toMatchObject({
      state: 'voided',
      correctionReason: 'Entered twice',
      correctedByName: `${me.firstName} ${me.lastName}`,
      amount: '600.00',
    });
    expect(Date.parse(voided.body.correctedAt)).not.toBeNaN();
    expect((await admin.post(`/api/payments/${a.id}/void`, { reason: 'Again' })).status).toBe(409);
    const refunded = await admin.post(`/api/payments/${b.id}/refund`, {
      reason: 'Member moved away',
      amount: '150',
    });
    expect(refunded.body).toMatchObject({
      state: 'refunded',
      refundedAmount: '150.00',
      refundDay: gymToday(),
      correctionReason: 'Member moved away',
      correctedByName: `${me.firstName} ${me.lastName}`,
    });
    expect((await admin.get(`/api/payments/receipt/${b.id}`)).body.payment).toMatchObject({
      correctionReason: 'Member moved away',
      correctedAt: refunded.body.correctedAt,
    });

    const after = (await admin.get(`/api/memberships/${membership.id}`)).body;
    expect(after).toMatchObject({
      paidAmount: '250.00',
      remainingAmount: '1250.00',
      status: 'partial_paid',
    });
    const events = await p
      .db('events')
      .where({ stream_id: `membership-${membership.id}` })
      .orderBy('stream_revision');
    expect(events.map((e) => e.event_type)).toEqual([
      'MembershipCreated',
      'PaymentRecorded',
      'PaymentRecorded',
      'PaymentVoided',
      'PaymentRefunded',
    ]);
    expect(events[3].metadata.actorUserId).toBe(me.id);
    await expect(
      p
        .db('events')
        .where({ stream_id: `membership-${membership.id}` })
        .delete(),
    ).rejects.toThrow(/never updated or deleted/);
  });

  it('answers the receipt: payment, member, plan, membership, the payments up to it, cumulative paid and balance as numbers', async () => {
    const { membership, member, plan } = await memberWithMembership(admin);
    const first = await pay(admin, membership.id, '500');
    const second = await pay(admin, membership.id, '250.50');
    const res = await admin.get(`/api/payments/receipt/${first.id}`);
    expect(res.status).toBe(200);
    expect(res.body.payment.id).toBe(first.id);
    expect(res.body.member).toMatchObject({ id: member.id, email: member.email });
    expect(res.body.plan).toMatchObject({ id: plan.id, name: plan.name, price: '1500.00' });
    expect(res.body.membership.id).toBe(membership.id);
    // As issued: the second payment came later.
    expect(res.body.allPayments.map((x: { id: string }) => x.id)).toEqual([first.id]);
    expect(res.body.cumulativePaid).toBe(500);
    expect(res.body.remainingBalance).toBe(1000);
    // The gym as the PDF heads it, so the receipt screen shows the same.
    expect(res.body.gym).toEqual({
      name: 'Test Gym',
      address: '1 MG Road, Bengaluru',
      phone: null,
    });
    const latest = await admin.get(`/api/payments/receipt/${second.id}`);
    expect(latest.body).toMatchObject({ cumulativePaid: 750.5, remainingBalance: 749.5 });
    expect(latest.body.allPayments.map((x: { id: string }) => x.id)).toEqual([first.id, second.id]);

    const pdf = await admin.get(`/api/payments/${first.id}/receipt.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(
      /attachment; filename="receipt-RCP-\d{4}-\d{2}-\d{6}\.pdf"/,
    );
    expect(pdf.text.startsWith('%PDF')).toBe(true);
  });

  it("lists all payments and a member's payments; search works", async () => {
    const { membership, member } = await memberWithMembership(admin, { name: 'Crossfit Elite' });
    const paid = await pay(admin, membership.id, '700', { notes: 'Paid by cousin' });
    const all = await admin.get('/api/payments/all');
    expect(all.body.map((x: { id: string }) => x.id)).toContain(paid.id);
    expect(
      (await admin.get(`/api/payments/member/${member.id}`)).body.map((x: { id: string }) => x.id),
    ).toEqual([paid.id]);
    const search = async (q: string) =>
      (
        await admin.get(`/api/payments/all?filter=${encodeURIComponent(JSON.stringify({ q }))}`)
      ).body.map((x: { id: string }) => x.id);
    expect(await search('crossfit')).toEqual([paid.id]);
    expect(await search('cousin')).toEqual([paid.id]);
    expect(await search(paid.receiptNumber!)).toEqual([paid.id]);
    // Any part of the member's name or e-mail, in any case; "%" is a character, not a wildcard.
    expect(await search('COUSI')).toEqual([paid.id]);
    expect(await search(member.email.slice(2, 12).toUpperCase())).toContain(paid.id);
    expect(await search(`${member.firstName.slice(1)} ${member.lastName.slice(0, 2)}`)).toContain(
      paid.id,
    );
    expect(await search('%')).toEqual([]);
  });

  it('names the member on every payment as the member reads now, and pages the history', async () => {
    const { membership, member } = await memberWithMembership(admin);
    const first = await pay(admin, membership.id, '100');
    const second = await pay(admin, membership.id, '200');
    expect(first.member).toEqual({ firstName: member.firstName, lastName: member.lastName });
    const renamed = await admin.put(`/api/members/${member.id}`, {
      ...memberForm({ email: member.email, firstName: 'Renamed', lastName: member.lastName }),
      status: 'active',
    });
    expect(renamed.status, renamed.text).toBe(200);
    const filter = encodeURIComponent(JSON.stringify({ memberId: member.id }));
    const page = await admin.get(
      `/api/payments/all?filter=${filter}&sort=${encodeURIComponent('["paymentDate","DESC"]')}&range=${encodeURIComponent('[0,0]')}`,
    );
    expect(page.headers.get('content-range')).toBe('payments 0-0/2');
    expect(page.body).toMatchObject([
      { id: second.id, member: { firstName: 'Renamed', lastName: member.lastName } },
    ]);
    const next = await admin.get(
      `/api/payments/all?filter=${filter}&sort=${encodeURIComponent('["paymentDate","DESC"]')}&range=${encodeURIComponent('[1,1]')}`,
    );
    expect(next.body.map((x: { id: string }) => x.id)).toEqual([first.id]);
  });

  it('exports every payment the search matches as a streamed CSV, newest first, staff only', async () => {
    const { membership, member } = await memberWithMembership(admin);
    const paid = [];
    for (const amount of ['100', '200', '300', '400', '500'])
      paid.push(await pay(admin, membership.id, amount, { notes: `Export ${amount}` }));
    const filter = encodeURIComponent(JSON.stringify({ memberId: member.id }));
    const res = await staff.get(`/api/payments/all.csv?filter=${filter}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="payments.csv"');
    const [header, ...lines] = res.text
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe(
      'Receipt #,Date,Member,Amount (₹),Refunded (₹),Collected (₹),Method,Reference,Received By,State,Refund/Void Date,Notes',
    );
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe(
      `${paid[4]!.receiptNumber},${gymToday()},${member.firstName} ${member.lastName},500.00,0.00,500.00,Cash,,Gym Owner,Recorded,,Export 500`,
    );
    // Batches of two walk the same history, newest first, none twice, none left out.
    const batches = [];
    for await (const batch of everyPayment(p.db, null, { memberId: member.id }, 2))
      batches.push(batch);
    expect(batches.map((b) => b.length)).toEqual([2, 2, 1]);
    expect(batches.flat().map((x) => x.id)).toEqual([...paid].reverse().map((x) => x.id));

    const c = p.client();
    await memberAccountWithMembership(c, admin, 'exporter');
    expect((await c.get('/api/payments/all.csv')).status).toBe(403);
    expect((await staff.get('/api/payments/all.csv?filter=nope')).status).toBe(400);
  });

  it("lets a member read its own receipt but not another member's payments", async () => {
    const c = p.client();
    const { membership: ownMembership } = await memberAccountWithMembership(c, admin, 'payer');
    const ownPayment = await pay(admin, ownMembership.id, '100');
    const { membership: theirs } = await memberWithMembership(admin);
    const theirPayment = await pay(admin, theirs.id, '100');

    expect((await c.get(`/api/payments/receipt/${ownPayment.id}`)).status).toBe(200);
    expect((await c.get(`/api/payments/${ownPayment.id}/receipt.pdf`)).status).toBe(200);
    expect((await c.get(`/api/payments/receipt/${theirPayment.id}`)).status).toBe(404);
    expect((await c.get('/api/payments/all')).body.map((x: { id: string }) => x.id)).toEqual([
      ownPayment.id,
    ]);
    expect(
      (await c.post('/api/payments', { membershipId: ownMembership.id, amount: '1' })).status,
    ).toBe(403);
  });
});
