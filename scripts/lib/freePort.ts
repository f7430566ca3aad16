import net from 'node:net';
import { PortInUseError } from '@gym/command-service';

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
      reject(
        error.code === 'EADDRINUSE'
          ? new PortInUseError(
              `Port ${port} is already in use. Stop whatever uses it, or start with PORT=<another port>.`,
            )
          : error,
      );
    });
    server.listen(port, host, () => server.close(() => resolve()));
  });
}
