import type { Db } from '@gym/platform';
import type { ReceiptPageDto } from '@gym/contracts';
import { receiptLogo } from '../settings/logoFiles';
import type { GymDetails } from './renderReceiptPdf';

/** What heads a receipt's PDF: the receipt's own gym heading and the logo in force when it was issued. */
export async function pdfHeadingOf(db: Db, receipt: ReceiptPageDto): Promise<GymDetails> {
  const { name, address, phone, branch } = receipt.gym;
  const logo = await receiptLogo(db, receipt.payment.createdAt);
  return {
    name,
    address,
    phone: phone ?? undefined,
    ...(branch && { branch }),
    ...(logo && { logo }),
  };
}
