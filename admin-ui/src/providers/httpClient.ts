import { fetchUtils } from 'react-admin';

export const API_URL = '/api';

/** Every call sends the session cookie; non-OK answers throw an HttpError whose body is `{ message, errors? }`. */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  return fetchUtils.fetchJson(url, { ...options, credentials: 'include' });
}
