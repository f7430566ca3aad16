import { financialYearOf, receiptCounterStream } from '@gym/contracts';
import type { CommandContext, CommandHandler } from '../commands/handleCommand';
import { receiptNumberDecider } from './receiptNumberDecider';

/**
 * Gives a recorded payment the next number of its financial year. Runs after the payment is
 * recorded, so a refused payment never takes a number; assigning twice is a no-op.
 */
export async function assignReceiptNumber(
  handle: CommandHandler,
  payment: { paymentId: string; membershipId: string; paymentDay: string },
  context: CommandContext,
) {
  const financialYear = financialYearOf(payment.paymentDay);
  // Every payment of the year appends to this one stream: under load many writers race for it.
  return handle(
    receiptNumberDecider,
    receiptCounterStream(financialYear),
    {
      type: 'AssignReceiptNumber',
      financialYear,
      paymentId: payment.paymentId,
      membershipId: payment.membershipId,
    },
    context,
    { maxAttempts: 200 },
  );
}
