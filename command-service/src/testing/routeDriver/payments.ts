import { randomUUID } from 'node:crypto';
import {
  DomainError,
  membershipStream,
  messages,
  recordPaymentRequest,
  refundPaymentRequest,
  voidPaymentRequest,
} from '@gym/contracts';
import { deterministicUuid } from '../../http/params';
import { membershipDecider, type MembershipCommand } from '../../memberships/decider';
import { parse, pickId, type Route, type World } from './world';

const RECEIPT_TAKEN = { message: messages.receiptNumberTaken, field: 'receiptNumber' };

const paymentOf = (world: World, index: number) =>
  index < 0 || world.payments.length === 0 ? null : world.payments[index % world.payments.length]!;

export const paymentRoutes: {
  pay: Route<'pay'>;
  void: Route<'void'>;
  refund: Route<'refund'>;
} = {
  /** As payments/recordPayment.ts: a manual receipt number is reserved, and freed if refused. */
  async pay(world, { op, context, today }) {
    const membershipId = pickId(world.memberships, op.membership);
    const input = parse(recordPaymentRequest, { ...op.body, membershipId });
    if (!input) return 'refused by schema';
    const key = op.idempotencyKey;
    const paymentId = key
      ? deterministicUuid(`payment:${context.actorUserId}:${input.membershipId}:${key}`)
      : randomUUID();
    const manual = input.receiptNumber;
    const { reservations } = world;
    if (manual)
      await reservations.reserve('receipt-number', manual, paymentId, context, RECEIPT_TAKEN);
    let recorded;
    try {
      recorded = await world.handle(
        membershipDecider,
        membershipStream(input.membershipId),
        {
          type: 'RecordPayment',
          paymentId,
          amountPaise: input.amount,
          method: input.paymentMethod,
          paidAt: context.now.toISOString(),
          paymentDay: today,
          manualReceiptNumber: manual,
          notes: input.notes,
          nextPaymentDueDate: input.nextPaymentDueDate,
          receivedByUserId: context.actorUserId,
          idempotencyKey: key,
        },
        context,
      );
    } catch (error) {
      if (manual && error instanceof DomainError) {
        await reservations.release('receipt-number', manual, paymentId, context);
      }
      throw error;
    }
    if (recorded.events.length > 0) world.payments.push({ id: paymentId, membershipId });
    return 'done';
  },

  async void(world, { op, context }) {
    const input = parse(voidPaymentRequest, op.body);
    if (!input) return 'refused by schema';
    const payment = paymentOf(world, op.payment);
    if (!payment) return 'refused by rule';
    const command: MembershipCommand = {
      type: 'VoidPayment',
      paymentId: payment.id,
      reason: input.reason,
    };
    await world.handle(membershipDecider, membershipStream(payment.membershipId), command, context);
    return 'done';
  },

  async refund(world, { op, context, today }) {
    const input = parse(refundPaymentRequest, op.body);
    if (!input) return 'refused by schema';
    const payment = paymentOf(world, op.payment);
    if (!payment) return 'refused by rule';
    const command: MembershipCommand = {
      type: 'RefundPayment',
      paymentId: payment.id,
      amountPaise: input.amount ?? null,
      reason: input.reason,
      refundDay: today,
    };
    await world.handle(membershipDecider, membershipStream(payment.membershipId), command, context);
    return 'done';
  },
};
