import { fontParseCount } from './fonts';
import {
  renderReceiptPdf,
  type GymDetails,
  type IssuedReceipt,
  type RenderReceiptOptions,
} from './renderReceiptPdf';

/** What the pool sends a worker: the arguments of renderReceiptPdf (structured-cloned). */
export interface RenderTask {
  receipt: IssuedReceipt;
  gym: GymDetails;
  options: RenderReceiptOptions;
}

/** The worker's default task. The Buffer arrives in the caller as a plain Uint8Array. */
export default function renderTask({ receipt, gym, options }: RenderTask): Promise<Buffer> {
  return renderReceiptPdf(receipt, gym, options);
}

/** For tests: how many font files this worker has parsed. */
export function fontParsesTask(): number {
  return fontParseCount();
}
