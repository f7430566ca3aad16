import {
  receiptMessageText,
  receiptNumberOf,
  whatsAppLink,
  type ReceiptPageDto,
} from '@gym/contracts';

/** wa.me link to the member's WhatsApp number (else phone) with the receipt's message. */
export function receiptWhatsAppLink(receipt: ReceiptPageDto): string | null {
  const { member, payment, membership, gym } = receipt;
  return whatsAppLink(
    member.whatsapp || member.phone,
    receiptMessageText({
      firstName: member.firstName,
      amount: payment.amount,
      receiptNumber: receiptNumberOf(payment, 'receipt'),
      gymName: gym.name,
      remaining: receipt.upiPayAmount ?? membership.remainingAmount,
      upiPayLink: receipt.upiPayLink,
    }),
  );
}
