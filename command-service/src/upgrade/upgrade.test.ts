import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '@gym/platform';
import { createTestDatabase } from '../../../scripts/test/db';
import { createClient } from '../testing/httpClient';
import { startTestServer } from '../testing/startTestServer';
import type { RunningService } from '../server';
import { LIST_PROBES, UPGRADE_NOW, detailProbes } from './probes';

/*
 * A gym upgrading to branches. `fixtures/before-branches.sql.gz` is a pg_dump of a database the
 * version before branches (c67009b) wrote and served: a seeded history (12 members, 60 payments,
 * `npm run seed -- --members 12 --payments 60 --today 2026-11-20 --seed 7`) and twelve visits
 * let in at the desk, with its read models, snapshots and checkpoints as that version left them.
 * `before-branches-answers.json` holds that version's answers to the probes (./probes.ts), asked
 * as the admin with the clock at UPGRADE_NOW. This version starts on that database as an operator
 * would upgrade: it must answer the same, apart from the new branch fields, without changing
 * any event.
 */
const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url);

/**
 * Fields added since that version: branches', a receipt's verification code (issue 25), the
 * visits report's members over its range (issue 33), a payment's refund day (issue 34);
 * everything else must read as before.
 */
const NEW_FIELDS = new Set([
  'branchId',
  'homeBranchId',
  'branchIds',
  'admits',
  'verification',
  'membersInRange',
  'refundDay',
]);

function withoutNewFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNewFields);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !NEW_FIELDS.has(key))
        .map(([key, v]) => [key, withoutNewFields(v)]),
    );
  return value;
}

/**
 * CSV columns added since (issue 34: a payment's refunded part, what it leaves collected, its
 * refund or void date, its branch) and renamed (the reports' "net" is now "collected"): an old
 * file's columns must read as before, by their names.
 */
const NEW_CSV_COLUMNS = new Set(['Refunded (₹)', 'Collected (₹)', 'Refund/Void Date', 'Branch']);
const RENAMED_CSV_COLUMNS: Record<string, string> = { collected: 'net' };

/** RFC 4180 rows: quoted cells may hold commas, quotes and line breaks. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) cell += c;
    else if (c === ',') endCell();
    else if (c === '\r' && text[i + 1] === '\n') {
      endRow();
      i++;
    } else if (c === '\n' || c === '\r') endRow();
    else cell += c;
  }
  if (cell || row.length) endRow();
  return rows;
}

/** A CSV answer as its columns of old: the added ones left out, the renamed ones by their old name. */
function withoutNewColumns(body: unknown): unknown {
  if (typeof body !== 'string' || !body.includes(',')) return body;
  const [header = [], ...rows] = csvRows(body.replace(/^\ufeff/, ''));
  const kept = header.flatMap((name, i) => (NEW_CSV_COLUMNS.has(name) ? [] : [i]));
  return [header.map((name) => RENAMED_CSV_COLUMNS[name] ?? name), ...rows]
    .map((cells) => kept.map((i) => cells[i]))
    .map((cells) => cells.join('|'));
}

interface Answer {
  status: number;
  range: string | null;
  body: unknown;
}

/** The log as stored, in commit order: each event's stream, revision, type, data and metadata. */
async function logDigest(db: Db, upTo?: string) {
  const rows = await db('events')
    .modify((q) => {
      if (upTo) q.where('global_position', '<=', upTo);
    })
    .orderBy('global_position')
    .select<{ line: string }[]>(
      db.raw(
        `concat_ws('|', global_position, transaction_id, stream_id, stream_revision, event_id, event_type, data::text, metadata::text, recorded_at) as line`,
      ),
    );
  const hash = createHash('sha256');
  for (const row of rows) hash.update(`${row.line}\n`);
  return { events: rows.length, sha256: hash.digest('hex') };
}

describe('upgrading a one-branch gym to branches', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;
  let server: RunningService;
  let before: { events: number; sha256: string };
  let lastPositionBefore: string;
  const answers = JSON.parse(
    readFileSync(fixture('before-branches-answers.json'), 'utf8'),
  ) as Record<string, Answer>;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb(database.url);
    await db.raw(gunzipSync(readFileSync(fixture('before-branches.sql.gz'))).toString('utf8'));
    // The dump clears search_path for its own statements; this connection reads as usual.
    await db.raw('select pg_catalog.set_config(?, ?, false)', ['search_path', 'public']);
    before = await logDigest(db);
    const [last] = await db('events').max<{ max: string }[]>('global_position as max');
    lastPositionBefore = last!.max;
    let now = new Date(UPGRADE_NOW).getTime();
    server = await startTestServer({
      databaseUrl: database.url,
      clock: () => new Date((now += 1000)),
      jobs: { off: true, worker: false, mailFrom: 'gym@example.com' },
    });
  });

  afterAll(async () => {
    await server?.close();
    await db?.destroy();
    await database?.drop();
  });

  async function caughtUp() {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const health = (await (await fetch(`${server.url}/api/health`)).json()) as {
        lag: { behind: { events: number } }[];
        reactors?: { behind: { events: number } }[];
      };
      const lagging = [...health.lag, ...(health.reactors ?? [])].some((l) => l.behind.events > 0);
      if (!lagging) return;
      if (Date.now() > deadline) throw new Error('the read models did not catch up');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('answers every read of the existing data as before, apart from the fields added since', async () => {
    await caughtUp();
    const admin = createClient(server.url);
    await admin.login('admin', 'admin123');
    const bodies = new Map<string, unknown>();
    const read = async (path: string) => {
      const answer = await admin.get(path);
      bodies.set(path, answer.body);
      const was = answers[path];
      expect(was, path).toBeDefined();
      expect(
        {
          status: answer.status,
          range: answer.headers.get('content-range'),
          body: withoutNewColumns(withoutNewFields(answer.body ?? answer.text)),
        },
        path,
      ).toEqual({ ...was, body: withoutNewColumns(was?.body) });
    };
    for (const path of LIST_PROBES) await read(path);
    const list = (prefix: string) =>
      [...bodies].find(([path]) => path.startsWith(prefix))![1] as { id: string }[];
    const details = detailProbes({
      members: list('/api/members?'),
      memberships: list('/api/memberships?'),
      payments: list('/api/payments/all?'),
    });
    expect(details.length).toBe(Object.keys(answers).length - LIST_PROBES.length - 1);
    for (const path of details) await read(path);

    const staff = createClient(server.url);
    await staff.login('staff', 'staff123');
    const staffMembers = await staff.get('/api/members?range=[0,99]');
    expect({
      status: staffMembers.status,
      body: withoutNewFields(staffMembers.body),
    }).toEqual(answers['staff /api/members?range=[0,99]']);
  });

  it('changes no event: the log written before reads back byte for byte, the first branch is added after it', async () => {
    await caughtUp();
    expect(await logDigest(db, lastPositionBefore)).toEqual(before);
    const added = await db('events')
      .where('global_position', '>', lastPositionBefore)
      .orderBy('global_position')
      .select<{ type: string; stream_id: string }[]>('event_type as type', 'stream_id');
    expect(added.map((e) => e.type)).toContain('BranchOpened');
    expect(added.every((e) => e.type !== 'PaymentRecorded' && e.type !== 'MemberRegistered')).toBe(
      true,
    );
  });
});
