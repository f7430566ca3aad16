import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger';
import { DataDirError, dataDirInUse } from './dataDirError';
import {
  inspectPostmaster,
  postgresLeaves,
  postgresWorksIn,
  stopOrphanedServer,
} from './orphanedServer';
import { ownerIsAlive, ownerLockPath, readOwner, removeOwnerIfMine, writeOwner } from './ownerLock';
import { canInspectProcesses } from './processInfo';

export interface DataDirClaim {
  /** Forgets this process as the owner (after its server has stopped, or failed to start). */
  release(): Promise<void>;
}

/**
 * Makes this process the owner of the embedded PostgreSQL on `dataDir`. A copy of the product that
 * is alive keeps it (DataDirError "in use"); a server left behind by one that died (kill -9) is
 * stopped, and a postmaster.pid naming no server on this directory is removed.
 */
function pidAnswers(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function claimDataDir(dataDir: string, log: Logger): Promise<DataDirClaim> {
  // Without /proc nothing here can be told apart; PostgreSQL's own lock file still refuses.
  if (!(await canInspectProcesses())) return { release: async () => undefined };

  const lockFile = ownerLockPath(dataDir);
  const owner = await readOwner(lockFile);
  if (owner && (await ownerIsAlive(owner))) throw dataDirInUse(dataDir, owner.pid);

  const postmaster = await inspectPostmaster(dataDir);
  if (postmaster.kind === 'running') {
    const { server } = postmaster;
    // With no record (a server started before records were kept), its parent tells: an orphan
    // has been handed to init.
    if (!owner && server.ppid !== 1) throw dataDirInUse(dataDir);
    log.warn(
      { postgresPid: server.pid, dir: dataDir, formerOwnerPid: owner?.pid ?? null },
      'an embedded PostgreSQL was left running by a copy of the product that is gone; stopping it',
    );
    await stopOrphanedServer(server, dataDir, log);
  } else if (postmaster.kind === 'gone') {
    // The postmaster was killed too: its backends notice and exit, and until they have, PostgreSQL
    // refuses to start on the directory.
    if (!(await postgresLeaves(dataDir, 15_000))) throw dataDirInUse(dataDir);
    // A killed postmaster nobody has reaped yet (a zombie) still answers kill(pid, 0), and
    // PostgreSQL would take it for a running server.
    if (pidAnswers(postmaster.pid)) {
      log.info(
        { postgresPid: postmaster.pid, dir: dataDir },
        'removing the postmaster.pid of a dead server',
      );
      await fs.rm(path.join(dataDir, 'postmaster.pid'), { force: true });
    }
  } else if (postmaster.kind === 'stale' && !(await postgresWorksIn(dataDir))) {
    log.info(
      { postgresPid: postmaster.pid ?? null, reason: postmaster.reason, dir: dataDir },
      'removing a stale postmaster.pid',
    );
    await fs.rm(path.join(dataDir, 'postmaster.pid'), { force: true });
  }

  const mine = await writeOwner(lockFile).catch((error: Error) => {
    throw new DataDirError(
      `The product cannot record that it uses the data directory ${dataDir} (${error.message}). Make ${path.dirname(dataDir)} writable for this user, or set DATA_DIR to another folder.`,
    );
  });
  return { release: () => removeOwnerIfMine(lockFile, mine) };
}
