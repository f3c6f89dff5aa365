import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The fault-test suite (docs/reliability.md): real API processes on a throw-away PostgreSQL cluster,
 * an SMTP sink, processes killed and the database stopped on purpose. Not part of `npm test`;
 * run with `npm run test:faults`. Two files at a time (issue 42: 230 s → about 90 s in CI): each starts
 * its own cluster, processes and sink on free ports, and most of their time is waiting (a database
 * stopped for 10 s, a periodic job's period, a slow sender), not CPU. `FAULTS_WORKERS=1`: one file at a
 * time, as `.ci/run` runs them beside the browser journeys (issue 42).
 */
export default defineConfig({
  test: {
    name: 'faults',
    root: path.resolve(import.meta.dirname, '../..'),
    include: ['test/faults/**/*.test.ts'],
    // The API processes run the server's bundle, built once for the run (decision 093).
    globalSetup: ['test/faults/build-server.ts'],
    fileParallelism: true,
    maxWorkers: Number(process.env.FAULTS_WORKERS ?? 2),
    testTimeout: 180_000,
    hookTimeout: 120_000,
    teardownTimeout: 60_000,
    reporters: ['verbose'],
  },
});
