import fs from 'node:fs/promises';
import path from 'node:path';
import {
  ensurePostgresAccount,
  makeDataDirReachable,
  passwordFilePath,
  type Logger,
} from '@gym/platform';
import {
  BackupError,
  MANIFEST,
  MANIFEST_FORMAT,
  embeddedPostgresMajor,
  runTool,
  type Manifest,
} from './backupFiles';

const asRoot = () => process.getuid?.() === 0;

async function readManifest(staging: string, file: string): Promise<Manifest> {
  const text = await fs.readFile(path.join(staging, MANIFEST), 'utf8').catch(() => '');
  const manifest = (text ? JSON.parse(text) : {}) as Partial<Manifest>;
  if (manifest.format !== MANIFEST_FORMAT || !manifest.postgresMajor) {
    throw new BackupError(`${file} is not a backup made by npm run backup.`);
  }
  return manifest as Manifest;
}

/** Refuses anything but a missing or empty folder: a restore never overwrites data. */
async function assertEmpty(dataDir: string): Promise<void> {
  const entries = await fs.readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw new BackupError(`DATA_DIR ${dataDir} cannot be read (${error.message}).`);
  });
  if (entries.length > 0) {
    throw new BackupError(
      `DATA_DIR ${dataDir} is not empty; a restore only goes into an empty or new folder, so no data is overwritten. Set DATA_DIR to a new folder.`,
    );
  }
}

/**
 * Unpacks an embedded backup into DATA_DIR/postgres, with its password file (mode 0600, the
 * restoring user's) when the backup has one. It is unpacked beside it first and moved in whole, so
 * an interrupted restore never leaves a half data directory the product would open.
 */
export async function restoreDataDir(dataDir: string, file: string, log: Logger): Promise<string> {
  await assertEmpty(dataDir);
  const pgDir = path.join(dataDir, 'postgres');
  // Creates DATA_DIR and DATA_DIR/postgres as `npm start` would (as root: for the postgres user).
  await makeDataDirReachable(pgDir, log);
  const staging = path.join(dataDir, `.restore-${process.pid}`);
  await fs.mkdir(staging, { mode: 0o700 });
  let restored = false;
  try {
    await runTool('tar', ['-xzpf', file, '--no-same-owner', '-C', staging], 'The restore');
    const manifest = await readManifest(staging, file);
    const major = await embeddedPostgresMajor();
    if (manifest.postgresMajor !== major) {
      throw new BackupError(
        `${file} holds PostgreSQL ${manifest.postgresMajor} data, but this product runs PostgreSQL ${major}. Restore it with the product version that made it; see docs/operations.md "Upgrades".`,
      );
    }
    const unpacked = path.join(staging, 'postgres');
    if (asRoot()) {
      const account = await ensurePostgresAccount(log);
      await runTool('chown', ['-R', `${account.uid}:${account.gid}`, unpacked], 'The restore');
    }
    // Without one (a backup of an older version), the first start replaces the old default password.
    const password = path.join(staging, path.basename(passwordFilePath(pgDir)));
    if (
      await fs.access(password).then(
        () => true,
        () => false,
      )
    ) {
      await fs.chmod(password, 0o600);
      await fs.rename(password, passwordFilePath(pgDir));
    }
    // rename(2) replaces the empty folder made above.
    await fs.rename(unpacked, pgDir);
    restored = true;
    return `Restored ${file} (PostgreSQL ${manifest.postgresMajor} data of ${manifest.createdAt}) into ${pgDir}; start the product with DATA_DIR=${dataDir}.`;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
    if (!restored) {
      await fs.rm(passwordFilePath(pgDir), { force: true });
      await fs.rmdir(pgDir).catch(() => undefined);
    }
  }
}
