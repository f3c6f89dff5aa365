/**
 * The fault suite's global setup: bundles the API server as `npm run build` does (apps/api/build.mjs,
 * decision 093) into a directory of its own, apps/api/dist/faults, so that the processes the tests
 * start run what `npm run start:api` runs, built from the sources being tested. Its own directory:
 * in CI this suite starts while `npm run build` writes apps/api/dist.
 */
import path from 'node:path';

export const FAULTS_SERVER_DIR = path.resolve(import.meta.dirname, '../../dist/faults');

export default async function setup() {
  // @ts-expect-error: a plain ES module without types (the build script).
  const { buildServer } = await import('../../build.mjs');
  await buildServer(FAULTS_SERVER_DIR);
}
