import { summarize, type Summary } from './stats';

export interface LoadOptions<C> {
  /** One entry per concurrent client; each runs its operations one after another. */
  clients: readonly C[];
  /** No operation starts after this many milliseconds. */
  durationMs: number;
  /** …nor after a client has done this many (warm-up not counted). */
  maxOpsPerClient: number;
  /** Operations per client run before the clock starts and left out of the figures. */
  warmupOpsPerClient?: number;
  /** Give up early once this many operations have failed. */
  maxErrors?: number;
  op(client: C, clientIndex: number, opIndex: number): Promise<void>;
}

export interface LoadResult {
  ops: number;
  errors: number;
  firstError?: string;
  seconds: number;
  perSecond: number;
  latency: Summary;
  /** Latencies of the successful operations, in milliseconds, in completion order. */
  samples: number[];
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A closed-loop load: every client issues its next operation when the previous one answers,
 * until the duration or the per-client count runs out. Stops by itself; never unbounded.
 */
export async function runLoad<C>(options: LoadOptions<C>): Promise<LoadResult> {
  const warmup = options.warmupOpsPerClient ?? 0;
  const maxErrors = options.maxErrors ?? 50;
  let errors = 0;
  let firstError: string | undefined;

  if (warmup > 0) {
    await Promise.all(
      options.clients.map(async (client, c) => {
        for (let i = 0; i < warmup; i++) {
          await options.op(client, c, -1 - i).catch((error: unknown) => {
            firstError ??= `warm-up: ${describe(error)}`;
          });
        }
      }),
    );
  }

  const samples: number[] = [];
  const started = performance.now();
  const deadline = started + options.durationMs;
  await Promise.all(
    options.clients.map(async (client, c) => {
      for (let i = 0; i < options.maxOpsPerClient; i++) {
        if (performance.now() >= deadline || errors >= maxErrors) return;
        const t = performance.now();
        try {
          await options.op(client, c, i);
          samples.push(performance.now() - t);
        } catch (error) {
          errors += 1;
          firstError ??= describe(error);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    ops: samples.length,
    errors,
    firstError,
    seconds,
    perSecond: samples.length / seconds,
    latency: summarize(samples),
    samples,
  };
}
