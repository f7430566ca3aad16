// The dependency rule (eslint.boundaries.js) fails the lint when it is broken: each case lints a
// file that is not on disk, at a path in the real folders, with imports its kind of code may use
// (which must pass, so no case passes by failing everything) and imports it may not (each of which
// must fail, for the reason given).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Case {
  name: string;
  /** Where the file would be, from the repository root. */
  file: string;
  allowed: string[];
  /** Each line must fail, its message matching `because`. */
  forbidden: string[];
  because: RegExp;
}

const cases: Case[] = [
  {
    name: 'a *Decider.ts imports only contracts, the domain and zod: not the command handler',
    file: 'command-service/src/payments/probeDecider.ts',
    allowed: ["import { messages } from '@gym/contracts';", "import { z } from 'zod';"],
    forbidden: [
      "import { createCommandHandler } from '../commands/handleCommand';",
      "import type { RouteDeps } from '../http/routeDeps';",
    ],
    because: /cs-commands|cs-http/,
  },
  ...[
    'command-service/src/checkIns/rule.ts',
    'command-service/src/memberships/freezes.ts',
    'command-service/src/commands/decider.ts',
    'command-service/src/jobs/probeDecider.ts',
  ].map((file): Case => ({
    name: `${file} is pure: no knex, no platform, no Node module, not even its types`,
    file,
    allowed: ["import { messages } from '@gym/contracts';"],
    forbidden: [
      "import knex from 'knex';",
      "import type { Knex } from 'knex';",
      "import { createDb } from '@gym/platform';",
      "import { randomUUID } from 'node:crypto';",
    ],
    because: /knex|platform|crypto/,
  })),
  {
    name: 'a dynamic import() in pure code is checked like any other',
    file: 'command-service/src/members/decider.ts',
    allowed: ["export const contracts = () => import('@gym/contracts');"],
    forbidden: [
      "export const platform = () => import('@gym/platform');",
      "export const pg = () => import('pg');",
    ],
    because: /platform|pg/,
  },
  {
    name: 'contracts import nothing but contracts and zod: no fs, by either name',
    file: 'contracts/src/probe.ts',
    allowed: ["import { z } from 'zod';", "import { messages } from './messages';"],
    forbidden: [
      "import fs from 'fs';",
      "import { readFile } from 'node:fs/promises';",
      "import { createServer } from 'node:http';",
      "import { createDb } from '@gym/platform';",
    ],
    because: /fs|http|platform/,
  },
  {
    name: 'admin-ui imports contracts and its own npm packages: not knex, not Node',
    file: 'admin-ui/src/lib/probe.ts',
    allowed: [
      "import { useTranslate } from 'react-admin';",
      "import { messages } from '@gym/contracts';",
    ],
    forbidden: [
      "import knex from 'knex';",
      "import path from 'node:path';",
      "import { createDb } from '@gym/platform';",
    ],
    because: /knex|path|platform/,
  },
  {
    name: 'production code never imports its own test helpers',
    file: 'command-service/src/receipts/probe.ts',
    allowed: ["import { receiptFileName } from './fileName';"],
    forbidden: [
      "import { sampleReceipt } from './testing';",
      "import { createClient } from '../testing/httpClient';",
      "import { createTestDatabase } from '../../../scripts/test/db';",
    ],
    because: /category "test"/,
  },
  {
    name: 'production code never imports what a production install leaves out (dev dependencies)',
    file: 'platform/src/eventStore/probe.ts',
    allowed: ["import pg from 'pg';", "import { createHash } from 'node:crypto';"],
    forbidden: [
      "import { describe } from 'vitest';",
      "import fc from 'fast-check';",
      "import { describeEventStoreContract } from './contract';",
    ],
    because: /vitest|fast-check|category "test"/,
  },
  {
    name: 'test code may use its own helpers, production code and the shared set-up in scripts/test',
    file: 'command-service/src/receipts/probe.test.ts',
    allowed: [
      "import { sampleReceipt } from './testing';",
      "import { receiptFileName } from './fileName';",
      "import { createTestDatabase } from '../../../scripts/test/db';",
      "import { createDb } from '@gym/platform';",
      "import { describe } from 'vitest';",
    ],
    forbidden: ["import { createHarness } from '../../../projection-service/src/testing/harness';"],
    because: /projection-service/,
  },
  {
    name: 'scripts import the packages by name only, never a path into one',
    file: 'scripts/probe.ts',
    allowed: [
      "import { deterministicUuid } from '@gym/command-service';",
      "import { createDb } from '@gym/platform';",
    ],
    forbidden: [
      "import { deterministicUuid } from '../command-service/src/http/params';",
      "import { createCommandHandler } from '../command-service/src/commands/handleCommand';",
      "import { createDb } from '../platform/src/db';",
    ],
    because: /command-service|cs-http|cs-commands|platform/,
  },
  ...['domain/src/probe.ts', 'domain/src/checkIns/rule.ts'].map((file): Case => ({
    name: `the domain package (${file}) imports only contracts and zod`,
    file,
    allowed: ["import { messages } from '@gym/contracts';", "import { z } from 'zod';"],
    forbidden: [
      "import { createDb } from '@gym/platform';",
      "import { randomUUID } from 'node:crypto';",
      "import { createCommandHandler } from '@gym/command-service';",
      "import knex from 'knex';",
    ],
    because: /platform|crypto|command-service|knex/,
  })),
  {
    name: 'projection-service uses platform and contracts, never command-service',
    file: 'projection-service/src/readModels/probe.ts',
    allowed: [
      "import { createDb } from '@gym/platform';",
      "import type { Knex } from 'knex';",
      "import { messages } from '@gym/contracts';",
    ],
    forbidden: [
      "import { createApp } from '@gym/command-service';",
      "import { deterministicUuid } from '../../../command-service/src/http/params';",
    ],
    because: /command-service|cs-http/,
  },
  {
    name: 'platform uses contracts only among the packages',
    file: 'platform/src/probe.ts',
    allowed: ["import { messages } from '@gym/contracts';", "import pg from 'pg';"],
    forbidden: ["import { allProjectors } from '@gym/projection-service';"],
    because: /projection-service/,
  },
  {
    name: 'a route uses commands, the HTTP plumbing and the queries, not the jobs',
    file: 'command-service/src/members/routes.ts',
    allowed: [
      "import { createCommandHandler } from '../commands/handleCommand';",
      "import { apiRouter } from '../http/apiRouter';",
      "import { listMembers } from '@gym/projection-service';",
      "import { requireRole } from '../auth/guards';",
    ],
    forbidden: [
      "import { createJobsRuntime } from '../jobs/runtime';",
      "import { JOB_NAMES } from '../jobs/types';",
      "import { appRoutes } from '../app';",
    ],
    because: /cs-jobs|category "main"/,
  },
  {
    name: 'features and jobs never import a route; jobs never the HTTP plumbing',
    file: 'command-service/src/jobs/probe.ts',
    allowed: [
      "import { createCommandHandler } from '../commands/handleCommand';",
      "import type { Notifier } from '../notifications/notifier';",
      "import { JOB_NAMES } from './types';",
    ],
    forbidden: [
      "import { paymentRoutes } from '../payments/routes';",
      "import { todayIn } from '../http/params';",
    ],
    because: /category "route"|cs-http/,
  },
  {
    name: 'the command service start-up wires routes and jobs',
    file: 'command-service/src/probe.ts',
    allowed: [
      "import { paymentRoutes } from './payments/routes';",
      "import { createJobsRuntime } from './jobs/runtime';",
      "export const later = () => import('@gym/platform');",
    ],
    forbidden: ["import { createTestServer } from './testing/startTestServer';"],
    because: /category "test"/,
  },
  {
    name: 'the browser tests may start command-service, by name',
    file: 'e2e/probe.test.ts',
    allowed: [
      "import { startServer } from '@gym/command-service';",
      "import { chromium } from 'playwright-core';",
    ],
    forbidden: [
      "import { listMembers } from '@gym/projection-service';",
      "import { startServer } from '../command-service/src/server';",
    ],
    because: /projection-service|command-service/,
  },
];

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({
    cwd: repoRoot,
    ruleFilter: ({ ruleId }) => ruleId === 'boundaries/dependencies',
  });
});

describe('the dependency rule fails the lint', () => {
  it.each(cases)('$name', async ({ file, allowed, forbidden, because }) => {
    const [result] = await eslint.lintText([...allowed, ...forbidden].join('\n') + '\n', {
      filePath: path.join(repoRoot, file),
    });
    const messages = result!.messages;
    expect(messages.every((m) => m.ruleId === 'boundaries/dependencies')).toBe(true);
    expect(messages.map((m) => m.line)).toEqual(forbidden.map((_, i) => allowed.length + i + 1));
    for (const message of messages) expect(message.message).toMatch(because);
  });
});
