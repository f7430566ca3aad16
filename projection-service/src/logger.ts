import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(options: { level?: string; name?: string } = {}): Logger {
  return pino({ level: options.level ?? process.env.LOG_LEVEL ?? 'info', name: options.name });
}
