import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cleanUpOnSignals, onCleanup, runCleanups } from './cleanup';
import { keepAliveAgent } from './client';
import { adminUrl, serverVersion } from './database';
import { emptyDatabasePhase } from './emptyPhase';
import { progress } from './log';
import { parseOptions } from './options';
import { Report } from './report';
import { seededDatabasePhase } from './seededPhase';
import { formatNumber } from './stats';
import { markdownTable, textTable } from './table';

/**
 * `npm run bench [-- --quick | --members N --payments N | --out FILE]`: one table of the
 * product's figures, each beside a baseline measured in the same run on the same PostgreSQL.
 * Creates scratch databases on BENCH_DATABASE_URL (default the local server) and drops them.
 */
async function main() {
  const options = parseOptions(process.argv.slice(2));
  cleanUpOnSignals();
  const agent = keepAliveAgent();
  onCleanup('close HTTP agent', async () => agent.destroy());
  const report = new Report();
  const database = new URL(adminUrl);
  report.context.push(
    `${options.quick ? 'SMOKE RUN (--quick)' : 'Full run'}, ${new Date().toISOString().slice(0, 16)}Z: ` +
      `${formatNumber(options.members)} members, ${formatNumber(options.payments)} payments; ` +
      `${options.clients} clients; loads of ${options.seconds} s, lag over ${options.lagSeconds} s, ` +
      `${options.requests} requests per client per read`,
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${formatNumber(os.totalmem() / 2 ** 30)} GiB; ` +
      `Node ${process.version}; ${await serverVersion()} on ${database.hostname}:${database.port || 5432}`,
  );

  let failure: unknown;
  try {
    const empty = await emptyDatabasePhase(options, agent, report);
    await seededDatabasePhase(options, agent, report, empty);
  } catch (error) {
    failure = error;
    progress(
      `stopped early: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    report.context.push(`Stopped early: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await runCleanups();
  }

  const rows = report.ordered();
  const markdown = [...report.context.map((line) => `${line}  `), '', markdownTable(rows)].join(
    '\n',
  );
  console.log(`${report.context.join('\n')}\n\n${textTable(rows)}\n\nMarkdown:\n\n${markdown}\n`);
  fs.mkdirSync(path.dirname(path.resolve(options.out)), { recursive: true });
  fs.writeFileSync(options.out, `${markdown}\n`);
  progress(`table written to ${options.out}`);
  if (failure) process.exitCode = 1;
}

main().catch(async (error: unknown) => {
  console.error(error);
  await runCleanups();
  process.exit(1);
});
