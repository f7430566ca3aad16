import http from 'node:http';
import type { TestClient } from './httpClient';

/** Other spellings of the same path; none of them may reach a route. */
export function pathSpellings(path: string): string[] {
  const rest = path.slice('/api/'.length);
  return [
    path.toUpperCase(),
    `/API/${rest}`,
    `/Api/${rest}`,
    `/api/${rest.charAt(0).toUpperCase()}${rest.slice(1)}`,
    `${path}/`,
    `/api//${rest}`,
    `//api/${rest}`,
    `/api/%${rest.charCodeAt(0).toString(16)}${rest.slice(1)}`,
    `/%61pi/${rest}`,
    `/api/./${rest}`,
    `/api/x/../${rest}`,
  ];
}

/**
 * Sends a request with `client`'s session, the path byte for byte (fetch would resolve `//api`
 * and dot segments first).
 */
export function sendRaw(
  client: Pick<TestClient, 'cookies'>,
  baseUrl: string,
  method: string,
  path: string,
  body?: string,
) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>(
    (resolve, reject) => {
      const request = http.request(
        {
          host: hostname,
          port,
          method,
          path,
          headers: {
            ...(body && { 'content-type': 'application/json', 'content-length': body.length }),
            ...(client.cookies.size && {
              cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
            }),
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    },
  );
}
