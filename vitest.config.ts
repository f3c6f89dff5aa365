import { availableParallelism } from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { databaseFreeTestFiles } from './apps/api/test/database-free-files.ts';

// On PostgreSQL (TEST_DATABASE_URL), the API suite's files that never reach a database are left out:
// they ran in `npm test` already, and nothing they test depends on the database (test/database-free-files.ts).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const apiRoot = path.join(import.meta.dirname, 'apps/api');

// One runner, four projects. `npm test` runs them all; `--project api` runs the API suite alone
// (CI runs it a second time with TEST_DATABASE_URL pointing at a real PostgreSQL).
export default defineConfig({
  test: {
    // Vitest's default leaves one of a 2-core machine's cores to its main process, which mostly
    // waits: one worker per core runs the suite in about half the time (issue 19).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      // Pure functions: the files share their worker's loaded modules.
      // Time-outs catch hangs, not slowness (issue 42): the property tests run thousands of cases.
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          isolate: false,
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'content',
          root: './packages/content',
          include: ['src/**/*.test.ts'],
          isolate: false,
          testTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // Real processes and a throw-away PostgreSQL: `npm run test:faults` (test/faults/vitest.config.ts).
          exclude: [...configDefaults.exclude, 'test/faults/**', ...(onPostgres ? databaseFreeTestFiles(apiRoot) : [])],
          // Migrates and seeds the database once; each file starts from a copy of it (issue 19): on PGlite,
          // the one the worker's previous file gave back, reset to the template (decision 084).
          globalSetup: ['./test/global-setup.ts'],
          // Cheap argon2id parameters for the passwords the tests make (decision 074).
          setupFiles: ['./test/setup.ts'],
          // Time-outs catch hangs, not slowness (issue 42): argon2 and PGlite on a busy 2-core
          // machine (another suite beside this one) take several times their quiet time.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // The files share their worker's loaded modules (the app, PGlite, drizzle): each file still
          // builds its own app on its own database copy, so nothing but code is shared (issue 19).
          isolate: false,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
