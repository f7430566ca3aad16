export {
  createInProcessReceiptRenderer,
  createReceiptRenderer,
  ReceiptRendererClosedError,
  type ReceiptRenderer,
  type ReceiptRendererOptions,
} from './receiptRenderer';
export { renderReceiptPdf, type GymDetails, type RenderReceiptOptions } from './renderReceiptPdf';
export { receiptFileName } from './fileName';
