import net from 'node:net';

/** Another process listens on the port: a mistake the operator fixes, printed as one line. */
export class PortInUseError extends Error {
  constructor(port: number) {
    super(
      `Port ${port} is already in use. Stop whatever uses it, or start with PORT=<another port>.`,
    );
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Fails fast, before anything starts, when the port is taken. */
export function assertPortFree(port: number, host?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port) : error);
    });
    server.listen(port, host, () => server.close(() => resolve()));
  });
}
