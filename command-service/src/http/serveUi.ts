import fs from 'node:fs/promises';
import path from 'node:path';
import serve from 'koa-static';
import type { AppMiddleware } from './context';

/**
 * Serves the built admin UI; any other GET that wants HTML gets index.html, so the UI's own
 * routes (/members/…, /receipt/…) work on reload and in a new tab.
 */
export function serveUi(distDir: string): AppMiddleware[] {
  const indexPath = path.join(distDir, 'index.html');
  const assets = serve(distDir, { index: false, maxage: 365 * 86_400_000, immutable: true });
  const fallback: AppMiddleware = async (ctx, next) => {
    await next();
    const wantsPage =
      (ctx.method === 'GET' || ctx.method === 'HEAD') &&
      !ctx.path.startsWith('/api/') &&
      ctx.status === 404 &&
      ctx.body === undefined &&
      ctx.accepts('html') === 'html';
    if (!wantsPage) return;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = await fs.readFile(indexPath);
  };
  return [fallback, assets as unknown as AppMiddleware];
}
