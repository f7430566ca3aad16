import { existsSync } from 'node:fs';
import http from 'node:http';
import type * as Testcontainers from 'testcontainers';
import { afterAll, describe, it } from 'vitest';
import { describeEventStoreContract } from './contract';
import { createEventStoreDbEventStore } from './eventStoreDb';

/**
 * The event store contract against EventStoreDB: the server at EVENTSTORE_URL when that is an
 * esdb:// (or kurrentdb://) URL, else one started with testcontainers when a Docker engine answers.
 * With neither, the suite is skipped and says why. Streams are isolated by the suite's random names,
 * so one server serves every test.
 */

const IMAGE = 'eventstore/eventstore:24.10';
const ESDB_URL = /^(esdb|kurrentdb|kurrent|kdb)(\+discover)?:\/\//i;

interface Server {
  url: string;
  stop(): Promise<void>;
}

type Found = { start(): Promise<Server> } | { skip: string };

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** GET /_ping on the Docker socket (or DOCKER_HOST): true when an engine answers within 2 s. */
function dockerAnswers(): Promise<boolean> {
  const host = process.env.DOCKER_HOST;
  let target: http.RequestOptions;
  if (host?.startsWith('tcp://') || host?.startsWith('http://')) {
    const url = new URL(host.replace(/^tcp:/, 'http:'));
    target = { host: url.hostname, port: Number(url.port || 2375) };
  } else {
    const socketPath = host?.startsWith('unix://')
      ? host.slice('unix://'.length)
      : '/var/run/docker.sock';
    if (!existsSync(socketPath)) return Promise.resolve(false);
    target = { socketPath };
  }
  return new Promise((resolve) => {
    const request = http.get({ ...target, path: '/_ping', timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve(false));
  });
}

async function findEventStore(): Promise<Found> {
  const configured = process.env.EVENTSTORE_URL;
  if (configured && ESDB_URL.test(configured)) {
    return { start: async () => ({ url: configured, stop: async () => undefined }) };
  }
  const noUrl = configured ? `EVENTSTORE_URL is not an esdb:// URL` : 'no EVENTSTORE_URL';
  if (!(await dockerAnswers())) return { skip: `${noUrl} and no Docker engine` };

  // Imported only now: a machine without Docker must not load or fail on it.
  let testcontainers: typeof Testcontainers;
  try {
    testcontainers = await import('testcontainers');
    await testcontainers.getContainerRuntimeClient();
  } catch (error) {
    return { skip: `${noUrl}, and testcontainers cannot reach Docker: ${message(error)}` };
  }
  const { GenericContainer, Wait } = testcontainers;
  return {
    async start() {
      const container = await new GenericContainer(IMAGE)
        .withEnvironment({
          EVENTSTORE_INSECURE: 'true',
          EVENTSTORE_MEM_DB: 'true',
          EVENTSTORE_RUN_PROJECTIONS: 'None',
        })
        .withExposedPorts(2113)
        .withWaitStrategy(Wait.forHttp('/health/live', 2113)) // 204 once the node is up
        .withStartupTimeout(120_000)
        .start();
      return {
        url: `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
        stop: async () => {
          await container.stop();
        },
      };
    },
  };
}

const found = await findEventStore();

if ('skip' in found) {
  const reason = `EventStoreDB contract suite skipped: ${found.skip}`;
  console.warn(reason);
  describe.skipIf(true)(reason, () => {
    it('runs the event store contract against EventStoreDB', () => undefined);
  });
} else {
  // One server for the whole file, started when the suite first asks for a store.
  let server: Promise<Server> | undefined;
  afterAll(async () => {
    if (server) await (await server).stop();
  });

  describeEventStoreContract('EventStoreDB', async () => {
    server ??= found.start();
    const { url } = await server;
    const store = createEventStoreDbEventStore(url);
    return { store, cleanup: () => store.close() };
  });
}
