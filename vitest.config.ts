import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      '{contracts,domain,platform,projection-service,command-service,admin-ui,e2e,scripts}/**/*.test.{ts,tsx}',
    ],
    exclude: ['**/node_modules/**', '**/dist/**'],
    globalSetup: ['scripts/test/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: files run two at a time, each on its own database.
    maxWorkers: 2,
  },
});
