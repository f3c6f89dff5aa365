import { defineConfig } from 'vitest/config';

// One runner, four projects. `npm test` runs them all; `--project api` runs the API suite alone
// (CI runs it a second time with TEST_DATABASE_URL pointing at a real PostgreSQL).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'content', root: './packages/content', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
