import { constants } from 'node:zlib';
import compress from 'koa-compress';
import { isApiPath } from './apiPath';
import type { AppMiddleware } from './context';

/** Types that are compressed already or must reach the client byte for byte. */
const NEVER_COMPRESSED = /^(application\/pdf|image\/(?!svg)|font\/woff2?|application\/(zip|gzip))/;
const TEXT = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;

/**
 * Brotli or gzip, as the client accepts, for answers over 1 KB. The UI's built assets arrive
 * here already compressed (.br/.gz written at build time), so this compresses API answers,
 * index.html and anything not precompressed. Brotli quality 5 keeps the per-request cost low.
 */
export function compression(): AppMiddleware {
  const compressor = compress({
    threshold: 1024,
    filter: (type) => TEXT.test(type) && !NEVER_COMPRESSED.test(type),
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    gzip: { level: 6 },
    deflate: false,
  }) as unknown as AppMiddleware;
  return async (ctx, next) => {
    // koa-compress leaves any answer with Content-Range alone (byte ranges count unencoded
    // bytes), but our lists' "members 0-24/310" counts records, for react-admin: hide it from
    // koa-compress and put it back.
    let listRange: string | undefined;
    await compressor(ctx, async () => {
      await next();
      const range = ctx.response.get('Content-Range');
      if (ctx.status === 200 && range && !range.startsWith('bytes ')) {
        listRange = range;
        ctx.remove('Content-Range');
      }
    });
    if (listRange) ctx.set('Content-Range', listRange);
  };
}

/**
 * API answers carry members' personal data for one signed-in user: no cache (browser or proxy)
 * keeps a copy, unless the route sets its own Cache-Control. Set first, so error answers and
 * every spelling of an API path carry it too.
 */
export function apiNoStore(): AppMiddleware {
  return async (ctx, next) => {
    if (isApiPath(ctx.path)) ctx.set('Cache-Control', 'no-store');
    await next();
  };
}
