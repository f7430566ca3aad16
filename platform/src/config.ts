import { isIP } from 'node:net';
import { z } from 'zod';

const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const envFlag = boolean;

/**
 * Which proxies' `X-Forwarded-*` headers to believe (`TRUST_PROXY`): none; the last `hops`
 * proxies in front of us (`true` is one); or only connections from the listed proxies.
 */
export type ProxyTrust =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; proxies: readonly string[] };

const TRUST_PROXY_FORMS =
  'must be false, true, a hop count such as 2, or a comma-separated list of proxy addresses or CIDRs';

/** An IPv4 or IPv6 address, optionally with a /prefix. */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export const proxyTrustSchema = z
  .string()
  .trim()
  .transform((value, ctx): ProxyTrust => {
    const word = value.toLowerCase();
    if (['false', 'no', '0'].includes(word)) return { kind: 'none' };
    if (['true', 'yes'].includes(word)) return { kind: 'hops', hops: 1 };
    if (/^\d+$/.test(word)) return { kind: 'hops', hops: Number(word) };
    const proxies = value.split(',').map((entry) => entry.trim());
    const bad = proxies.find((entry) => !isAddressOrCidr(entry));
    if (bad === undefined) return { kind: 'list', proxies };
    ctx.addIssue({ code: 'custom', message: `${TRUST_PROXY_FORMS} ("${bad}" is neither)` });
    return z.NEVER;
  });

/** A public base URL: http(s), no path, query or fragment; given without a trailing slash. */
export const publicUrlSchema = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (
        ['http:', 'https:'].includes(url.protocol) &&
        url.pathname === '/' &&
        !url.search &&
        !url.hash &&
        !url.username &&
        !url.password
      );
    } catch {
      return false;
    }
  }, 'must be the address members open, such as https://gym.example.com (no path)')
  .transform((value) => new URL(value).origin);

export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** Settings every process shares. */
export const baseEnvSchema = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .optional(),
  EVENTSTORE_URL: z
    .string()
    .regex(
      /^(esdb|esdb\+discover|kurrentdb|kurrent|kdb):\/\//,
      'must be an esdb:// or kurrentdb:// connection string',
    )
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(LOG_FORMATS, { error: 'must be json or pretty' }).optional(),
});

export class ConfigError extends Error {}

/** Parses the environment; a bad value is a ConfigError naming each variable and what is wrong. */
export function parseEnv<S extends z.ZodType>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.output<S> {
  const result = schema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')),
  );
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
