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
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onRcptTo(_address, _session, callback) {
      if (!rejectNext) return callback();
      rejectNext = false;
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 450 }));
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
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
