import { createTestDatabase } from '../../../scripts/test/db';
import { BOOK_SEALS_STREAM } from '@gym/contracts';
import { createDb, type ProxyTrust } from '@gym/platform';
import { createClient } from './httpClient';
import { startTestServer } from './startTestServer';

/** The running product on a fresh database, and clients signed in as each demo role. */
export async function startProduct(
  options: { uiDir?: string; clock?: () => Date; trustProxy?: ProxyTrust; publicUrl?: string } = {},
) {
  const database = await createTestDatabase();
  const server = await startTestServer({
    databaseUrl: database.url,
    uiDir: options.uiDir,
    clock: options.clock,
    trustProxy: options.trustProxy,
    publicUrl: options.publicUrl,
  });
  const db = createDb(database.url, { poolMax: 2 });
  const client = () => createClient(server.url);
  const signedIn = async (username: 'admin' | 'staff' | 'member') => {
    const c = client();
    await c.login(username, `${username}123`);
    return c;
  };
  /** A branch manager of `branchIds`, made by the demo admin through the API and signed in. */
  const signedInManager = async (username: string, branchIds: string[]) => {
    const admin = await signedIn('admin');
    const password = 'manager-pass';
    const account = await admin.post('/api/users', {
      username,
      password,
      role: 'branch_manager',
      branchIds,
      firstName: 'Branch',
      lastName: 'Manager',
    });
    if (account.status !== 201) throw new Error(`manager ${username}: ${account.text}`);
    const c = client();
    await c.login(username, password);
    return c;
  };
  return {
    url: server.url,
    routes: server.routes,
    databaseUrl: database.url,
    db,
    client,
    signedIn,
    signedInManager,
    // The requests' events: the book sealer appends its seals on its own clock, whatever a test does.
    eventCount: async () =>
      Number(
        (await db('events').whereNot('stream_id', BOOK_SEALS_STREAM).count('* as c').first())?.c,
      ),
    async close() {
      await db.destroy();
      await server.close();
      await database.drop();
    },
  };
}

export type Product = Awaited<ReturnType<typeof startProduct>>;
