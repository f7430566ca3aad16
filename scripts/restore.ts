import path from 'node:path';
import { commandEnvSchema } from '@gym/command-service';
import { createLogger, parseEnv } from '@gym/platform';
import { BackupError, backupKind, pathExists } from './lib/backupFiles';
import { restoreDataDir } from './lib/embeddedRestore';
import { UsageError, runScript } from './lib/runScript';
import { restoreDatabase } from './lib/serverDump';

/** `npm run restore -- <file>`: into an empty DATA_DIR, or an empty DATABASE_URL database. */
async function main() {
  const [source, ...rest] = process.argv.slice(2);
  if (!source || rest.length > 0) throw new UsageError('Usage: npm run restore -- <file>');
  const file = path.resolve(source);
  const config = parseEnv(commandEnvSchema);
  // The result is one line; unless LOG_LEVEL asks for more, only warnings join it.
  const level = process.env.LOG_LEVEL ? config.LOG_LEVEL : 'warn';
  const logger = createLogger({ level, name: 'restore' });
  if (!(await pathExists(file))) throw new BackupError(`There is no backup file ${file}.`);
  const kind = await backupKind(file);
  const line =
    kind === 'embedded' && !config.DATABASE_URL
      ? await restoreDataDir(path.resolve(config.DATA_DIR), file, logger)
      : kind === 'pg_dump' && config.DATABASE_URL
        ? await restoreDatabase(config.DATABASE_URL, file)
        : refuse(file, kind);
  console.log(line);
}

function refuse(file: string, kind: 'embedded' | 'pg_dump' | 'unknown'): never {
  if (kind === 'embedded') {
    throw new BackupError(
      `${file} is a backup of embedded data: unset DATABASE_URL and set DATA_DIR to an empty folder.`,
    );
  }
  if (kind === 'pg_dump') {
    throw new BackupError(
      `${file} is a pg_dump of a database: set DATABASE_URL to an empty database to restore it.`,
    );
  }
  throw new BackupError(`${file} is not a backup made by npm run backup.`);
}

runScript(main);
