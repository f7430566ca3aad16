// Runs one of the compiled entries in dist/ (start, command, projection, worker, job, user, …),
// building first whatever changed since the last build: `node scripts/run.mjs <entry> [args…]`.
// One process from here on, so a signal sent to it reaches the product itself.
import { buildIfChanged } from './build.mjs';

const [entry, ...args] = process.argv.slice(2);
if (!entry || !/^[a-z-]+$/.test(entry)) {
  console.error('Usage: node scripts/run.mjs <entry> [arguments]');
  process.exit(2);
}
try {
  await buildIfChanged({ quiet: true });
} catch (error) {
  console.error(error instanceof Error && 'errors' in error ? error.message : error);
  process.exit(1);
}
// The entry reads its own arguments from process.argv.slice(2), as when run directly.
process.argv.splice(2, process.argv.length - 2, ...args);
process.setSourceMapsEnabled(true);
await import(new URL(`../dist/${entry}.js`, import.meta.url).href);
