/**
 * Runs at most `limit` tasks at once. `start` waits for a free place (so a producer that awaits
 * it stays at most `limit` tasks ahead), and throws the first task failure from then on.
 */
export class TaskPool {
  private running = 0;
  private failure: { error: unknown } | null = null;
  private readonly waiting: (() => void)[] = [];
  private readonly idle: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async start(task: () => Promise<void>): Promise<void> {
    while (this.running >= this.limit && !this.failure) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.throwIfFailed();
    this.running++;
    task()
      .catch((error: unknown) => {
        this.failure ??= { error };
      })
      .finally(() => {
        this.running--;
        this.waiting.shift()?.();
        if (this.running === 0) for (const resolve of this.idle.splice(0)) resolve();
      });
  }

  /** Waits for every started task; throws the first failure. */
  async drain(): Promise<void> {
    if (this.running > 0) await new Promise<void>((resolve) => this.idle.push(resolve));
    this.throwIfFailed();
  }

  private throwIfFailed() {
    if (this.failure) throw this.failure.error;
  }
}
