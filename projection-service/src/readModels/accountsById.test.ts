import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_BRANCH_ID, memberStream, membershipStream } from '@gym/contracts';
import { createProjectionRunner, type ProjectionRunner } from '../runner/runner';
import { createProjectionHarness } from '../testing/harness';
import { testEvent } from '../testing/planEvents';
import { auditLog, auditLogEntries, historyOf, toHistoryEntry } from './audit/query';
import { auditProjector } from './audit/projection';
import { membersProjector } from './members/projection';
import { membershipsProjector } from './memberships/projection';
import { everyPayment, getPayment, listPayments } from './payments/query';
import { paymentsProjector } from './payments/projection';
import { getIssuedReceipt } from './receipts/query';
import { receiptsProjector } from './receipts/projection';

const PROJECTORS = [
  membersProjector,
  membershipsProjector,
  paymentsProjector,
  auditProjector,
  receiptsProjector,
];

/**
 * Accounts are the command service's state, not events: the payments, receipts and audit read
 * models keep them by id, and their queries run in the projection service alone (this harness has
 * no `users` table), the command service adding the names.
 */
describe('payments, receipts and the audit, accounts by id', () => {
  let h: Awaited<ReturnType<typeof createProjectionHarness>>;
  let runner: ProjectionRunner;
  const owner = randomUUID();
  const desk = randomUUID();
  const memberId = randomUUID();
  const membershipId = randomUUID();
  const paymentId = randomUUID();

  beforeAll(async () => {
    h = await createProjectionHarness(PROJECTORS);
    runner = createProjectionRunner({
      db: h.db,
      store: h.store,
      projectors: PROJECTORS,
      logger: h.logger,
    });
    await runner.start();
    await h.store.appendToStream(
      memberStream(memberId),
      [
        testEvent(
          'MemberRegistered',
          {
            memberId,
            userId: null,
            firstName: 'Meera',
            lastName: 'Iyer',
            email: 'meera@example.in',
            phone: '9876543210',
            whatsapp: null,
            dateOfBirth: null,
            gender: null,
            address: 'MG Road',
            emergencyContact: 'Ravi',
            emergencyPhone: '9876500000',
            status: 'active',
            joinDate: '2026-04-01',
            homeBranchId: MAIN_BRANCH_ID,
          },
          { actorUserId: desk },
        ),
      ],
      { expectedRevision: 'no_stream' },
    );
    const last = await h.store.appendToStream(
      membershipStream(membershipId),
      [
        testEvent(
          'MembershipCreated',
          {
            membershipId,
            memberId,
            plan: {
              planId: randomUUID(),
              name: 'Quarterly',
              pricePaise: 240_000,
              durationDays: 90,
            },
            startDate: '2026-04-01',
            endDate: '2026-06-29',
            totalPaise: 240_000,
            gstAdded: null,
            renewsMembershipId: null,
            nextPaymentDueDate: '2026-05-01',
            branchId: MAIN_BRANCH_ID,
          },
          { actorUserId: desk },
        ),
        testEvent(
          'PaymentRecorded',
          {
            paymentId,
            membershipId,
            memberId,
            branchId: MAIN_BRANCH_ID,
            amountPaise: 80_050,
            method: 'upi',
            paidAt: '2026-04-01T05:30:00.000Z',
            paymentDay: '2026-04-01',
            manualReceiptNumber: 'R-1',
            notes: null,
            nextPaymentDueDate: '2026-05-01',
            receivedByUserId: desk,
            reference: 'UPI-77',
            idempotencyKey: null,
            gstInAmount: true,
          },
          { actorUserId: desk },
        ),
        testEvent(
          'PaymentVoided',
          { membershipId, paymentId, amountPaise: 80_050, reason: 'Entered twice' },
          { actorUserId: owner },
        ),
      ],
      { expectedRevision: 'no_stream' },
    );
    expect(await h.progress.waitFor(last.position, 20_000)).toBe(true);
  });

  afterAll(async () => {
    await runner?.stop();
    await h?.close();
  });

  it('has no users table to join', async () => {
    expect(await h.db.schema.hasTable('users')).toBe(false);
  });

  it('lists, exports and reads a payment with its receiver and corrector by id', async () => {
    const expected = {
      id: paymentId,
      amount: '800.50',
      receivedBy: desk,
      correctedBy: owner,
      state: 'voided',
      member: { firstName: 'Meera', lastName: 'Iyer' },
    };
    const page = await listPayments(h.db, null, {
      sort: { field: 'paymentDate', order: 'DESC' },
      range: [0, 9],
      filter: { memberId },
    });
    expect(page.total).toBe(1);
    expect(page.rows).toEqual([expect.objectContaining(expected)]);
    const batches = [];
    for await (const batch of everyPayment(h.db, null, { memberId })) batches.push(batch);
    expect(batches).toEqual([[expect.objectContaining(expected)]]);
    expect(await getPayment(h.db, paymentId)).toEqual(expect.objectContaining(expected));
  });

  it('reads a receipt with the accounts of its payments and corrections by id', async () => {
    const record = await getIssuedReceipt(h.db, paymentId);
    expect(record?.receipt.payment).toEqual(
      expect.objectContaining({ receivedBy: desk, correctedBy: owner, state: 'voided' }),
    );
    expect(record?.receipt.allPayments.map((p) => p.receivedBy)).toEqual([desk]);
    expect(record?.receipt.corrections).toEqual([
      expect.objectContaining({ kind: 'voided', byUserId: owner, amount: '800.50' }),
    ]);
  });

  it("reads a member's history and the audit log with actors by id, named by whoever reads them", async () => {
    const history = await historyOf(h.db, { entity: 'member', id: memberId }, null);
    expect(history.entries.map((e) => [e.type, e.actorUserId])).toEqual([
      ['PaymentVoided', owner],
      ['PaymentRecorded', desk],
      ['MembershipCreated', desk],
      ['MemberRegistered', desk],
    ]);
    const voided = toHistoryEntry(history.entries[0]!, 'Gym Owner');
    expect(voided.actor).toEqual({ id: owner, name: 'Gym Owner' });
    expect(voided.summary).toContain('by Gym Owner');
    expect(toHistoryEntry(history.entries[3]!, null).actor).toBeNull();

    const log = await auditLog(h.db, {
      filter: {},
      order: 'DESC',
      range: [0, 49],
      timeZone: 'Asia/Kolkata',
      branches: null,
    });
    expect(log.rows.map((e) => e.id)).toEqual(history.entries.map((e) => e.id));
    const batches = [];
    for await (const batch of auditLogEntries(h.db, null, {}, 'Asia/Kolkata', 3))
      batches.push(batch);
    expect(batches.map((b) => b.length)).toEqual([3, 1]);
  });
});
