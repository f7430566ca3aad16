import type { Knex } from 'knex';
import type {
  BranchEvent,
  GymSettingsEvent,
  MemberEvent,
  MembershipEvent,
  PaymentState,
  ReceiptEvent,
} from '@gym/contracts';
import type { ProjectedEvent, Projector } from '../../runner/projector';
import type {
  GymSettingsData,
  HistoryEntry,
  MembershipState,
  ReceiptBranch,
  ReceiptMember,
  ReceiptSnapshot,
} from './snapshot';

type ReceiptsEvent =
  | Extract<MemberEvent, { type: 'MemberRegistered' | 'MemberDetailsUpdated' }>
  | Extract<
      MembershipEvent,
      {
        type:
          | 'MembershipCreated'
          | 'MembershipFrozen'
          | 'MembershipUnfrozen'
          | 'PaymentRecorded'
          | 'PaymentVoided'
          | 'PaymentRefunded';
      }
    >
  | ReceiptEvent
  // The logo in force when a payment was recorded is looked up by time (gym_logo_changes).
  | Extract<GymSettingsEvent, { type: 'GymSettingsChanged' }>
  | Extract<BranchEvent, { type: 'BranchOpened' | 'BranchDetailsChanged' }>;

/** Payments a receipt lists one by one; the ones before are one line. */
export const RECEIPT_HISTORY_SIZE = 5;
const READ_CHUNK = 5000;
const WRITE_CHUNK = 2000;

/** A table's rows held for a batch, written back together (upserts of whole rows). */
class Held<T> {
  readonly rows = new Map<string, T>();
  readonly dirty = new Set<string>();
  set(key: string, row: T) {
    this.rows.set(key, row);
    this.dirty.add(key);
  }
}

async function loadInto<T>(
  trx: Knex.Transaction,
  held: Held<T>,
  table: string,
  key: string,
  ids: Iterable<string>,
  rowOf: (row: Record<string, unknown>) => T,
) {
  const list = [...new Set(ids)].filter((id) => !held.rows.has(id));
  for (let i = 0; i < list.length; i += READ_CHUNK) {
    const found: Record<string, unknown>[] = await trx(table)
      .whereIn(key, list.slice(i, i + READ_CHUNK))
      .select();
    for (const row of found) held.rows.set(String(row[key]), rowOf(row));
  }
}

/** Whole rows in one statement per chunk: inserted, or replacing the row with the same key. */
async function upsert(
  trx: Knex.Transaction,
  table: string,
  key: readonly string[],
  columns: readonly string[],
  rows: Record<string, unknown>[],
) {
  const set = columns.filter((c) => !key.includes(c));
  for (let i = 0; i < rows.length; i += WRITE_CHUNK) {
    await trx.raw(
      `insert into ?? select * from json_populate_recordset(null::??, ?)
       on conflict (${key.map(() => '??').join(', ')}) do update set ${set.map(() => '?? = excluded.??').join(', ')}`,
      [
        table,
        table,
        JSON.stringify(rows.slice(i, i + WRITE_CHUNK)),
        ...key,
        ...set.flatMap((c) => [c, c]),
      ],
    );
  }
}

interface ReceiptRow {
  payment_id: string;
  membership_id: string;
  seq: number;
  receipt_number: string | null;
  receipt: ReceiptSnapshot;
  /** The branch that received the payment (and issued the receipt). */
  branch_id: string;
}

interface CorrectionRow {
  membership_id: string;
  seq: number;
  payment_id: string;
  correction: Record<string, unknown>;
}

const net = (p: HistoryEntry) => (p.state === 'voided' ? 0 : p.amountPaise - p.refundedPaise);

/**
 * A batch in a few statements: the memberships, members and receipts it touches read at once,
 * every event applied in log order in memory, then the rows written together. Each receipt is the
 * membership as this projector's own state had it when the payment was recorded: a function of
 * the log up to that event, never of later ones.
 */
async function applyReceipts(trx: Knex.Transaction, batch: readonly ProjectedEvent[]) {
  const events = batch as readonly ProjectedEvent<ReceiptsEvent>[];
  const memberships = new Held<MembershipState>();
  const members = new Held<ReceiptMember>();
  const receipts = new Held<ReceiptRow>();
  const corrections: CorrectionRow[] = [];
  const gym = new Held<GymSettingsData>();
  const branches = new Held<ReceiptBranch>();

  const membershipIds: string[] = [];
  const branchIds: string[] = [];
  const memberIds: string[] = [];
  const numbered: string[] = [];
  let needsSettings = false;
  for (const e of events) {
    switch (e.type) {
      case 'MemberRegistered':
      case 'MemberDetailsUpdated':
        memberIds.push(e.data.memberId);
        break;
      case 'PaymentRecorded':
        memberIds.push(e.data.memberId);
        membershipIds.push(e.data.membershipId);
        branchIds.push(e.data.branchId);
        needsSettings = true;
        break;
      case 'BranchOpened':
      case 'BranchDetailsChanged':
        branchIds.push(e.data.branchId);
        break;
      case 'ReceiptNumberAssigned':
        numbered.push(e.data.paymentId);
        break;
      case 'GymSettingsChanged':
        needsSettings = true;
        break;
      default:
        membershipIds.push(e.data.membershipId);
    }
  }
  await loadInto(
    trx,
    memberships,
    'receipt_memberships',
    'membership_id',
    membershipIds,
    (r) => r.state as MembershipState,
  );
  await loadInto(
    trx,
    members,
    'receipt_members',
    'member_id',
    memberIds,
    (r) => r.member as ReceiptMember,
  );
  await loadInto(
    trx,
    receipts,
    'receipts',
    'payment_id',
    numbered,
    (r) => r as unknown as ReceiptRow,
  );
  await loadInto(
    trx,
    branches,
    'receipt_branches',
    'branch_id',
    branchIds,
    (r) => r.branch as ReceiptBranch,
  );
  if (needsSettings)
    await loadInto(
      trx,
      gym,
      'receipt_gym_settings',
      'id',
      ['1'],
      (r) => r.settings as GymSettingsData,
    );

  for (const e of events) {
    const at = e.metadata.occurredAt;
    switch (e.type) {
      case 'MemberRegistered':
      case 'MemberDetailsUpdated': {
        const d = e.data;
        const joinDate =
          e.type === 'MemberRegistered' ? e.data.joinDate : members.rows.get(d.memberId)?.joinDate;
        if (joinDate === undefined) break;
        members.set(d.memberId, {
          id: d.memberId,
          firstName: d.firstName,
          lastName: d.lastName,
          email: d.email,
          phone: d.phone,
          whatsapp: d.whatsapp,
          joinDate,
        });
        break;
      }
      case 'MembershipCreated': {
        const d = e.data;
        memberships.set(d.membershipId, {
          memberId: d.memberId,
          plan: d.plan,
          startDate: d.startDate,
          endDate: d.endDate,
          totalPaise: d.totalPaise,
          nextPaymentDueDate: d.nextPaymentDueDate,
          seq: 0,
          paidPaise: 0,
          count: 0,
          recent: [],
        });
        break;
      }
      case 'MembershipFrozen':
      case 'MembershipUnfrozen': {
        const id = e.data.membershipId;
        const state = memberships.rows.get(id);
        if (state) memberships.set(id, { ...state, endDate: e.data.endDate });
        break;
      }
      case 'PaymentRecorded': {
        const d = e.data;
        const state = memberships.rows.get(d.membershipId);
        const member = members.rows.get(d.memberId);
        if (!state || !member) break;
        const entry: HistoryEntry = {
          id: d.paymentId,
          amountPaise: d.amountPaise,
          method: d.method,
          paidAt: d.paidAt,
          paymentDay: d.paymentDay,
          reference: d.reference ?? null,
          receivedBy: d.receivedByUserId,
          notes: d.notes,
          nextPaymentDueDate: d.nextPaymentDueDate,
          state: 'recorded',
          refundedPaise: 0,
          createdAt: at,
          branchId: d.branchId,
        };
        const recent = [...state.recent, entry].slice(-RECEIPT_HISTORY_SIZE);
        const next: MembershipState = {
          ...state,
          seq: state.seq + 1,
          paidPaise: state.paidPaise + d.amountPaise,
          count: state.count + 1,
          recent,
          nextPaymentDueDate: d.nextPaymentDueDate ?? state.nextPaymentDueDate,
        };
        memberships.set(d.membershipId, next);
        const shownPaise = recent.reduce((sum, p) => sum + net(p), 0);
        receipts.set(d.paymentId, {
          payment_id: d.paymentId,
          membership_id: d.membershipId,
          seq: next.seq,
          receipt_number: d.manualReceiptNumber,
          branch_id: d.branchId,
          receipt: {
            issuedAt: at,
            member,
            membershipId: d.membershipId,
            membership: {
              memberId: state.memberId,
              plan: state.plan,
              startDate: state.startDate,
              endDate: state.endDate,
              totalPaise: state.totalPaise,
              paidPaise: next.paidPaise,
              nextPaymentDueDate: next.nextPaymentDueDate,
            },
            history: recent,
            earlier: { count: next.count - recent.length, paise: next.paidPaise - shownPaise },
            gstInAmount: d.gstInAmount,
            settings: gym.rows.get('1') ?? null,
            branch: branches.rows.get(d.branchId) ?? null,
          },
        });
        break;
      }
      case 'PaymentVoided':
      case 'PaymentRefunded': {
        const id = e.data.membershipId;
        const state = memberships.rows.get(id);
        if (!state) break;
        const kind: PaymentState = e.type === 'PaymentVoided' ? 'voided' : 'refunded';
        const seq = state.seq + 1;
        memberships.set(id, {
          ...state,
          seq,
          paidPaise: state.paidPaise - e.data.amountPaise,
          recent: state.recent.map((p) =>
            p.id !== e.data.paymentId
              ? p
              : kind === 'voided'
                ? { ...p, state: kind }
                : { ...p, state: kind, refundedPaise: e.data.amountPaise },
          ),
        });
        corrections.push({
          membership_id: id,
          seq,
          payment_id: e.data.paymentId,
          correction: {
            kind,
            amountPaise: e.data.amountPaise,
            reason: e.data.reason,
            at,
            day: e.type === 'PaymentRefunded' ? e.data.refundDay : null,
            actorUserId: e.metadata.actorUserId,
          },
        });
        break;
      }
      case 'ReceiptNumberAssigned': {
        const row = receipts.rows.get(e.data.paymentId);
        if (row) receipts.set(row.payment_id, { ...row, receipt_number: e.data.receiptNumber });
        break;
      }
      case 'GymSettingsChanged':
        gym.set('1', e.data);
        break;
      case 'BranchOpened': {
        const { code: _code, receiptPrefix: _prefix, ...branch } = e.data;
        branches.set(branch.branchId, branch);
        break;
      }
      case 'BranchDetailsChanged':
        branches.set(e.data.branchId, e.data);
        break;
      default: {
        const unknown: never = e;
        throw new Error(`receipts projector cannot apply ${(unknown as { type: string }).type}`);
      }
    }
  }

  const changed = <T>(held: Held<T>) => [...held.dirty].map((k) => [k, held.rows.get(k)!] as const);
  await upsert(
    trx,
    'receipt_memberships',
    ['membership_id'],
    ['membership_id', 'state'],
    changed(memberships).map(([membership_id, state]) => ({ membership_id, state })),
  );
  await upsert(
    trx,
    'receipt_members',
    ['member_id'],
    ['member_id', 'member'],
    changed(members).map(([member_id, member]) => ({ member_id, member })),
  );
  await upsert(
    trx,
    'receipt_gym_settings',
    ['id'],
    ['id', 'settings'],
    changed(gym).map(([id, settings]) => ({ id: Number(id), settings })),
  );
  await upsert(
    trx,
    'receipt_branches',
    ['branch_id'],
    ['branch_id', 'branch'],
    changed(branches).map(([branch_id, branch]) => ({ branch_id, branch })),
  );
  await upsert(
    trx,
    'receipts',
    ['payment_id'],
    ['payment_id', 'membership_id', 'seq', 'receipt_number', 'receipt', 'branch_id'],
    changed(receipts).map(([, row]) => row as unknown as Record<string, unknown>),
  );
  await upsert(
    trx,
    'receipt_corrections',
    ['membership_id', 'seq'],
    ['membership_id', 'seq', 'payment_id', 'correction'],
    corrections as unknown as Record<string, unknown>[],
  );
}

export const receiptsProjector: Projector = {
  name: 'receipts',
  // 2: receipts state their issuing branch's details (receipt_branches). 3: the receiving
  // branch of each payment (the receipts' branch_id, and each listed payment's).
  version: 3,
  tables: [
    'receipts',
    'receipt_corrections',
    'receipt_memberships',
    'receipt_members',
    'receipt_gym_settings',
    'receipt_branches',
  ],
  handles: [
    'MemberRegistered',
    'MemberDetailsUpdated',
    'MembershipCreated',
    'MembershipFrozen',
    'MembershipUnfrozen',
    'PaymentRecorded',
    'PaymentVoided',
    'PaymentRefunded',
    'ReceiptNumberAssigned',
    'GymSettingsChanged',
    'BranchOpened',
    'BranchDetailsChanged',
  ],
  apply(trx, event) {
    return applyReceipts(trx, [event]);
  },
  applyBatch: applyReceipts,
};
