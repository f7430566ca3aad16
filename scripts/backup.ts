import path from 'node:path';
import { commandEnvSchema } from '@gym/command-service';
import { createLogger, parseEnv } from '@gym/platform';
import { assertNewFile } from './lib/backupFiles';
import { backupDataDir } from './lib/embeddedBackup';
import { UsageError, runScript } from './lib/runScript';
import { dumpDatabase } from './lib/serverDump';

/** `npm run backup -- <file>`: the embedded data of DATA_DIR (product stopped), or DATABASE_URL's database. */
async function main() {
  const [target, ...rest] = process.argv.slice(2);
  if (!target || rest.length > 0) throw new UsageError('Usage: npm run backup -- <file>');
  const file = path.resolve(target);
  const config = parseEnv(commandEnvSchema);
  // The result is one line; unless LOG_LEVEL asks for more, only warnings join it.
  const level = process.env.LOG_LEVEL ? config.LOG_LEVEL : 'warn';
  const logger = createLogger({ level, name: 'backup' });
  await assertNewFile(file);
  const line = config.DATABASE_URL
    ? await dumpDatabase(config.DATABASE_URL, file)
    : await backupDataDir(path.join(path.resolve(config.DATA_DIR), 'postgres'), file, logger);
  console.log(line);
}

runScript(main);
