import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The fault-test suite (docs/reliability.md): real API processes on a throw-away PostgreSQL cluster,
 * an SMTP sink, processes killed and the database stopped on purpose. Not part of `npm test`;
 * run with `npm run test:faults`. Files run one after the other (each starts its own cluster).
 */
export default defineConfig({
  test: {
    name: 'faults',
    root: path.resolve(import.meta.dirname, '../..'),
    include: ['test/faults/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
    teardownTimeout: 60_000,
    reporters: ['verbose'],
  },
});
