import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { runLoad, type LoadResult } from './load';
import { progress } from './log';

export interface Baselines {
  /** Single-row INSERT into a table shaped like `events`, autocommit. */
  insert: LoadResult;
  /** BEGIN; select max(stream_revision); INSERT; COMMIT — each client on its own stream. */
  append: LoadResult;
  /** SELECT by primary key. */
  select: LoadResult;
}

/** A payment event's data and metadata, so rows are the size the product writes. */
export function sampleEventJson() {
  const data = {
    paymentId: randomUUID(),
    membershipId: randomUUID(),
    memberId: randomUUID(),
    amountPaise: 100,
    method: 'cash',
    paidAt: new Date().toISOString(),
    paymentDay: new Date().toISOString().slice(0, 10),
    manualReceiptNumber: null,
    notes: null,
    nextPaymentDueDate: null,
    receivedByUserId: randomUUID(),
    idempotencyKey: randomUUID(),
  };
  const metadata = {
    eventId: randomUUID(),
    occurredAt: new Date().toISOString(),
    actorUserId: randomUUID(),
    correlationId: randomUUID(),
    causationId: null,
    schemaVersion: 1,
  };
  return { data: JSON.stringify(data), metadata: JSON.stringify(metadata) };
}

async function connectAll(url: string, n: number): Promise<pg.Client[]> {
  const clients = Array.from({ length: n }, () => new pg.Client({ connectionString: url }));
  await Promise.all(clients.map((c) => c.connect()));
  return clients;
}

/**
 * What PostgreSQL itself does on this machine in this run, from Node with `pg`, one connection
 * per client: the yardsticks the product's figures are divided by. Needs the `events` table
 * (migrated) to copy its shape.
 */
export async function measureBaselines(
  url: string,
  options: { clients: number; durationMs: number },
): Promise<Baselines> {
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  await setup.query(`
    drop table if exists bench_insert, bench_append;
    create table bench_insert (like events including all);
    create table bench_append (like events including all);
  `);
  await setup.end();
  const clients = await connectAll(url, options.clients);
  const { data, metadata } = sampleEventJson();
  const load = { clients, durationMs: options.durationMs, maxOpsPerClient: 1_000_000 };
  try {
    progress(`baseline: raw INSERT, ${clients.length} clients, ${options.durationMs / 1000} s`);
    const insert = await runLoad({
      ...load,
      op: async (client, c, i) => {
        await client.query(
          `insert into bench_insert (stream_id, stream_revision, event_id, event_type, data, metadata)
           values ($1, $2, $3, 'PaymentRecorded', $4, $5)`,
          [`insert-${c}`, i, randomUUID(), data, metadata],
        );
      },
    });

    progress(`baseline: expected-version append, ${clients.length} clients`);
    const revisions = clients.map(() => -1);
    const append = await runLoad({
      ...load,
      op: async (client, c) => {
        const stream = `append-${c}`;
        await client.query('begin');
        try {
          const { rows } = await client.query<{ revision: string | null }>(
            'select max(stream_revision)::text as revision from bench_append where stream_id = $1',
            [stream],
          );
          const current = rows[0]?.revision == null ? -1 : Number(rows[0].revision);
          if (current !== revisions[c])
            throw new Error(`${stream}: unexpected revision ${current}`);
          await client.query(
            `insert into bench_append (stream_id, stream_revision, event_id, event_type, data, metadata)
             values ($1, $2, $3, 'PaymentRecorded', $4, $5)`,
            [stream, current + 1, randomUUID(), data, metadata],
          );
          await client.query('commit');
          revisions[c] = current + 1;
        } catch (error) {
          await client.query('rollback');
          throw error;
        }
      },
    });

    progress(`baseline: primary-key SELECT, ${clients.length} clients`);
    const rows = Math.max(1, insert.ops);
    const select = await runLoad({
      ...load,
      op: async (client) => {
        const id = 1 + Math.floor(Math.random() * rows);
        await client.query('select * from bench_insert where global_position = $1', [id]);
      },
    });
    return { insert, append, select };
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
}
