import {
  membershipStream,
  recordPaymentRequest,
  refundPaymentRequest,
  voidPaymentRequest,
} from '@gym/contracts';
import { membershipDecider, type MembershipCommand } from '@gym/domain';
import { appendPayment } from '../../payments/recordPayment';
import { drawerDayOf } from '../../dayClose/closedDay';
import { parse, pickId, type Route, type World } from './world';

const paymentOf = (world: World, index: number) =>
  index < 0 || world.payments.length === 0 ? null : world.payments[index % world.payments.length]!;

export const paymentRoutes: {
  pay: Route<'pay'>;
  void: Route<'void'>;
  refund: Route<'refund'>;
} = {
  /** payments/recordPayment.ts's appendPayment, without the wait for a receipt number. */
  async pay(world, { op, context, today }) {
    const membershipId = pickId(world.memberships, op.membership);
    const input = parse(recordPaymentRequest, { ...op.body, membershipId });
    if (!input) return 'refused by schema';
    const { paymentId, branchId, recorded } = await appendPayment(
      world,
      input,
      op.idempotencyKey,
      context,
      today,
    );
    if (recorded) world.payments.push({ id: paymentId, membershipId, branchId });
    return 'done';
  },

  async void(world, { op, context, today }) {
    const input = parse(voidPaymentRequest, op.body);
    if (!input) return 'refused by schema';
    const payment = paymentOf(world, op.payment);
    if (!payment) return 'refused by rule';
    const command: MembershipCommand = {
      type: 'VoidPayment',
      paymentId: payment.id,
      reason: input.reason,
      drawerDay: await drawerDayOf(world, payment.branchId, today),
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
      drawerDay: await drawerDayOf(world, payment.branchId, today),
    };
    await world.handle(membershipDecider, membershipStream(payment.membershipId), command, context);
    return 'done';
  },
};
