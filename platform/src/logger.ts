import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import { baseEnvSchema, parseEnv, type LogFormat } from './config';

export type { Logger };

export interface LoggerOptions {
  level?: string;
  name?: string;
  /** Default: LOG_FORMAT, else pretty when the output is a terminal and JSON lines otherwise. */
  format?: LogFormat;
  /** Where the lines go; default stdout. */
  destination?: NodeJS.WritableStream;
  /** Whether `destination` is a terminal; default: stdout's. */
  isTTY?: boolean;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const isTTY = options.isTTY ?? (options.destination ? false : process.stdout.isTTY === true);
  const format = options.format ?? logFormatFromEnv() ?? (isTTY ? 'pretty' : 'json');
  const pinoOptions = {
    level: options.level ?? process.env.LOG_LEVEL ?? 'info',
    name: options.name,
  };
  if (format === 'json') {
    return options.destination ? pino(pinoOptions, options.destination) : pino(pinoOptions);
  }
  // In-process and synchronous rather than a worker transport: nothing is lost at process.exit.
  const stream = pretty({
    colorize: isTTY,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
    sync: true,
    ...(options.destination ? { destination: options.destination } : {}),
  });
  return pino(pinoOptions, stream);
}

function logFormatFromEnv(): LogFormat | undefined {
  return parseEnv(baseEnvSchema.pick({ LOG_FORMAT: true })).LOG_FORMAT;
}
