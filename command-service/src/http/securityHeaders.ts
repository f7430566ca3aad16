import type { AppMiddleware } from './context';

/**
 * The console's own bundle only. MUI (emotion) injects <style> tags and style attributes at
 * runtime, hence 'unsafe-inline' for styles; scripts stay 'self'.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
};

/** Browsers keep to HTTPS for a year once they have seen it over HTTPS; never sent over HTTP. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Set before anything else runs, so pages, API answers, 404s and error answers all carry them.
 * `ctx.secure` believes X-Forwarded-Proto only as TRUST_PROXY allows (clientAddress runs first).
 */
export function securityHeaders(): AppMiddleware {
  return async (ctx, next) => {
    ctx.set(SECURITY_HEADERS);
    if (ctx.secure) ctx.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    await next();
  };
}
