import { describe, expect, it } from 'vitest';
import { forwardedClientOf } from './clientAddress';

const headers = (forwardedFor: string, proto?: string) => ({
  'x-forwarded-for': forwardedFor,
  ...(proto && { 'x-forwarded-proto': proto }),
});

describe('the client address TRUST_PROXY lets us believe', () => {
  it('false: the connection, whatever the headers say', () => {
    const clientOf = forwardedClientOf({ kind: 'none' });
    expect(clientOf('203.0.113.1', headers('1.2.3.4', 'https'))).toEqual({ ip: '203.0.113.1' });
  });

  it('a hop count: that many entries from the right, never one the client wrote', () => {
    const one = forwardedClientOf({ kind: 'hops', hops: 1 });
    expect(one('10.0.0.1', headers('6.6.6.6, 203.0.113.9', 'http, https')).ip).toBe('203.0.113.9');
    expect(one('10.0.0.1', headers('6.6.6.6, 203.0.113.9', 'http, https')).proto).toBe('https');
    expect(one('10.0.0.1', {}).ip).toBe('10.0.0.1');
    const two = forwardedClientOf({ kind: 'hops', hops: 2 });
    expect(two('10.0.0.1', headers('6.6.6.6, 203.0.113.9, 10.0.0.2')).ip).toBe('203.0.113.9');
    expect(two('10.0.0.1', headers('203.0.113.9')).ip).toBe('203.0.113.9');
  });

  it('a list: the right-most entry that is not a listed proxy, and only from a listed peer', () => {
    const clientOf = forwardedClientOf({ kind: 'list', proxies: ['10.0.0.0/8', '192.0.2.7'] });
    const forged = headers('6.6.6.6, 203.0.113.9, 192.0.2.7, 10.1.2.3', 'https');
    expect(clientOf('10.0.0.1', forged)).toEqual({ ip: '203.0.113.9', proto: 'https' });
    expect(clientOf('::ffff:10.0.0.1', forged).ip).toBe('203.0.113.9');
    // Reached directly: the headers are not ours and are ignored entirely.
    expect(clientOf('198.51.100.4', forged)).toEqual({ ip: '198.51.100.4' });
    // Nothing but proxies: the left-most.
    expect(clientOf('10.0.0.1', headers('10.9.9.9, 10.1.2.3')).ip).toBe('10.9.9.9');
  });
});
