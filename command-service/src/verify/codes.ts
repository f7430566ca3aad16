import { parseMoney, type ReceiptPageDto } from '@gym/contracts';
import type { Db } from '@gym/platform';
import { receiptVerificationKey, verificationCode } from './verificationCode';

/** A receipt's code as the receipt shows it: null until it has its number. */
export async function codeOfReceipt(db: Db, receipt: ReceiptPageDto): Promise<string | null> {
  const { payment } = receipt;
  const amountPaise = parseMoney(payment.amount);
  if (!payment.receiptNumber || amountPaise === null) return null;
  const code = verificationCode(await receiptVerificationKey(db), {
    paymentId: payment.id,
    receiptNumber: payment.receiptNumber,
    amountPaise,
    paymentDay: payment.paymentDay,
  });
  // Written the first time the receipt is served (any receipt, however old: the code is
  // computed, not issued), so the public page finds it by one indexed read.
  await db('receipt_verification_codes')
    .insert({
      payment_id: payment.id,
      membership_id: payment.membershipId,
      receipt_number: payment.receiptNumber,
      code,
    })
    .onConflict('payment_id')
    .ignore();
  return code;
}

export interface CodedPayment {
  paymentId: string;
  membershipId: string;
  receiptNumber: string;
}

/** The payments a code was given to (almost always one; at most a few, 50 bits being 50 bits). */
export async function paymentsWithCode(db: Db, code: string): Promise<CodedPayment[]> {
  const rows = await db('receipt_verification_codes')
    .where({ code })
    .select('payment_id', 'membership_id', 'receipt_number')
    .limit(4);
  return rows.map((r: { payment_id: string; membership_id: string; receipt_number: string }) => ({
    paymentId: r.payment_id,
    membershipId: r.membership_id,
    receiptNumber: r.receipt_number,
  }));
}
