// The receipt pool's worker entry. A worker thread is plain Node: it cannot import the .ts
// tasks the way tsx (npm start) and vitest do in the main thread. So it imports the compiled
// .js sibling when there is one, and otherwise compiles the .ts on the fly with tsx, in a
// namespace of its own so it neither needs nor disturbs a tsx the process may already run.
import { existsSync } from 'node:fs';

const compiled = new URL('./renderTasks.js', import.meta.url);

async function loadTasks() {
  if (existsSync(compiled)) return import(compiled.href);
  const { register } = await import('tsx/esm/api');
  const tsx = register({ namespace: 'receipt-worker' });
  return tsx.import('./renderTasks.ts', import.meta.url);
}

const tasks = await loadTasks();

export default tasks.default;
export const fontParsesTask = tasks.fontParsesTask;
