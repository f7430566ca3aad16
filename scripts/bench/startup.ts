import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  exitCode,
  killEverything,
  startProduct,
  waitForHealth,
  type ProductRun,
} from '../test/product';
import { median } from './stats';
import { met, textTable, times, type Row } from './table';

/**
 * `npx tsx scripts/bench/startup.ts [rounds]`: how long a start on existing data takes to answer
 * GET /api/health, for `npm start` (compiled, nothing to rebuild) beside, in the same run and on
 * the same data, the start it replaced (the UI built by Vite, then the TypeScript run by tsx) and
 * that start without its UI build.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const VITE = path.join(ROOT, 'admin-ui/node_modules/vite/bin/vite.js');
const rounds = Number(process.argv[2] ?? 5);

const WAYS: Record<string, string[]> = {
  'npm start (compiled)': ['npm', 'start', '--silent'],
  'tsx, no UI build': [process.execPath, '--import', 'tsx', 'scripts/start.ts'],
  'before: Vite build, then tsx': [
    '/bin/sh',
    '-c',
    `cd admin-ui && "${process.execPath}" "${VITE}" build --logLevel error --outDir ${'$'}TMP_UI && cd .. && exec "${process.execPath}" --import tsx scripts/start.ts`,
  ],
};

async function timeToHealth(command: string[], dataDir: string, uiDir: string): Promise<number> {
  process.env.TMP_UI = uiDir;
  const started = performance.now();
  const run: ProductRun = await startProduct({ dataDir, command });
  try {
    await waitForHealth(run, 120_000);
    return performance.now() - started;
  } finally {
    run.child.kill('SIGTERM');
    await exitCode(run);
  }
}

async function main() {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'gym-startup-'));
  await fs.chmod(tmp, 0o755);
  const dataDir = path.join(tmp, 'data');
  const pgDir = path.join(dataDir, 'postgres');
  try {
    // The first start initialises the data; every measured start finds it there.
    await timeToHealth(WAYS['npm start (compiled)']!, dataDir, tmp);
    const samples = new Map<string, number[]>(Object.keys(WAYS).map((k) => [k, []]));
    for (let round = 0; round < rounds; round++) {
      for (const [name, command] of Object.entries(WAYS)) {
        samples.get(name)!.push(await timeToHealth(command, dataDir, path.join(tmp, 'ui')));
      }
    }
    const compiled = median(samples.get('npm start (compiled)')!);
    const before = median(samples.get('before: Vite build, then tsx')!);
    const rows: Row[] = [...samples].map(([name, ms]) => ({
      name: `start on existing data: ${name}`,
      figure: `median ${Math.round(median(ms))} ms (${ms.map(Math.round).join(', ')})`,
      baseline: `before: ${Math.round(before)} ms`,
      ratio: times(median(ms), before),
      target: name === 'npm start (compiled)' ? '< 3,000 ms' : '—',
      result: name === 'npm start (compiled)' ? met(compiled < 3000) : 'info',
      notes: `${rounds} rounds, interleaved; load average ${os.loadavg()[0]!.toFixed(2)}`,
    }));
    console.log(textTable(rows));
  } finally {
    await killEverything([], [pgDir]);
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

await main();
