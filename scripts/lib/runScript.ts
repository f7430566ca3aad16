import { runMain } from '@gym/platform';

/** A mistake in how a script was called: printed as its message alone. */
export class UsageError extends Error {}

/** Runs a script's main: exit 0 when done; on an error a person can fix, its message alone and exit 1. */
export function runScript(main: () => Promise<void>): void {
  runMain(main, {
    known: [UsageError],
    format: (message) => `\n  ${message}\n`,
    exitWhenDone: true,
  });
}
