import fs from 'node:fs/promises';
import path from 'node:path';
import serve from 'koa-static';
import { isApiPath } from './apiPath';
import type { AppMiddleware } from './context';

/** Vite names every file under assets/ by its content hash: a new build means a new name. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files, so the browser must ask again every time. */
export const PAGE_CACHE = 'no-cache';

/**
 * Serves the built admin UI; any other GET that wants HTML gets index.html, so the UI's own
 * routes (/members/…, /receipt/…) work on reload and in a new tab. The build writes .br and .gz
 * beside each asset (best compression, once); koa-send picks the one the client accepts.
 */
export function serveUi(distDir: string): AppMiddleware[] {
  const indexPath = path.join(distDir, 'index.html');
  const assetsDir = path.join(distDir, 'assets') + path.sep;
  const assets = serve(distDir, {
    index: false,
    brotli: true,
    gzip: true,
    setHeaders: (res, file) => {
      res.setHeader('Cache-Control', file.startsWith(assetsDir) ? HASHED_ASSET_CACHE : PAGE_CACHE);
    },
  });
  const fallback: AppMiddleware = async (ctx, next) => {
    await next();
    const wantsPage =
      (ctx.method === 'GET' || ctx.method === 'HEAD') &&
      !isApiPath(ctx.path) &&
      ctx.status === 404 &&
      ctx.body === undefined &&
      ctx.accepts('html') === 'html';
    if (!wantsPage) return;
    ctx.type = 'html';
    ctx.set('Cache-Control', PAGE_CACHE);
    ctx.body = await fs.readFile(indexPath);
  };
  return [fallback, assets as unknown as AppMiddleware];
}
