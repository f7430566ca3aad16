const started = performance.now();

/** Progress goes to stderr, so stdout carries only the table. */
export function progress(message: string): void {
  const seconds = ((performance.now() - started) / 1000).toFixed(1).padStart(7);
  process.stderr.write(`[bench ${seconds}s] ${message}\n`);
}
