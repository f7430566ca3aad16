/** "RCP/2026-27/000123" → "receipt-RCP-2026-27-000123.pdf". */
export const receiptFileName = (receiptNumber: string) =>
  `receipt-${receiptNumber.replace(/[^\w.-]+/g, '-')}.pdf`;
