import { configDefaults, defineConfig } from 'vitest/config';

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
          // Real processes and a throw-away PostgreSQL: `npm run test:faults` (test/faults/vitest.config.ts).
          exclude: [...configDefaults.exclude, 'test/faults/**'],
          // Migrates and seeds the database once; each file starts from a copy of it (issue 19).
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
