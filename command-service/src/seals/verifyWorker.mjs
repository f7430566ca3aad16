// The books' verification in a thread of its own (never on the HTTP event loop). As the receipt
// pool's worker: the compiled .js sibling when there is one, else the .ts through tsx.
import { existsSync } from 'node:fs';

const compiled = new URL('./verifyTask.js', import.meta.url);

if (existsSync(compiled)) await import(compiled.href);
else {
  const { register } = await import('tsx/esm/api');
  const tsx = register({ namespace: 'books-verify-worker' });
  await tsx.import('./verifyTask.ts', import.meta.url);
}
