import { cleanUpOnSignals, onCleanup, runCleanups } from './cleanup';
import { keepAliveAgent, signedInClients } from './client';
import { progress } from './log';
import { measureReads, oneRead } from './reads';
import { startServerProcess } from './server';
import { ms } from './stats';
import { uiReads } from './uiReads';
import { branchIdOf, switchTo } from './branches';
import {
  RECEIPT_P50_TARGET_MS,
  isReceiptRead,
  longestReceipt,
  longestReceiptReads,
} from './receiptReads';

/**
 * `BENCH_READS_DATABASE_URL=postgres://… npx tsx scripts/bench/uiReadsOnly.ts [requests] [name part]`: only
 * the UI-read phase of `npm run bench`, against a database already seeded (`npm run seed`) and
 * projected (`npm run rebuild`), so that reads can be compared before and after a change on the
 * same data. Prints one line per read: p50 and p99 at 16 clients (BENCH_READS_CLIENTS), beside GET
 * /api/user's. BENCH_READS_BRANCH=KRM reads with every client's switcher on that branch.
 */
async function main() {
  const url = process.env.BENCH_READS_DATABASE_URL;
  if (!url) throw new Error('set BENCH_READS_DATABASE_URL to a seeded, projected database');
  const requests = Number(process.argv[2] ?? 50);
  // An optional second argument keeps only the reads whose name contains it ("receipt").
  const only = process.argv[3];
  cleanUpOnSignals();
  const agent = keepAliveAgent();
  onCleanup('close HTTP agent', async () => agent.destroy());
  const server = await startServerProcess(url);
  onCleanup('stop server', () => server.stop());
  const clientCount = Number(process.env.BENCH_READS_CLIENTS ?? 16);
  const clients = await signedInClients(server.url, agent, clientCount);
  const code = process.env.BENCH_READS_BRANCH;
  const branchId = code ? await branchIdOf(clients[0]!, code) : undefined;
  if (branchId) await switchTo(clients, branchId);
  const options = { requests, warmup: 2, maxMs: 60_000 };
  const [user] = await measureReads(clients, [oneRead('GET /api/user', '/api/user')], options);
  const target = Math.max(50, 3 * user!.load.latency.p99);
  const lines = [
    `| Read (${clientCount} clients, ${requests} requests each) | p50 | p99 | items of total | target met (p99 ≤ ${ms(target)}) |`,
    '|---|---|---|---|---|',
    `| GET /api/user (baseline) | ${ms(user!.load.latency.p50)} | ${ms(user!.load.latency.p99)} | | |`,
  ];
  const longest = await longestReceipt(url);
  const reads = [
    ...(await uiReads(clients[0]!, branchId)),
    ...(longest ? longestReceiptReads(longest) : []),
  ].filter((r) => !only || r.name.includes(only));
  const receiptResults: Awaited<ReturnType<typeof measureReads>> = [];
  for (const r of await measureReads(clients, reads, options)) {
    if (isReceiptRead(r)) receiptResults.push(r);
    const { p50, p99 } = r.load.latency;
    const errors = r.load.errors ? ` (${r.load.errors} errors: ${r.load.firstError ?? ''})` : '';
    lines.push(
      `| ${r.spec.name} | ${ms(p50)} | ${ms(p99)} | ${r.items}${r.total !== undefined ? ` of ${r.total}` : ''}${errors} | ${p99 <= target ? 'yes' : 'no'} |`,
    );
  }
  // Receipts as issued: p50 ≤ 50 ms beside /api/user's p50 in the same run (issue 22).
  lines.push(
    '',
    `| Receipt read (p50 target ≤ ${RECEIPT_P50_TARGET_MS} ms) | p50 | /api/user p50 | met |`,
    '|---|---|---|---|',
  );
  for (const r of receiptResults) {
    const p50 = r.load.latency.p50;
    lines.push(
      `| ${r.spec.name} | ${ms(p50)} | ${ms(user!.load.latency.p50)} | ${p50 <= RECEIPT_P50_TARGET_MS ? 'yes' : 'no'} |`,
    );
  }
  console.log(lines.join('\n'));
}

main()
  .catch((error: unknown) => {
    progress(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
  })
  .finally(() => runCleanups());
