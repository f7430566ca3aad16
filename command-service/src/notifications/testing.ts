import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createDb, type Db, migrateToLatest } from '@gym/platform';
import { commandServiceMigrations } from '../migrations';
import { createTestDatabase } from '../../../scripts/test/db';

/** A migrated test database (with the notifications table). */
export async function createNotificationsTestDb(): Promise<{ db: Db; close(): Promise<void> }> {
  const database = await createTestDatabase();
  const db = createDb(database.url);
  await migrateToLatest(db, ...commandServiceMigrations);
  return {
    db,
    async close() {
      await db.destroy();
      await database.drop();
    },
  };
}

export interface ReceivedMail {
  user: string | undefined;
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port that keeps every message it accepts. */
export async function startTestSmtpServer() {
  const received: ReceivedMail[] = [];
  let rejectNext = false;
  let holding = false;
  // The messages waiting at their recipient, by session, and the tests waiting for a number of them.
  const held = new Map<string, () => void>();
  const heldWaiters: { count: number; resolve(): void }[] = [];
  const releaseHeld = () => {
    for (const go of held.values()) go();
    held.clear();
  };
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onRcptTo(_address, session, callback) {
      if (holding) {
        held.set(session.id, () => callback());
        for (const w of heldWaiters) if (held.size >= w.count) w.resolve();
        return;
      }
      if (!rejectNext) return callback();
      rejectNext = false;
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 450 }));
    },
    // A sender that gives up closes its connection: what it had held never arrives.
    onClose(session) {
      held.delete(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          user: typeof session.user === 'string' ? session.user : undefined,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((a) => a.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://gym:secret@127.0.0.1:${port}`,
    received,
    /** The next recipient is refused with a temporary error. */
    rejectNextRecipient() {
      rejectNext = true;
    },
    /**
     * From now on each message waits at its recipient, before any of its data is sent, until
     * released: its send is in flight meanwhile.
     */
    hold() {
      holding = true;
    },
    /** Resolves once `count` messages are waiting at once. */
    whenHeld(count: number): Promise<void> {
      if (held.size >= count) return Promise.resolve();
      return new Promise((resolve) => heldWaiters.push({ count, resolve }));
    },
    /** How many messages are waiting (their senders still connected). */
    heldCount: () => held.size,
    /** The waiting messages go on; the next ones wait again. */
    releaseHeld,
    /** The waiting messages go on, and no more wait. */
    stopHolding() {
      holding = false;
      releaseHeld();
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
