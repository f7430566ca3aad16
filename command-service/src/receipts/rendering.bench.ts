// Receipt rendering latency, warm: `npx tsx command-service/src/receipts/rendering.bench.ts [renders]`.
// Renders the sample receipt one at a time, on this thread and then through the worker pool.
import {
  createInProcessReceiptRenderer,
  createReceiptRenderer,
  type ReceiptRenderer,
} from './receiptRenderer';
import { sampleGeneratedAt, sampleGym, sampleReceipt } from './testing';

const RENDERS = Number(process.argv[2] ?? 200);
const WARM_UP = 20;

async function measure(renderer: ReceiptRenderer): Promise<number[]> {
  const render = () =>
    renderer.render(sampleReceipt, sampleGym, { generatedAt: sampleGeneratedAt });
  for (let i = 0; i < WARM_UP; i += 1) await render();
  const ms: number[] = [];
  for (let i = 0; i < RENDERS; i += 1) {
    const started = performance.now();
    await render();
    ms.push(performance.now() - started);
  }
  return ms.sort((a, b) => a - b);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!.toFixed(2);

for (const [name, renderer] of [
  ['in process', createInProcessReceiptRenderer()],
  ['worker pool', createReceiptRenderer()],
] as const) {
  try {
    const ms = await measure(renderer);
    console.log(
      `${name}: ${RENDERS} renders, p50 ${percentile(ms, 50)} ms, p90 ${percentile(ms, 90)} ms`,
    );
  } finally {
    await renderer.close();
  }
}
