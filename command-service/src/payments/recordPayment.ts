import { randomUUID } from 'node:crypto';
import {
  DomainError,
  MAIN_BRANCH_ID,
  branchStream,
  comparePositions,
  financialYearOf,
  manualReceiptReservation,
  membershipStream,
  messages,
  type EventStore,
  type GlobalPosition,
  type RecordPaymentRequest,
} from '@gym/contracts';
import type { ProjectionProgress } from '@gym/projection-service';
import { branchDecider, membershipDecider } from '@gym/domain';
import type { CommandContext, CommandHandler } from '../commands/handleCommand';
import { deterministicUuid, todayIn } from '../http/params';
import type { Reservations } from '../reservations/reservations';
import { decidedPayment, type DecidedPayment } from './decidedPayment';
import { loadBranch } from '../branches/loadBranch';
import { refusePaymentInClosedDay } from '../dayClose/closedDay';
import { counterStreamOf, createBranchSeries } from './receiptSeries';

/** How long a payment's answer waits for its automatic receipt number. */
const NUMBER_WAIT_MS = 3000;

export interface RecordedPayment {
  paymentId: string;
  /** False when this was a retry of a payment already recorded. */
  recorded: boolean;
  /** Where a read sees the payment with its receipt number (when numbering kept up). */
  position: GlobalPosition | null;
  /** The payment as decided: the answer while the payments read model is behind. */
  decided: DecidedPayment;
  /** The read models had not reached the payment within the number wait: waiting again is moot. */
  readModelsBehind: boolean;
}

/** The branch that sold a membership (none yet: the first branch; the decider refuses it). */
async function soldAt(deps: { handle: CommandHandler }, membershipId: string) {
  const state = await deps.handle.load(membershipDecider, membershipStream(membershipId));
  return state.exists ? state.branchId : MAIN_BRANCH_ID;
}

/**
 * What a manual receipt number reserves at a branch: unique within the branch (the first branch's
 * reservations are those of the gym before branches). Another branch's code is on its stream.
 */
async function reservationOf(
  deps: { handle: CommandHandler },
  branchId: string,
  receiptNumber: string,
): Promise<string> {
  if (branchId === MAIN_BRANCH_ID) return manualReceiptReservation(receiptNumber, null);
  const branch = await deps.handle.load(branchDecider, branchStream(branchId));
  // No branch, no payment: the decider's refusal, before anything is reserved.
  if (!branch.exists) {
    throw new DomainError('invalid', messages.branchNotFound, {
      branchId: messages.branchNotFound,
    });
  }
  return manualReceiptReservation(receiptNumber, branch.code);
}

/**
 * Appends a payment: reserves a manual receipt number within its branch (freed again if the
 * payment is refused) and records the payment in its membership's stream. `recorded` is false for
 * a retry.
 */
export async function appendPayment(
  deps: { handle: CommandHandler; reservations: Reservations },
  input: RecordPaymentRequest,
  idempotencyKey: string | null,
  context: CommandContext,
  paymentDay: string,
  mayWorkAt: (branchId: string) => boolean = () => true,
) {
  const actor = context.actorUserId;
  // Received at the branch the desk chose, else the membership's own.
  const branchId = input.branchId ?? (await soldAt(deps, input.membershipId));
  if (!mayWorkAt(branchId)) throw new DomainError('forbidden', messages.forbidden);
  const branch = await loadBranch(deps, branchId);
  // A closed day's drawer is counted: nothing more is dated in it (before any reservation).
  await refusePaymentInClosedDay(deps, branch, paymentDay);
  // The same key from the same person for the same membership is the same payment.
  const paymentId = idempotencyKey
    ? deterministicUuid(`payment:${actor}:${input.membershipId}:${idempotencyKey}`)
    : randomUUID();
  const manual = input.receiptNumber;
  const reserved = manual ? await reservationOf(deps, branchId, manual) : null;
  const reservedNow = reserved
    ? await deps.reservations.reserve('receipt-number', reserved, paymentId, context, {
        message: messages.receiptNumberTaken,
        field: 'receiptNumber',
      })
    : false;
  try {
    const result = await deps.handle(
      membershipDecider,
      membershipStream(input.membershipId),
      {
        type: 'RecordPayment',
        paymentId,
        branch,
        amountPaise: input.amount,
        method: input.paymentMethod,
        paidAt: context.now.toISOString(),
        paymentDay,
        manualReceiptNumber: manual,
        notes: input.notes,
        nextPaymentDueDate: input.nextPaymentDueDate,
        receivedByUserId: actor,
        reference: input.reference,
        idempotencyKey,
      },
      context,
      { maxAttempts: 50 },
    );
    return {
      paymentId,
      branchId,
      recorded: result.events.length > 0,
      position: result.position,
      decided: decidedPayment(paymentId, result.state, result.events),
    };
  } catch (error) {
    // A reused key names a payment already recorded: a number it already held is its own.
    const heldByRecorded =
      !reservedNow &&
      error instanceof DomainError &&
      error.message === messages.idempotencyKeyReused;
    if (reserved && error instanceof DomainError && !heldByRecorded) {
      await deps.reservations.release('receipt-number', reserved, paymentId, context);
    }
    throw error;
  }
}

/**
 * Records a payment (appendPayment) and waits (bounded) for the numbering process to give an
 * automatic number, so the answer can show it. Its receipt e-mail follows from the log
 * (receiptEmails/reactor.ts), not from here.
 */
export function createPaymentRecorder(deps: {
  handle: CommandHandler;
  reservations: Reservations;
  store: EventStore;
  progress: ProjectionProgress;
  timeZone: string;
}) {
  const seriesOfBranch = createBranchSeries();

  /**
   * Where the payment reads with its number: past the last number of its branch's series. The
   * payment is recorded whatever happens here: a wait that ends (or fails) first answers the
   * payment's own position.
   */
  async function numbered(branchId: string, paymentDay: string, recordedAt: GlobalPosition | null) {
    if (!recordedAt) return { position: null, behind: false };
    try {
      if (!(await deps.progress.waitFor(recordedAt, NUMBER_WAIT_MS))) {
        return { position: recordedAt, behind: true };
      }
      const series = await seriesOfBranch(deps.store, branchId);
      const counter = counterStreamOf(series, financialYearOf(paymentDay));
      const last = await deps.store.readLastEvent(counter);
      const after = last && comparePositions(last.position, recordedAt) > 0;
      return { position: after ? last.position : recordedAt, behind: false };
    } catch {
      return { position: recordedAt, behind: true };
    }
  }

  return async function recordPayment(
    input: RecordPaymentRequest,
    idempotencyKey: string | null,
    context: CommandContext,
    mayWorkAt?: (branchId: string) => boolean,
  ): Promise<RecordedPayment> {
    // The day the money came in: the desk's date (never after today, checked at the edge) or today.
    const paymentDay = input.paymentDate ?? todayIn(deps.timeZone, context.now);
    const appended = await appendPayment(
      deps,
      input,
      idempotencyKey,
      context,
      paymentDay,
      mayWorkAt,
    );
    const { paymentId, recorded, position } = appended;
    const number = input.receiptNumber
      ? { position, behind: false }
      : await numbered(appended.branchId, paymentDay, position);
    return {
      paymentId,
      recorded,
      position: number.position,
      decided: appended.decided,
      readModelsBehind: number.behind,
    };
  };
}

export type PaymentRecorder = ReturnType<typeof createPaymentRecorder>;
