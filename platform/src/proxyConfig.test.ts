import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, parseEnv, proxyTrustSchema, publicUrlSchema } from './config';

const schema = z.object({
  TRUST_PROXY: proxyTrustSchema.default({ kind: 'none' }),
  PUBLIC_URL: publicUrlSchema.optional(),
});
const parse = (env: NodeJS.ProcessEnv) => parseEnv(schema, env);

describe('TRUST_PROXY and PUBLIC_URL', () => {
  it('reads false, true, a hop count and a list of proxies', () => {
    expect(parse({}).TRUST_PROXY).toEqual({ kind: 'none' });
    expect(parse({ TRUST_PROXY: 'false' }).TRUST_PROXY).toEqual({ kind: 'none' });
    expect(parse({ TRUST_PROXY: 'true' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 1 });
    expect(parse({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 2 });
    expect(parse({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,::1' }).TRUST_PROXY).toEqual({
      kind: 'list',
      proxies: ['10.0.0.0/8', '192.0.2.7', '::1'],
    });
  });

  it('stops the start naming a bad value', () => {
    for (const bad of ['maybe', '10.0.0.0/33', '10.0.0.1,proxy.local', '1.2.3']) {
      expect(() => parse({ TRUST_PROXY: bad })).toThrow(ConfigError);
      expect(() => parse({ TRUST_PROXY: bad })).toThrow(
        /TRUST_PROXY: must be false, true, a hop count/,
      );
    }
    for (const bad of ['gym.example.com', 'ftp://gym.example.com', 'https://gym.example.com/app']) {
      expect(() => parse({ PUBLIC_URL: bad })).toThrow(/PUBLIC_URL: must be the address/);
    }
  });

  it('keeps PUBLIC_URL as an origin without a trailing slash', () => {
    expect(parse({ PUBLIC_URL: 'https://Gym.Example.com/' }).PUBLIC_URL).toBe(
      'https://gym.example.com',
    );
  });
});
