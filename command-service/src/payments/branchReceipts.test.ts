import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GYM_SETTINGS_STREAM,
  MAIN_BRANCH_ID,
  branchStream,
  comparePositions,
  financialYearOf,
  memberStream,
  membershipStream,
  messages,
  receiptCounterStream,
  recordPaymentRequest,
  type BranchDetails,
  type EventStore,
} from '@gym/contracts';
import {
  createDb,
  createLogger,
  createPostgresEventStore,
  migrateToLatest,
  type Db,
} from '@gym/platform';
import {
  createProjectionProgress,
  createProjectionRunner,
  getIssuedReceipt,
  paymentsProjector,
  rebuildProjectors,
  receiptsProjector,
  type ProjectionProgress,
  type ProjectionRunner,
} from '@gym/projection-service';
import { branchDecider, memberDecider, membershipDecider, type BranchFacts } from '@gym/domain';
import { extractText } from 'unpdf';
import { loadIssuedReceipt } from '../receipts/issuedReceipt';
import { renderReceiptPdf } from '../receipts/renderReceiptPdf';
import { createTestDatabase } from '../../../scripts/test/db';
import { activeMember, ashaDetails } from '../../../scripts/test/sampleMember';
import { createCommandHandler, type CommandHandler } from '../commands/handleCommand';
import { createSnapshotStore } from '../commands/snapshots';
import { toNewEvent } from '../commands/toNewEvent';
import { commandServiceMigrations } from '../migrations';
import { createReservations, type Reservations } from '../reservations/reservations';
import { RECEIPT_NUMBERING, createReceiptNumbering } from './receiptNumbering';
import { createPaymentRecorder, type PaymentRecorder } from './recordPayment';

const TIME_ZONE = 'Asia/Kolkata';
const now = new Date('2026-11-20T05:30:00.000Z');
const year = financialYearOf('2026-11-20');
const logger = createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

const KOR = { branchId: randomUUID(), code: 'KRM' };
const PNQ = { branchId: randomUUID(), code: 'PNQ' };
const korDetails: BranchDetails = {
  name: 'Koramangala',
  address: '80 Feet Road, Koramangala, Bengaluru',
  phone: '080 4000 1234',
  stateCode: '29',
  gstin: '29ABCDE1234F1ZW',
  upiId: 'kor@upi',
};
/** A branch with no details of its own but its name: the business's apply. */
const pnqDetails: BranchDetails = {
  name: 'Pune',
  address: null,
  phone: null,
  stateCode: null,
  gstin: null,
  upiId: null,
};
const business = {
  legalName: 'Iron Temple Fitness Pvt Ltd',
  address: '12 MG Road, Bengaluru',
  phone: '080 2222 3333',
  gstin: '29AAACI1234A1Z5',
  stateCode: '29',
  sacCode: '999723',
  gstRateBasisPoints: 1800,
  pricesIncludeGst: true,
  upiId: 'irontemple@upi',
  hideRevenueFromStaff: false,
};

describe('receipt numbers and receipts per branch', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;
  let store: EventStore;
  let handle: CommandHandler;
  let reservations: Reservations;
  let progress: ProjectionProgress;
  let runner: ProjectionRunner;
  let record: PaymentRecorder;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb(database.url);
    await migrateToLatest(db, ...commandServiceMigrations);
    store = createPostgresEventStore({ connectionString: database.url });
    handle = createCommandHandler({ store, snapshots: createSnapshotStore(db) });
    reservations = createReservations(handle);
    progress = createProjectionProgress({
      db,
      connectionString: database.url,
      projectorNames: [RECEIPT_NUMBERING, paymentsProjector.name, receiptsProjector.name],
    });
    await startRunner();
    record = createPaymentRecorder({ handle, reservations, store, progress, timeZone: TIME_ZONE });

    await store.appendToStream(
      GYM_SETTINGS_STREAM,
      [toNewEvent({ type: 'GymSettingsChanged', data: business }, context())],
      { expectedRevision: 'any' },
    );
    for (const [branch, details] of [
      [KOR, korDetails],
      [PNQ, pnqDetails],
    ] as const) {
      await handle(
        branchDecider,
        branchStream(branch.branchId),
        { type: 'OpenBranch', ...branch, receiptPrefix: branch.code, details },
        context(),
      );
    }
  });

  afterAll(async () => {
    await runner?.stop();
    await progress?.close();
    await store?.close();
    await db?.destroy();
    await database?.drop();
  });

  /** The read models and numbering, as the product runs them. */
  async function startRunner() {
    runner = createProjectionRunner({
      db,
      store,
      projectors: [paymentsProjector, receiptsProjector],
      reactors: [createReceiptNumbering({ clock: () => now })],
      logger,
    });
    await runner.start();
  }

  function context() {
    return { actorUserId: randomUUID(), correlationId: randomUUID(), now };
  }

  /** A member's membership sold at `branchId`, owing ₹100,000. */
  async function membership(branchId: string) {
    const membershipId = randomUUID();
    const memberId = randomUUID();
    await handle(
      memberDecider,
      memberStream(memberId),
      {
        type: 'RegisterMember',
        memberId,
        userId: null,
        details: { ...ashaDetails, email: `${memberId}@example.com` },
        status: 'active',
        joinDate: '2026-11-01',
        homeBranchId: branchId,
      },
      context(),
    );
    const branch: BranchFacts = { branchId, name: 'Branch', open: true };
    await handle(
      membershipDecider,
      membershipStream(membershipId),
      {
        type: 'CreateMembership',
        membershipId,
        member: activeMember(memberId),
        plan: {
          planId: randomUUID(),
          name: 'Gold',
          pricePaise: 10_000_000,
          durationDays: 30,
          isActive: true,
          admits: { kind: 'all' },
        },
        branch,
        gstOnTop: null,
        startDate: '2026-11-01',
        renewsMembershipId: null,
        nextPaymentDueDate: null,
      },
      context(),
    );
    return membershipId;
  }

  const pay = (membershipId: string, branchId: string, body: Record<string, unknown> = {}) =>
    record(
      { ...recordPaymentRequest.parse({ membershipId, amount: '100', ...body }), branchId },
      null,
      context(),
    );

  async function numbersIn(stream: string) {
    return (await store.readStream(stream)).map(
      (e) => e.data as { sequence: number; receiptNumber: string; paymentId: string },
    );
  }

  async function readModelNumbers(paymentIds: readonly string[]) {
    const rows: { id: string; receipt_number: string | null }[] = await db('payments')
      .whereIn('id', paymentIds)
      .select('id', 'receipt_number');
    return Object.fromEntries(rows.map((r) => [r.id, r.receipt_number]));
  }

  it('numbers payments at two branches at once 1..20 each, gap-free, the same after a rebuild', async () => {
    const memberships = {
      [KOR.branchId]: await Promise.all([1, 2, 3, 4].map(() => membership(KOR.branchId))),
      [PNQ.branchId]: await Promise.all([1, 2, 3, 4].map(() => membership(PNQ.branchId))),
    };
    const paid = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const branchId = i % 2 ? PNQ.branchId : KOR.branchId;
        return pay(memberships[branchId]![i % 4]!, branchId).then((p) => ({ ...p, branchId }));
      }),
    );

    for (const { branchId, code } of [KOR, PNQ]) {
      const numbers = await numbersIn(receiptCounterStream(year, code));
      expect(numbers.map((n) => n.sequence)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(numbers.map((n) => n.receiptNumber)).toEqual(
        numbers.map((n) => `${code}/${year}/${String(n.sequence).padStart(6, '0')}`),
      );
      expect(new Set(numbers.map((n) => n.paymentId))).toEqual(
        new Set(paid.filter((p) => p.branchId === branchId).map((p) => p.paymentId)),
      );
      expect(numbers.every((n) => (n as { branchId?: string }).branchId === branchId)).toBe(true);
    }
    // Another branch's payments took no number of the first branch's series.
    expect(await store.readLastEvent(receiptCounterStream(year))).toBeNull();

    // Each answer could show its number; the read models say the same before and after a rebuild.
    const ids = paid.map((p) => p.paymentId);
    const last = paid
      .map((p) => p.position!)
      .reduce((a, b) => (comparePositions(a, b) > 0 ? a : b));
    expect(await progress.waitFor(last, 10_000)).toBe(true);
    const before = await readModelNumbers(ids);
    expect(Object.values(before).every((n) => /^(KRM|PNQ)\/2026-27\/0000\d\d$/.test(n!))).toBe(
      true,
    );
    await runner.stop();
    await rebuildProjectors({
      db,
      store,
      logger,
      projectors: [paymentsProjector, receiptsProjector],
    });
    expect(await readModelNumbers(ids)).toEqual(before);
    const numbered = await db('receipts').whereIn('payment_id', ids).select('receipt_number');
    expect(new Set(numbered.map((r: { receipt_number: string }) => r.receipt_number)).size).toBe(
      40,
    );
    await startRunner();
  });

  it('numbers a payment at the first branch in the RCP series, as before branches', async () => {
    const payment = await pay(await membership(MAIN_BRANCH_ID), MAIN_BRANCH_ID);
    const number = await store.readLastEvent(receiptCounterStream(year));
    expect(number?.data).toEqual({
      financialYear: year,
      sequence: 1,
      receiptNumber: `RCP/${year}/000001`,
      paymentId: payment.paymentId,
      membershipId: expect.any(String),
      paymentPosition: expect.any(String),
    });
  });

  it("states the issuing branch's details on its receipts, the business's where it has none", async () => {
    const kor = await pay(await membership(KOR.branchId), KOR.branchId);
    const pnq = await pay(await membership(PNQ.branchId), PNQ.branchId);
    const main = await pay(await membership(MAIN_BRANCH_ID), MAIN_BRANCH_ID);
    expect(await progress.waitFor(main.position!, 10_000)).toBe(true);

    const korReceipt = await getIssuedReceipt(db, kor.paymentId);
    expect(korReceipt?.branchName).toBe('Koramangala');
    expect(korReceipt?.receipt.payment.receiptNumber).toMatch(/^KRM\/2026-27\/\d{6}$/);
    expect(korReceipt?.settings).toEqual({
      ...business,
      address: korDetails.address,
      phone: korDetails.phone,
      gstin: korDetails.gstin,
      stateCode: korDetails.stateCode,
      upiId: korDetails.upiId,
    });

    const pnqReceipt = await getIssuedReceipt(db, pnq.paymentId);
    expect(pnqReceipt?.branchName).toBe('Pune');
    expect(pnqReceipt?.settings).toEqual(business);

    // The first branch (no BranchOpened here, as on a gym before branches): the settings alone.
    const mainReceipt = await getIssuedReceipt(db, main.paymentId);
    expect(mainReceipt?.branchName).toBeNull();
    expect(mainReceipt?.settings).toEqual(business);
    expect(mainReceipt?.receipt.payment.receiptNumber).toMatch(/^RCP\/2026-27\/\d{6}$/);

    // As served (JSON) and printed (PDF): the branch under the business's name, its GSTIN and UPI ID.
    const fallback = { name: 'GYM_NAME', address: 'GYM_ADDRESS' };
    const served = (await loadIssuedReceipt(db, kor.paymentId, fallback))!;
    expect(served.gym).toEqual({
      name: business.legalName,
      branch: 'Koramangala',
      address: korDetails.address,
      phone: korDetails.phone,
    });
    expect(served.tax).toMatchObject({ gstin: korDetails.gstin, stateCode: '29' });
    expect(served.upiPayLink).toContain('pa=kor%40upi');
    const { name, address, phone, branch } = served.gym;
    const pdf = await renderReceiptPdf(served, { name, address, phone: phone!, branch: branch! });
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    expect(text).toContain('Koramangala');
    expect(text).toContain(`GSTIN: ${korDetails.gstin}`);
    expect(text).toContain(korDetails.address!);
    const servedMain = (await loadIssuedReceipt(db, main.paymentId, fallback))!;
    expect(servedMain.gym).toEqual({
      name: business.legalName,
      address: business.address,
      phone: business.phone,
    });
    expect(servedMain.tax?.gstin).toBe(business.gstin);
  });

  it('keeps a manual receipt number unique within a branch: once at each branch, not twice at one', async () => {
    const at = async (branchId: string) =>
      pay(await membership(branchId), branchId, { receiptNumber: 'BOOK-21' });
    expect((await at(KOR.branchId)).recorded).toBe(true);
    expect((await at(PNQ.branchId)).recorded).toBe(true);
    expect((await at(MAIN_BRANCH_ID)).recorded).toBe(true);
    for (const branchId of [KOR.branchId, PNQ.branchId, MAIN_BRANCH_ID]) {
      await expect(at(branchId)).rejects.toMatchObject({
        kind: 'conflict',
        message: messages.receiptNumberTaken,
        fieldErrors: { receiptNumber: messages.receiptNumberTaken },
      });
    }
    // A first-branch number that reads like another branch's is its own value.
    const lookalike = await pay(await membership(MAIN_BRANCH_ID), MAIN_BRANCH_ID, {
      receiptNumber: 'KRM/BOOK-21',
    });
    expect(lookalike.recorded).toBe(true);
  });
});
