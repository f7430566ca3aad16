import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import {
  formatCalendarDate,
  formatGymDate,
  formatReceiptRupees,
  DEFAULT_TIME_ZONE,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATE_LABELS,
  paymentStateLabel,
  receiptNumberOf,
  receiptTaxLines,
  receiverName,
  type PaymentDto,
  type ReceiptCorrectionDto,
  type ReceiptDto,
  type ReceiptExtrasDto,
  type ReceiptTaxDto,
  type ReceiptVerificationDto,
} from '@gym/contracts';
import { receiptFonts } from './fonts';

export interface GymDetails {
  name: string;
  /** The issuing branch's name, under the gym's (a branch other than the first). */
  branch?: string;
  address: string;
  phone?: string;
  /** The gym's logo (PNG or JPEG) in force when the payment was recorded, drawn above the name. */
  logo?: Uint8Array;
}

/** A receipt with, when the gym has them, its GST lines and a UPI link for the balance. */
export type IssuedReceipt = ReceiptDto & Partial<ReceiptExtrasDto>;

export interface RenderReceiptOptions {
  /** The footer's generation date and the PDF's creation date; defaults to the payment date. */
  generatedAt?: Date;
  /** Zone for the payment dates; defaults to Asia/Kolkata. */
  timeZone?: string;
}

const MARGIN = 50;
const MUTED = '#555555';
const HIGHLIGHT = '#e8f0fe';

const COLUMNS = [
  { title: 'Payment #', width: 56 },
  { title: 'Date', width: 58 },
  { title: 'Amount', width: 66 },
  { title: 'Method', width: 70 },
  { title: 'Receipt #', width: 102 },
  { title: 'Received By', width: 63 },
  { title: 'Status', width: 80 },
] as const;

type Doc = PDFKit.PDFDocument;

/** The receipt as a PDF: a pure function of its inputs (the same input gives the same bytes). */
export function renderReceiptPdf(
  receipt: IssuedReceipt,
  gym: GymDetails,
  options: RenderReceiptOptions = {},
): Promise<Buffer> {
  const { payment } = receipt;
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const generatedAt = options.generatedAt ?? new Date(payment.paymentDate);
  const receiptNumber = receiptNumberOf(payment, 'receipt');
  const fonts = receiptFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // No default font (pdfkit's would be Helvetica, which has no ₹): every text names its font.
    font: '',
    info: {
      Title: receiptNumber,
      Author: gym.name,
      Subject: 'Payment receipt',
      Creator: gym.name,
      Producer: gym.name,
      CreationDate: generatedAt,
      ModDate: generatedAt,
    },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);

  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawHeader(doc, gym, receipt.tax ?? null);
  drawReceiptDetails(doc, receipt, receiptNumber, timeZone);
  if (receipt.verification) drawVerification(doc, receipt.verification);
  drawMember(doc, receipt);
  drawSummary(doc, receipt);
  if (receipt.tax) drawTax(doc, receipt.tax);
  if (receipt.upiPayLink) drawUpi(doc, receipt.upiPayLink);
  drawHistory(doc, receipt);
  drawCorrections(doc, receipt.corrections, timeZone);
  doc
    .moveDown(2)
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(`Generated on ${formatGymDate(generatedAt.toISOString(), timeZone)}`, MARGIN, doc.y, {
      align: 'center',
      width: contentWidth(doc),
    });
  doc.end();
  return done;
}

function contentWidth(doc: Doc): number {
  return doc.page.width - 2 * MARGIN;
}

function heading(doc: Doc, text: string) {
  doc.moveDown(1).font('bold').fontSize(12).fillColor('black').text(text, MARGIN);
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + contentWidth(doc), y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  doc.moveDown(0.5);
}

function field(doc: Doc, label: string, value: string) {
  doc.font('bold').fontSize(10).fillColor('black').text(`${label}: `, MARGIN, doc.y, {
    continued: true,
  });
  doc.font('regular').text(value);
}

/** The logo, at most 160 × 60 points, centred; a file pdfkit cannot read leaves it out. */
function drawLogo(doc: Doc, logo: Uint8Array) {
  const [width, height] = [160, 60];
  try {
    doc.image(Buffer.from(logo), (doc.page.width - width) / 2, doc.y, {
      fit: [width, height],
      align: 'center',
      valign: 'center',
    });
    doc.y += height + 8;
  } catch {
    // The upload was checked to be a PNG or JPEG; a receipt never fails for its logo.
  }
}

function drawHeader(doc: Doc, gym: GymDetails, tax: ReceiptTaxDto | null) {
  if (gym.logo) drawLogo(doc, gym.logo);
  doc.font('bold').fontSize(20).fillColor('black').text(gym.name, { align: 'center' });
  if (gym.branch) doc.font('bold').fontSize(12).text(gym.branch, { align: 'center' });
  doc.font('regular').fontSize(10).fillColor(MUTED).text(gym.address, { align: 'center' });
  if (gym.phone) doc.text(`Phone: ${gym.phone}`, { align: 'center' });
  if (tax) doc.text(`GSTIN: ${tax.gstin}`, { align: 'center' });
  doc.moveDown(1).font('bold').fontSize(14).fillColor('black');
  doc.text(tax ? 'Tax Receipt' : 'Payment Receipt', { align: 'center' });
}

/** The GST in this payment, as issued: the lines the screen shows, to the paisa. */
function drawTax(doc: Doc, tax: ReceiptTaxDto) {
  heading(doc, 'GST');
  for (const line of receiptTaxLines(tax)) field(doc, line.label, line.value);
}

/** A QR code at the left margin, drawn as vector squares (the PDF stays a pure function of its input). */
function drawQr(doc: Doc, text: string, cell: number): { top: number; size: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size * cell;
  if (doc.y + size + 40 > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y;
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) doc.rect(MARGIN + col * cell, top + row * cell, cell, cell);
    }
  }
  doc.fillColor('black').fill();
  return { top, size };
}

/** The code that proves the receipt is in the gym's books, and the page that checks it. */
function drawVerification(doc: Doc, verification: ReceiptVerificationDto) {
  heading(doc, 'Verify This Receipt');
  if (!verification.url) {
    field(doc, 'Verification Code', verification.code);
    return;
  }
  const { top, size } = drawQr(doc, verification.url, 2);
  doc
    .font('bold')
    .fontSize(10)
    .fillColor('black')
    .text(`Verification Code: ${verification.code}`, MARGIN + size + 12, top, { width: 320 })
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text('Scan, or open the address below, to check that this receipt is in our books:', {
      width: 320,
    })
    .text(verification.url, { width: 320 });
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, top + size) + 6;
}

/** A UPI QR code for the balance. */
function drawUpi(doc: Doc, link: string) {
  heading(doc, 'Pay the Balance by UPI');
  const { top, size } = drawQr(doc, link, 3);
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text('Scan with any UPI app, or open:', MARGIN + size + 12, top, { width: 300 })
    .text(link, { width: 300 });
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, top + size) + 6;
}

function drawReceiptDetails(doc: Doc, receipt: ReceiptDto, number: string, timeZone: string) {
  const { payment } = receipt;
  heading(doc, 'Receipt');
  field(doc, 'Receipt #', number);
  field(doc, 'Date', formatCalendarDate(payment.paymentDay));
  field(doc, 'Amount', formatReceiptRupees(payment.amount));
  field(doc, 'Payment Method', PAYMENT_METHOD_LABELS[payment.paymentMethod]);
  if (payment.reference) field(doc, 'Reference', payment.reference);
  field(doc, 'Received By', receiverName(payment));
  const state = paymentStateLabel(payment);
  if (state) field(doc, 'Status', state);
  drawCorrection(doc, payment, timeZone);
  if (payment.notes) field(doc, 'Notes', payment.notes);
  if (payment.nextPaymentDueDate) {
    field(doc, 'Next Payment Due', formatCalendarDate(payment.nextPaymentDueDate));
  }
}

/** A voided or refunded payment: the reason, who corrected it and when. */
function drawCorrection(doc: Doc, payment: PaymentDto, timeZone: string) {
  if (payment.state === 'recorded') return;
  if (payment.correctionReason) field(doc, 'Reason', payment.correctionReason);
  if (payment.correctedByName) field(doc, 'Corrected By', payment.correctedByName);
  if (payment.correctedAt) field(doc, 'Corrected On', formatGymDate(payment.correctedAt, timeZone));
}

function drawMember(doc: Doc, { member }: ReceiptDto) {
  heading(doc, 'Member');
  field(doc, 'Name', `${member.firstName} ${member.lastName}`);
  field(doc, 'Email', member.email);
  field(doc, 'Phone', member.phone);
  field(doc, 'Join Date', formatCalendarDate(member.joinDate));
}

function drawSummary(doc: Doc, receipt: ReceiptDto) {
  heading(doc, `Payment Summary: ${receipt.plan.name || 'Basic Monthly'}`);
  field(
    doc,
    'Membership Period',
    `${formatCalendarDate(receipt.membership.startDate)} – ${formatCalendarDate(receipt.membership.endDate)}`,
  );
  field(doc, 'Total Plan Amount', formatReceiptRupees(receipt.membership.totalAmount));
  // The decimal strings, not cumulativePaid/remainingBalance (numbers of rupees): no float on the way.
  field(doc, 'Amount Paid (Till Date)', formatReceiptRupees(receipt.membership.paidAmount));
  field(doc, 'Remaining Balance', formatReceiptRupees(receipt.membership.remainingAmount));
}

function historyCells(payment: PaymentDto, index: number, isCurrent: boolean) {
  return [
    isCurrent ? 'Current' : String(index + 1),
    formatCalendarDate(payment.paymentDay),
    formatReceiptRupees(payment.amount),
    PAYMENT_METHOD_LABELS[payment.paymentMethod],
    receiptNumberOf(payment, 'receipt'),
    receiverName(payment),
    paymentStateLabel(payment),
  ];
}

function drawRow(doc: Doc, cells: readonly string[], options: { bold: boolean; fill?: string }) {
  const padding = 3;
  doc.font(options.bold ? 'bold' : 'regular').fontSize(8);
  const height =
    Math.max(
      ...cells.map((cell, i) =>
        doc.heightOfString(cell, { width: COLUMNS[i]!.width - 2 * padding }),
      ),
    ) +
    2 * padding;
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y;
  if (options.fill) {
    doc.rect(MARGIN, top, contentWidth(doc), height).fillColor(options.fill).fill();
  }
  doc.fillColor('black');
  let x = MARGIN;
  cells.forEach((cell, i) => {
    const width = COLUMNS[i]!.width;
    doc.text(cell, x + padding, top + padding, { width: width - 2 * padding });
    x += width;
  });
  doc
    .moveTo(MARGIN, top + height)
    .lineTo(MARGIN + contentWidth(doc), top + height)
    .lineWidth(0.25)
    .strokeColor('#cccccc')
    .stroke();
  doc.x = MARGIN;
  doc.y = top + height;
}

function drawHistory(doc: Doc, receipt: ReceiptDto) {
  heading(doc, 'Payment History');
  drawRow(
    doc,
    COLUMNS.map((c) => c.title),
    { bold: true, fill: '#f2f2f2' },
  );
  const earlier = receipt.earlierPayments;
  if (earlier.count > 0) {
    // One line for the payments before the ones listed: the receipt stays a page, whatever the history.
    doc
      .font('regular')
      .fontSize(8)
      .fillColor('black')
      .text(
        earlier.count === 1
          ? `Payment 1: one earlier payment, ${formatReceiptRupees(earlier.amount)} (net)`
          : `Payments 1–${earlier.count}: ${earlier.count} earlier payments, ${formatReceiptRupees(earlier.amount)} (net)`,
        MARGIN + 3,
        doc.y + 3,
        { width: contentWidth(doc) - 6 },
      );
    doc.x = MARGIN;
    doc.y += 3;
  }
  receipt.allPayments.forEach((payment, index) => {
    const isCurrent = payment.id === receipt.payment.id;
    drawRow(doc, historyCells(payment, earlier.count + index, isCurrent), {
      bold: isCurrent,
      fill: isCurrent ? HIGHLIGHT : undefined,
    });
  });
}

/** Voids and refunds recorded after the receipt was issued: dated notes, its figures unchanged. */
function drawCorrections(doc: Doc, corrections: readonly ReceiptCorrectionDto[], timeZone: string) {
  if (corrections.length === 0) return;
  heading(doc, 'Corrections Since Issue');
  for (const c of corrections) {
    const on = formatGymDate(c.day ?? c.at, timeZone);
    const what = `${PAYMENT_STATE_LABELS[c.kind]} ${c.receiptNumber ?? ''}`.trim();
    const by = c.byName ? ` (by ${c.byName})` : '';
    field(doc, on, `${what}: ${formatReceiptRupees(c.amount)}. Reason: ${c.reason}${by}`);
  }
}
