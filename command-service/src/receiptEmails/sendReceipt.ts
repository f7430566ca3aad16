import { formatRupeesExact, parseMoney } from '@gym/contracts';
import { getGymSettings, getMember, getPayment } from '@gym/projection-service';
import type { Db } from '@gym/platform';
import { DeliveryInProgressError } from '../notifications/store';
import type { Notifier, SendOptions } from '../notifications/notifier';
import { receiptFileName } from '../receipts/fileName';
import { gymHeading, loadIssuedReceipt } from '../receipts/issuedReceipt';
import type { ReceiptRenderer } from '../receipts/receiptRenderer';
import type { GymDetails } from '../receipts/renderReceiptPdf';
import { pdfHeadingOf } from '../receipts/pdfHeading';

/**
 * What became of one receipt: `sent` (or put in the outbox), `duplicate` (it already was),
 * `no-email` (the member has none), or `not-ready` (the read models do not have the payment with
 * its number yet, or another sender is delivering it): try again later.
 */
export type ReceiptOutcome = 'sent' | 'duplicate' | 'no-email' | 'not-ready';

export interface ReceiptSenderDeps {
  db: Db;
  notifier: Notifier;
  /** Receipt PDFs, made only when the notifier really delivers one. */
  receiptRenderer: ReceiptRenderer;
  timeZone: string;
  gym: GymDetails;
  /** Where members reach the product: the receipt's verification link (none: the code alone). */
  publicUrl?: () => string | undefined;
}

/**
 * Sends a payment's receipt e-mail with its PDF, once per payment (`receipt:<paymentId>`); an
 * abort of `options.signal` rejects, the message handed back (see Notifier).
 */
export function createReceiptSender(deps: ReceiptSenderDeps) {
  return async function sendReceipt(
    paymentId: string,
    options: SendOptions = {},
  ): Promise<ReceiptOutcome> {
    const payment = await getPayment(deps.db, paymentId);
    if (!payment?.receiptNumber) return 'not-ready';
    const member = await getMember(deps.db, payment.memberId, { includeRemoved: true });
    if (!member) return 'not-ready';
    if (!member.email) return 'no-email';
    const gymName = gymHeading((await getGymSettings(deps.db)).settings, deps.gym).name;
    try {
      return await deps.notifier.send(
        {
          to: member.email,
          subject: `Payment receipt ${payment.receiptNumber} from ${gymName}`,
          text: `Dear ${member.firstName},\n\nThank you for your payment of ${formatRupeesExact(parseMoney(payment.amount) ?? 0)}. Your receipt is attached.\n`,
          attachments: [
            {
              filename: receiptFileName(payment.receiptNumber),
              contentType: 'application/pdf',
              // The whole receipt (every payment of the membership) only when it is really sent.
              render: async () => {
                const receipt = await loadIssuedReceipt(
                  deps.db,
                  paymentId,
                  deps.gym,
                  null,
                  deps.publicUrl?.(),
                );
                if (!receipt) throw new Error(`receipt ${paymentId} is gone`);
                return deps.receiptRenderer.render(receipt, await pdfHeadingOf(deps.db, receipt), {
                  timeZone: deps.timeZone,
                });
              },
            },
          ],
          dedupeKey: `receipt:${paymentId}`,
          kind: 'receipt',
          relatedId: paymentId,
        },
        options,
      );
    } catch (error) {
      if (error instanceof DeliveryInProgressError) return 'not-ready';
      throw error;
    }
  };
}

export type ReceiptSender = ReturnType<typeof createReceiptSender>;
