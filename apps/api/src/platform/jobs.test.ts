import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers';
import type { DatabaseHandle } from '../db/client';
import { claimJobRun, jobRunCount, startPeriodicJobs } from './jobs';

let database: DatabaseHandle;
let drop: () => Promise<void>;
// A copy of the suite's migrated template (PGlite, or PostgreSQL under test:api:pg), not a database
// migrated for this file alone (~5 s of a core).
beforeAll(async () => {
  ({ handle: database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quietLog = { debug() {}, warn() {}, error() {} } as never;

describe('periodic jobs shared by several processes', () => {
  it('gives a due run to exactly one of many simultaneous claimers', async () => {
    const claims = await Promise.all(Array.from({ length: 5 }, () => claimJobRun(database.db, 'uno', 60_000)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimJobRun(database.db, 'uno', 60_000)).toBe(false);
    expect(await jobRunCount(database.db, 'uno')).toBe(1);
  });

  it('is due again one period after the last run', async () => {
    expect(await claimJobRun(database.db, 'corto', 200)).toBe(true);
    expect(await claimJobRun(database.db, 'corto', 200)).toBe(false);
    await sleep(220);
    expect(await claimJobRun(database.db, 'corto', 200)).toBe(true);
    expect(await jobRunCount(database.db, 'corto')).toBe(2);
  });

  it('runs once per period with two timers on one database, and survives a failing run', async () => {
    let runs = 0;
    const job = {
      name: 'dos-procesos',
      everyMs: 150,
      run: async () => {
        runs += 1;
        if (runs === 2) throw new Error('falla una vez');
      },
    };
    const stopA = startPeriodicJobs(database.db, [job], quietLog);
    await sleep(40);
    const stopB = startPeriodicJobs(database.db, [job], quietLog);
    await sleep(1_600);
    stopA();
    stopB();
    // ~10 periods in 1.6 s: each timer alone would run ~10 times, the two uncoordinated ~20.
    expect(runs).toBeGreaterThanOrEqual(6);
    expect(runs).toBeLessThanOrEqual(11);
    expect(await jobRunCount(database.db, 'dos-procesos')).toBe(runs);
  });
});
