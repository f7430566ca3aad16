export const receiptPdfUrl = (paymentId: string) =>
  `/api/payments/${encodeURIComponent(paymentId)}/receipt.pdf`;

export const receiptPageUrl = (paymentId: string) => `/receipt/${encodeURIComponent(paymentId)}`;

/** Opens a page of ours in a new tab without giving it a handle on this one. */
export function openInNewTab(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}
