import http from 'node:http';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** Refuses anything but a loopback address: the bench never talks to another machine. */
export function assertLoopback(url: string, what: string): void {
  const host = new URL(url).hostname;
  if (!LOOPBACK.has(host)) throw new Error(`${what} must be on a loopback address, not ${host}`);
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  bytes: number;
}

export class HttpError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly answer: Answer,
  ) {
    super(`${method} ${path}: ${answer.status} ${answer.text.slice(0, 200)}`);
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The JSON body of an answer, as `unknown`: callers narrow it. */
export function jsonOf(answer: Answer): unknown {
  return answer.text ? (JSON.parse(answer.text) as unknown) : undefined;
}

/** A string field of a JSON object answer, or an error naming what was missing. */
export function stringField(answer: Answer, field: string): string {
  const body = jsonOf(answer);
  const value = isRecord(body) ? body[field] : undefined;
  if (typeof value !== 'string') throw new Error(`answer has no string "${field}": ${answer.text}`);
  return value;
}

/**
 * One signed-in browser: keeps its cookies and sends what react-admin's fetchJson sends. Plain
 * node:http with a keep-alive agent, so the bench itself spends little CPU per request.
 */
export class BrowserClient {
  private readonly cookies = new Map<string, string>();
  private readonly base: URL;

  constructor(
    baseUrl: string,
    private readonly agent: http.Agent,
  ) {
    assertLoopback(baseUrl, 'the server under test');
    this.base = new URL(baseUrl);
  }

  request(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<Answer> {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...(payload && { 'content-type': 'application/json' }),
      ...(payload && { 'content-length': String(payload.length) }),
      ...(this.cookies.size && {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      }),
      ...extraHeaders,
    };
    return new Promise<Answer>((resolve, reject) => {
      const req = http.request(
        {
          host: this.base.hostname,
          port: this.base.port,
          method,
          path,
          headers,
          agent: this.agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            this.keepCookies(res.headers['set-cookie'] ?? []);
            const raw = Buffer.concat(chunks);
            const binary = !/json|text/.test(res.headers['content-type'] ?? '');
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text: binary ? '' : raw.toString('utf8'),
              bytes: raw.length,
            });
          });
        },
      );
      req.setTimeout(120_000, () =>
        req.destroy(new Error(`${method} ${path}: no answer in 120 s`)),
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  /** A request that must answer 2xx. */
  async ok(method: string, path: string, body?: unknown, headers?: Record<string, string>) {
    const answer = await this.request(method, path, body, headers);
    if (answer.status < 200 || answer.status >= 300) throw new HttpError(method, path, answer);
    return answer;
  }

  get(path: string, headers?: Record<string, string>) {
    return this.ok('GET', path, undefined, headers);
  }

  post(path: string, body: unknown, headers?: Record<string, string>) {
    return this.ok('POST', path, body, headers);
  }

  async login(username: string, password: string): Promise<void> {
    await this.post('/api/login', { username, password });
    if (!this.cookies.size) throw new Error(`login as ${username} set no cookie`);
  }

  private keepCookies(lines: readonly string[]) {
    for (const line of lines) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at < 1) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

export function keepAliveAgent(): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: 64 });
}

/** `n` browsers, each signed in as `username` with its own session. */
export async function signedInClients(
  baseUrl: string,
  agent: http.Agent,
  n: number,
  username = 'admin',
  password = 'admin123',
): Promise<BrowserClient[]> {
  const clients = Array.from({ length: n }, () => new BrowserClient(baseUrl, agent));
  for (const client of clients) await client.login(username, password);
  return clients;
}
