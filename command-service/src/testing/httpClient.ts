/** A fetch client that keeps cookies like a browser would, for HTTP tests. */
export function createClient(baseUrl: string) {
  const cookies = new Map<string, string>();
  let lastSetCookies: string[] = [];

  async function request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const init: RequestInit = {
      method,
      redirect: 'manual',
      headers: {
        // Like the UI: every write says JSON, body or not (the server refuses other writes).
        ...(method !== 'GET' && typeof body !== 'string' && { 'content-type': 'application/json' }),
        ...(cookies.size && { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') }),
        ...headers,
      },
      ...(body !== undefined && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    };
    const response = await fetch(new URL(path, baseUrl), init);
    lastSetCookies = response.headers.getSetCookie();
    for (const line of lastSetCookies) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      const v = value.join('=');
      if (v === '' || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name!.trim());
      else cookies.set(name!.trim(), v);
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: the test reads `text`
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read response bodies freely
    return { status: response.status, headers: response.headers, body: json as any, text };
  }

  return {
    cookies,
    setCookieHeaders: () => lastSetCookies,
    get: (path: string, headers?: Record<string, string>) =>
      request('GET', path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) =>
      request('POST', path, body, headers),
    put: (path: string, body?: unknown) => request('PUT', path, body),
    delete: (path: string) => request('DELETE', path),
    async login(username: string, password: string) {
      const res = await request('POST', '/api/login', { username, password });
      if (res.status !== 200)
        throw new Error(`login as ${username} failed: ${res.status} ${res.text}`);
      return res;
    },
  };
}

export type TestClient = ReturnType<typeof createClient>;
