import { fetchUtils } from 'react-admin';

export const API_URL = '/api';

/**
 * Every call sends the session cookie; non-OK answers throw an HttpError whose body is
 * `{ message, errors? }`. Every write says Content-Type: application/json, body or not (logout,
 * DELETE): the server refuses any other write.
 */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const method = (options.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') headers.set('Content-Type', 'application/json');
  return fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
}
