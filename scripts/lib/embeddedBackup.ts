import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  claimDataDir,
  inspectPostmaster,
  ownerIsAlive,
  ownerLockPath,
  passwordFilePath,
  readOwner,
  type Logger,
} from '@gym/platform';
import {
  BackupError,
  MANIFEST,
  MANIFEST_FORMAT,
  formatSize,
  runTool,
  type Manifest,
} from './backupFiles';

/** One line the operator reads when the product still runs on the data directory. */
function stopFirst(pgDir: string, pid?: number): BackupError {
  const which = pid ? ` (process ${pid})` : '';
  return new BackupError(
    `The product is running on ${pgDir}${which}. Stop it, then run the backup again: it copies PostgreSQL's files, which is only consistent with the server stopped.`,
  );
}

/**
 * Archives DATA_DIR/postgres and its password file (a gzip tar with a manifest) while no server
 * runs on it. The embedded package ships no pg_dump, and a pg_dump of another major version cannot
 * read this server, so the backup is the data directory itself: whatever runs the same PostgreSQL
 * major version can open it. It holds password hashes, live sessions and the cookie-signing key, so
 * the file is created readable by its owner only (0600) before tar writes into it.
 */
export async function backupDataDir(pgDir: string, file: string, log: Logger): Promise<string> {
  const postgresMajor = (
    await fs.readFile(path.join(pgDir, 'PG_VERSION'), 'utf8').catch(() => '')
  ).trim();
  if (!postgresMajor) {
    throw new BackupError(`There is no PostgreSQL data in ${pgDir}: nothing to back up.`);
  }
  const owner = await readOwner(ownerLockPath(pgDir));
  if (owner && (await ownerIsAlive(owner))) throw stopFirst(pgDir, owner.pid);

  // Held while copying, so `npm start` refuses the folder until the copy is done.
  const claim = await claimDataDir(pgDir, log);
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'gym-backup-'));
  const partial = `${file}.${process.pid}.partial`;
  try {
    const postmaster = await inspectPostmaster(pgDir);
    if (postmaster.kind !== 'none') throw stopFirst(pgDir);
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      postgresMajor,
      createdAt: new Date().toISOString(),
    };
    await fs.writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest)}\n`);
    const dataDir = path.dirname(pgDir);
    const passwordFile = passwordFilePath(pgDir);
    // A data directory an older version made, never started since, has no password file yet.
    const withPassword = await fs.access(passwordFile).then(
      () => [path.basename(passwordFile)],
      () => [],
    );
    await (await fs.open(partial, 'wx', 0o600)).close();
    await runTool(
      'tar',
      [
        '-czf',
        partial,
        '-C',
        staging,
        MANIFEST,
        '-C',
        dataDir,
        path.basename(pgDir),
        ...withPassword,
      ],
      'The backup',
    );
    await fs.rename(partial, file);
  } finally {
    await fs.rm(partial, { force: true });
    await fs.rm(staging, { recursive: true, force: true });
    await claim.release();
  }
  const { size } = await fs.stat(file);
  return `Backed up ${pgDir} to ${file} (${formatSize(size)}): the PostgreSQL ${postgresMajor} data directory (event log, read models, accounts), copied with the server stopped.`;
}
