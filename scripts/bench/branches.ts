import { MAIN_BRANCH_ID } from '@gym/contracts';
import { isRecord, jsonOf, stringField, type BrowserClient } from './client';
import { createMember, createMembership } from './fixtures';
import { runLoad, type LoadResult } from './load';
import { progress } from './log';
import { paymentLoad } from './payments';
import { measureReads, type ReadResult } from './reads';
import { latencyFigure, loadNotes, rateFigure, type Report } from './report';
import { bytes, formatNumber, ms } from './stats';
import { met, percent, times } from './table';
import { uiReads } from './uiReads';

/** The seeded chain's branches, as the owner's switcher lists them. */
async function branchesOf(
  client: BrowserClient,
): Promise<{ id: string; name: string; code: string }[]> {
  const body = jsonOf(await client.get('/api/branches'));
  return Array.isArray(body)
    ? body
        .filter(isRecord)
        .map((b) => ({ id: String(b.id), name: String(b.name), code: String(b.code) }))
    : [];
}

/** A branch's id by its code. */
export async function branchIdOf(client: BrowserClient, code: string): Promise<string> {
  const branch = (await branchesOf(client)).find((b) => b.code === code);
  if (!branch) throw new Error(`no branch ${code}`);
  return branch.id;
}

/** Every client's session on one branch (the app bar's switcher), or back on all (null). */
export async function switchTo(clients: readonly BrowserClient[], branchId: string | null) {
  await Promise.all(
    clients.map(async (client) => {
      const answer = await client.request('PUT', '/api/user/branch', { branchId });
      if (answer.status !== 200) throw new Error(`switching branch answered ${answer.status}`);
    }),
  );
}

/** The issue 15 bound: p99 within max(50 ms, 3 × GET /api/user p99) of the same run. */
const bound = (userP99: number) => Math.max(50, 3 * userP99);

function readRow(r: ReadResult, scope: string, userP99: number) {
  const size = `${r.items} item${r.items === 1 ? '' : 's'}${r.total !== undefined ? ` of ${r.total}` : ''}, ${bytes(r.bytes)}`;
  return {
    name: `UI read, ${scope}: ${r.spec.name}`,
    figure: latencyFigure(r.load),
    baseline: `/api/user p99 ${ms(userP99)}`,
    ratio: times(r.load.latency.p99, userP99),
    target: `p99 ≤ ${ms(bound(userP99))}`,
    result:
      r.load.errors || r.load.ops === 0
        ? ('failed' as const)
        : met(r.load.latency.p99 <= bound(userP99)),
    notes: [size, ...r.flags.map((f) => `⚠ ${f}`), loadNotes(r.load)].join('; '),
  };
}

/**
 * Every UI read again with the switcher on one branch of the chain (its own ids, as a branch's
 * desk sees them), beside the all-branches reads measured just before.
 */
export async function oneBranchReads(
  clients: readonly BrowserClient[],
  options: { requests: number; userP99: number },
  report: Report,
): Promise<void> {
  const branches = await branchesOf(clients[0]!);
  const branch = branches.find((b) => b.id !== MAIN_BRANCH_ID) ?? branches[0];
  if (!branch) throw new Error('the seeded chain has no branch');
  await switchTo(clients, branch.id);
  try {
    const results = await measureReads(clients, await uiReads(clients[0]!, branch.id), {
      requests: options.requests,
      warmup: 2,
      maxMs: 60_000,
    });
    for (const r of results)
      report.add(
        'reads',
        readRow(r, `one branch (${branch.name} of ${branches.length})`, options.userP99),
      );
  } finally {
    await switchTo(clients, null);
  }
}

/**
 * A plan for every branch: free (a member checks in at once, wherever the load sends them), or
 * priced so that many small payments fit.
 */
async function chainPlan(client: BrowserClient, name: string, price: string): Promise<string> {
  const answer = await client.post('/api/subscription-plans', {
    name,
    price,
    duration: 365,
    admits: { kind: 'all' },
  });
  return stringField(answer, 'id');
}

interface DeskMember {
  memberId: string;
  membershipId: string;
}

/** `perClient` members of each client, homed (and their memberships sold) at `branchOf(c)`. */
async function membersAt(
  clients: readonly BrowserClient[],
  perClient: number,
  tag: string,
  planId: string,
  branchOf: (client: number) => string,
): Promise<DeskMember[][]> {
  return Promise.all(
    clients.map(async (client, c) => {
      const branchId = branchOf(c);
      const members: DeskMember[] = [];
      for (let m = 0; m < perClient; m++) {
        const memberId = await createMember(client, `desk-${tag}-${c}-${m}`, {
          homeBranchId: branchId,
        });
        const membershipId = await createMembership(client, memberId, planId, { branchId });
        members.push({ memberId, membershipId });
      }
      return members;
    }),
  );
}

/** Each client checks its own members in at their branch, each member once (a visit appended). */
function checkInLoad(
  clients: readonly BrowserClient[],
  members: readonly (readonly DeskMember[])[],
  branchOf: (client: number) => string,
): Promise<LoadResult> {
  return runLoad({
    clients,
    durationMs: 60_000,
    maxOpsPerClient: members[0]!.length,
    op: async (client, c, i) => {
      const answer = await client.post('/api/check-ins', {
        memberId: members[c]![i]!.memberId,
        branchId: branchOf(c),
      });
      if (answer.status !== 201) throw new Error(`check-in answered ${answer.status}`);
    },
  });
}

/**
 * RecordPayment and check-in throughput with every desk at one branch (one receipt series, the
 * one-branch gym) beside the same load spread over the chain's branches (a series each), in the
 * same run on the same seeded database.
 */
export async function chainThroughput(
  clients: readonly BrowserClient[],
  options: { seconds: number; perClient: number },
  report: Report,
): Promise<void> {
  const branches = await branchesOf(clients[0]!);
  const oneBranch = () => MAIN_BRANCH_ID;
  const spread = (c: number) => branches[c % branches.length]!.id;
  const visitPlan = await chainPlan(clients[0]!, 'Bench desk pass', '0');
  const payPlan = await chainPlan(clients[0]!, 'Bench chain plan', '90000000');
  const runs: { name: string; branchOf: (c: number) => string; tag: string }[] = [
    { name: 'one branch', branchOf: oneBranch, tag: 'one' },
    { name: `${branches.length} branches`, branchOf: spread, tag: 'chain' },
  ];
  const payments: Record<string, LoadResult> = {};
  const checkIns: Record<string, LoadResult> = {};
  for (const run of runs) {
    progress(`chain throughput, ${run.name}: members and memberships`);
    const payers = await membersAt(clients, 4, `pay-${run.tag}`, payPlan, run.branchOf);
    const visitors = await membersAt(
      clients,
      options.perClient,
      `visit-${run.tag}`,
      visitPlan,
      run.branchOf,
    );
    progress(`RecordPayment, ${run.name}, ${options.seconds} s`);
    payments[run.name] = (
      await paymentLoad(clients, payers, {
        durationMs: options.seconds * 1000,
        maxOpsPerClient: 100_000,
      })
    ).load;
    progress(`check-ins, ${run.name}`);
    checkIns[run.name] = await checkInLoad(clients, visitors, run.branchOf);
  }
  const [one, chain] = runs.map((r) => r.name) as [string, string];
  for (const [what, loads] of [
    ['RecordPayment', payments],
    ['Check-in', checkIns],
  ] as const) {
    const base = loads[one]!;
    const spreadLoad = loads[chain]!;
    report.add('payments', {
      name: `${what} over HTTP, ${clients.length} clients, desks at ${chain}`,
      figure: rateFigure(spreadLoad),
      baseline: `one branch ${formatNumber(base.perSecond)}/s`,
      ratio: percent(spreadLoad.perSecond, base.perSecond),
      target: '≥ 90 % of one branch',
      result:
        spreadLoad.ops === 0 || base.ops === 0
          ? 'failed'
          : met(spreadLoad.perSecond >= 0.9 * base.perSecond),
      notes: `one branch: ${loadNotes(base)}; ${chain}: ${loadNotes(spreadLoad)}`,
    });
  }
}
