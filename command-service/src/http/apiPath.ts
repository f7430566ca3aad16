const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

function decodeUnreserved(path: string): string {
  return path.replace(/%([0-9a-f]{2})/gi, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) || char === '/' ? char : escape;
  });
}

/**
 * Whether a path is meant for the API, however it is spelled (`/API/…`, `/%61pi/…`, `//api/…`):
 * what logging, no-store and the one-spelling rule (apiRouter.ts) apply to.
 */
export function isApiPath(path: string): boolean {
  const plain = decodeUnreserved(path)
    .replace(/\/{2,}/g, '/')
    .toLowerCase();
  return plain === '/api' || plain.startsWith('/api/');
}

/** The one spelling of an API path: lower-case `/api/`, no empty, `.` or `..` segment, no encoded letter. */
export function isCanonicalApiPath(path: string): boolean {
  if (!path.startsWith('/api/') || decodeUnreserved(path) !== path) return false;
  return path
    .slice(1)
    .split('/')
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}
