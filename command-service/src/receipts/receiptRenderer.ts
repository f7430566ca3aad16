import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { GymDetails, IssuedReceipt, RenderReceiptOptions } from './renderReceiptPdf';
import type { RenderTask } from './renderTasks';

/** Renders receipt PDFs; `close()` ends whatever threads it started. */
export interface ReceiptRenderer {
  render(receipt: IssuedReceipt, gym: GymDetails, options?: RenderReceiptOptions): Promise<Buffer>;
  close(): Promise<void>;
}

export interface ReceiptRendererOptions {
  /** Worker threads at most; default min(2, cores). */
  maxThreads?: number;
  /** How long a worker beyond the first may stay idle before it ends; default 30 s. */
  idleTimeoutMs?: number;
  /** A worker failed outside any render (a render's own failure rejects its promise). */
  onError?(error: Error): void;
}

/** The worker threads' entry module (a .mjs that loads the TypeScript tasks). */
export const RECEIPT_WORKER_ENTRY = fileURLToPath(new URL('./renderWorker.mjs', import.meta.url));

export class ReceiptRendererClosedError extends Error {
  constructor() {
    super('The receipt renderer is closed');
  }
}

/**
 * Renders on a pool of worker threads, off the event loop that answers HTTP requests. The pool
 * starts with the first render (a process that never renders starts no thread) and keeps one
 * worker, with its parsed fonts, warm; idle workers do not keep the process alive.
 */
export function createReceiptRenderer(options: ReceiptRendererOptions = {}): ReceiptRenderer {
  let pool: Piscina<RenderTask, Uint8Array> | undefined;
  let closed = false;

  function started(): Piscina<RenderTask, Uint8Array> {
    if (pool) return pool;
    pool = new Piscina<RenderTask, Uint8Array>({
      filename: RECEIPT_WORKER_ENTRY,
      minThreads: 1,
      maxThreads: options.maxThreads ?? Math.min(2, availableParallelism()),
      idleTimeout: options.idleTimeoutMs ?? 30_000,
    });
    pool.on('error', options.onError ?? ((error: Error) => console.error(error)));
    return pool;
  }

  return {
    async render(receipt, gym, renderOptions = {}) {
      if (closed) throw new ReceiptRendererClosedError();
      const pdf = await started().run({ receipt, gym, options: renderOptions });
      // A Buffer crosses the thread boundary as a plain Uint8Array: wrap it, without copying.
      return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    },
    async close() {
      closed = true;
      await pool?.close();
    },
  };
}

/** Renders on the caller's thread: for one-off scripts and tests that do not measure threads. */
export function createInProcessReceiptRenderer(): ReceiptRenderer {
  return {
    // pdfkit and the fonts load with the first receipt, not at start-up.
    render: async (receipt, gym, options) =>
      (await import('./renderReceiptPdf')).renderReceiptPdf(receipt, gym, options),
    close: async () => undefined,
  };
}
