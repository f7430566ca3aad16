import { createDb } from '@gym/platform';
import {
  dashboardStats,
  listExpiring,
  listMembers,
  listMemberships,
  listPaymentReminders,
  listPayments,
  type ListQuery,
} from '@gym/projection-service';
import { summarize } from './stats';

/**
 * `BENCH_READS_DATABASE_URL=postgres://… npx tsx scripts/bench/listQueries.ts [requests] [today] [only]`:
 * the UI's list reads as queries straight on a seeded database (only the plans, members,
 * memberships and payments read models need to be there: `npm run rebuild -- plans members
 * memberships payments`), 16 concurrent callers on a pool of 10 like the server's, beside a
 * primary-key SELECT of a member as the baseline. For sizes whose full rebuild takes too long.
 * `only`: just the reads whose name contains it (and the baseline), e.g. `members`.
 */
async function main() {
  const url = process.env.BENCH_READS_DATABASE_URL;
  if (!url) throw new Error('set BENCH_READS_DATABASE_URL to a seeded, projected database');
  const requests = Number(process.argv[2] ?? 25);
  const today = process.argv[3] ?? new Date().toISOString().slice(0, 10);
  const only = process.argv[4] ?? '';
  const db = createDb(url);
  const list = <F extends string, T>(
    field: F,
    order: 'ASC' | 'DESC',
    range: [number, number],
    filter: T,
  ): ListQuery<F, T> => ({ sort: { field, order }, range, filter });
  const members = await listMembers(db, null, list('createdAt', 'ASC', [0, 99], {}));
  const payments = await listPayments(db, null, list('paymentDate', 'DESC', [0, 0], {}));
  const anyId = members.rows[0]!.id;
  const term = members.rows[0]!.lastName;
  const lastMembers = Math.max(0, Math.ceil(members.total / 10) - 1) * 10;
  const lastPayments = Math.max(0, Math.ceil(payments.total / 10) - 1) * 10;
  const middlePayments = Math.floor(payments.total / 20) * 10;
  const reads: [string, () => Promise<unknown>][] = [
    ['baseline: a member by primary key', () => db('members').where({ id: anyId }).first()],
    ['members list, page 1', () => listMembers(db, null, list('createdAt', 'DESC', [0, 9], {}))],
    [
      `members search "${term}"`,
      () => listMembers(db, null, list('createdAt', 'DESC', [0, 9], { q: term })),
    ],
    [
      'members search, phone digits "98765"',
      () => listMembers(db, null, list('createdAt', 'DESC', [0, 9], { q: '98765' })),
    ],
    [
      `members list, last page (${lastMembers / 10 + 1})`,
      () => listMembers(db, null, list('createdAt', 'DESC', [lastMembers, lastMembers + 9], {})),
    ],
    [
      'memberships list, page 1',
      () => listMemberships(db, null, list('createdAt', 'DESC', [0, 9], {})),
    ],
    [
      'outstanding memberships, page 1',
      () => listMemberships(db, null, list('createdAt', 'DESC', [0, 9], { outstanding: true })),
    ],
    ['expiring memberships (panel)', () => listExpiring(db, null, today, [0, 9])],
    ['payment reminders (panel)', () => listPaymentReminders(db, null, today, [0, 9])],
    ['payments, page 1', () => listPayments(db, null, list('paymentDate', 'DESC', [0, 9], {}))],
    [
      `payments, last page (${lastPayments / 10 + 1})`,
      () =>
        listPayments(db, null, list('paymentDate', 'DESC', [lastPayments, lastPayments + 9], {})),
    ],
    [
      `payments, middle page (${middlePayments / 10 + 1})`,
      () =>
        listPayments(
          db,
          null,
          list('paymentDate', 'DESC', [middlePayments, middlePayments + 9], {}),
        ),
    ],
    [
      `payments search "${term}"`,
      () => listPayments(db, null, list('paymentDate', 'DESC', [0, 9], { q: term })),
    ],
    ['dashboard stats', () => dashboardStats(db, null, today)],
  ];
  console.log(`| query, 16 concurrent callers × ${requests} | p50 | p99 |\n|---|---|---|`);
  for (const [name, read] of reads.filter(([n]) => n.includes(only) || n.startsWith('baseline'))) {
    await Promise.all(Array.from({ length: 16 }, () => read()));
    const samples: number[] = [];
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        for (let i = 0; i < requests; i++) {
          const start = performance.now();
          await read();
          samples.push(performance.now() - start);
        }
      }),
    );
    const { p50, p99 } = summarize(samples);
    console.log(`| ${name} | ${p50.toFixed(1)} ms | ${p99.toFixed(1)} ms |`);
  }
  await db.destroy();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
