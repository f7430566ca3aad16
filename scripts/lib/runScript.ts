import { ConfigError, DataDirError } from '@gym/platform';

/** A mistake in how a script was called: printed as its message alone. */
export class UsageError extends Error {}

/** Runs a script's main: exit 0 when done; on an error a person can fix, its message alone and exit 1. */
export function runScript(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      const known =
        error instanceof ConfigError ||
        error instanceof UsageError ||
        error instanceof DataDirError;
      console.error(known ? `\n  ${(error as Error).message}\n` : error);
      process.exit(1);
    },
  );
}
