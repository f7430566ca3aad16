import { parseArgs } from 'node:util';

export interface BenchOptions {
  quick: boolean;
  members: number;
  payments: number;
  /** Concurrent clients for the baselines, the 16-client payment load and the reads. */
  clients: number;
  /** Duration of each baseline and each payment load. */
  seconds: number;
  lagSeconds: number;
  /** Requests per client for each UI read. */
  requests: number;
  /** Sequential payments timed for the first- and the millionth-payment latency. */
  sequential: number;
  out: string;
  randomSeed: number;
  /** Branches the seeded history is spread over (the chain's reads and throughput). */
  branches: number;
}

const USAGE = `npm run bench -- [--quick] [--members N] [--payments N] [--out FILE]
  [--seconds S] [--lag-seconds S] [--requests N] [--sequential N] [--seed N] [--branches N]`;

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isFinite(n) || n <= 0)
    throw new Error(`--${name} must be a positive number\n${USAGE}`);
  return n;
}

export function parseOptions(argv: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      quick: { type: 'boolean', default: false },
      members: { type: 'string' },
      payments: { type: 'string' },
      seconds: { type: 'string' },
      'lag-seconds': { type: 'string' },
      requests: { type: 'string' },
      sequential: { type: 'string' },
      out: { type: 'string' },
      seed: { type: 'string' },
      branches: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const quick = values.quick ?? false;
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  return {
    quick,
    branches: Math.round(positive('branches', values.branches, 25)),
    members: Math.round(positive('members', values.members, quick ? 2_000 : 100_000)),
    payments: Math.round(positive('payments', values.payments, quick ? 20_000 : 1_000_000)),
    clients: 16,
    seconds: positive('seconds', values.seconds, quick ? 2 : 5),
    lagSeconds: positive('lag-seconds', values['lag-seconds'], quick ? 20 : 60),
    requests: Math.round(positive('requests', values.requests, quick ? 25 : 200)),
    sequential: Math.round(positive('sequential', values.sequential, quick ? 20 : 50)),
    out: values.out ?? `test-output/bench-${stamp}.md`,
    randomSeed: Math.round(positive('seed', values.seed, 42)),
  };
}
