import fs from 'node:fs/promises';
import { processStartTime } from './processInfo';

/** Which copy of the product started the embedded PostgreSQL on a data directory. */
export interface OwnerRecord {
  pid: number;
  startTime: string;
  startedAt: string;
}

/** Beside the data directory, not in it: initdb wants an empty folder and PostgreSQL owns it. */
export function ownerLockPath(dataDir: string): string {
  return `${dataDir}.owner.json`;
}

function isOwnerRecord(value: unknown): value is OwnerRecord {
  const record = value as Partial<OwnerRecord> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    Number.isInteger(record.pid) &&
    typeof record.startTime === 'string'
  );
}

export async function readOwner(file: string): Promise<OwnerRecord | undefined> {
  try {
    const value: unknown = JSON.parse(await fs.readFile(file, 'utf8'));
    return isOwnerRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The recorded process still runs: same pid and same start time (so not a reused pid). */
export async function ownerIsAlive(owner: OwnerRecord): Promise<boolean> {
  return (await processStartTime(owner.pid)) === owner.startTime;
}

async function self(): Promise<OwnerRecord> {
  const startTime = await processStartTime(process.pid);
  return {
    pid: process.pid,
    startTime: startTime ?? 'unknown',
    startedAt: new Date().toISOString(),
  };
}

export async function writeOwner(file: string): Promise<OwnerRecord> {
  const record = await self();
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, `${JSON.stringify(record)}\n`);
  await fs.rename(temporary, file);
  return record;
}

/** Removes the record only while it still names this process (a racing copy may have replaced it). */
export async function removeOwnerIfMine(file: string, mine: OwnerRecord): Promise<void> {
  const current = await readOwner(file);
  if (current?.pid === mine.pid && current.startTime === mine.startTime) {
    await fs.rm(file, { force: true });
  }
}
