import { BlockList, isIP } from 'node:net';
import type { ProxyTrust } from '@gym/platform';
import type { AppMiddleware } from './context';

/** What a request's trusted proxies say about its client; `proto`/`host` when they said it. */
export interface ForwardedClient {
  ip: string;
  proto?: string;
  host?: string;
}

const list = (header: string | string[] | undefined): string[] =>
  (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** '::ffff:10.0.0.1' (an IPv4 peer on a dual-stack socket) is 10.0.0.1. */
const plain = (address: string) => /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;

function proxyMatcher(proxies: readonly string[]): (address: string) => boolean {
  const blocks = new BlockList();
  for (const entry of proxies) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) blocks.addAddress(address, type);
    else blocks.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const family = isIP(plain(address));
    return family !== 0 && blocks.check(plain(address), family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * The client of a request as `TRUST_PROXY` allows us to believe it. Each proxy appends the address
 * it was reached from to `X-Forwarded-For`, so only entries on the right were written by our
 * proxies; anything further left came from the client and may be made up.
 * - none: the connection's peer; the headers are ignored.
 * - hops n: the entry n from the right (the left-most when there are fewer).
 * - list: the headers count only on a connection from a listed proxy; then the right-most entry
 *   that is not a listed proxy.
 * `X-Forwarded-Proto` and `-Host` are read at the same hop as the address.
 */
export function forwardedClientOf(
  trust: ProxyTrust,
): (peer: string, headers: Record<string, string | string[] | undefined>) => ForwardedClient {
  const isProxy = trust.kind === 'list' ? proxyMatcher(trust.proxies) : () => false;
  return (peer, headers) => {
    if (trust.kind === 'none') return { ip: peer };
    if (trust.kind === 'list' && !isProxy(peer)) return { ip: peer };
    const forwardedFor = list(headers['x-forwarded-for']);
    if (!forwardedFor.length) return { ip: peer };
    let hops = 1;
    if (trust.kind === 'hops') hops = trust.hops;
    else
      while (hops < forwardedFor.length && isProxy(forwardedFor[forwardedFor.length - hops] ?? ''))
        hops++;
    const at = (entries: string[]) => entries[Math.max(0, entries.length - hops)];
    return {
      ip: at(forwardedFor) ?? peer,
      proto: at(list(headers['x-forwarded-proto'])),
      host: at(list(headers['x-forwarded-host'])),
    };
  };
}

/**
 * Sets `ctx.ip` (what the sign-in and registration throttles count and the request log shows) and
 * leaves Koa only the `X-Forwarded-Proto`/`-Host` values a trusted proxy set, so `ctx.secure`
 * (Secure cookies, HSTS) cannot be claimed by a client. Runs first.
 */
export function clientAddress(trust: ProxyTrust): AppMiddleware {
  const clientOf = forwardedClientOf(trust);
  return async (ctx, next) => {
    const client = clientOf(ctx.req.socket.remoteAddress ?? '', ctx.req.headers);
    ctx.request.ip = client.ip;
    for (const [header, value] of [
      ['x-forwarded-proto', client.proto],
      ['x-forwarded-host', client.host],
    ] as const) {
      if (value === undefined) delete ctx.req.headers[header];
      else ctx.req.headers[header] = value;
    }
    await next();
  };
}
