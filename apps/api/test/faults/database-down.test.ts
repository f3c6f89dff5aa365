/**
 * (c) PostgreSQL stopped for 10 s under light load: requests that need the database answer 503
 * (Spanish message) fast, /healthz stays 200, /readyz answers 503, the process does not crash, and
 * it serves again within 5 s of the database coming back, without a restart.
 */
import { describe, expect, it } from 'vitest';
import { signIn } from './common';
import { faultStack, sleep } from './harness';

const stack = faultStack('db-down');

interface Sample {
  path: string;
  at: number;
  ms: number;
  status: number;
  body: { error?: string; message?: string } | null;
}

describe('PostgreSQL stopped for 10 seconds', () => {
  it('answers 503 fast while it is down and recovers by itself when it is back', async () => {
    const token = await signIn(stack.api, 'cliente@demo.uy', 'demo1234');
    const auth = { authorization: `Bearer ${token}` };
    const samples: Sample[] = [];
    let running = true;
    const probe = async (path: string, headers: Record<string, string> = {}) => {
      const at = Date.now();
      const controller = AbortSignal.timeout(15_000);
      let status = 0;
      let body: Sample['body'] = null;
      try {
        const res = await stack.api.fetch(path, { headers, signal: controller });
        status = res.status;
        body = (await res.json().catch(() => null)) as Sample['body'];
      } catch {
        status = -1; // no answer at all (connection refused, reset, timeout)
      }
      samples.push({ path, at, ms: Date.now() - at, status, body });
    };
    // Light load: a signed-in read, a public read and both probes, every 100 ms.
    const load = (async () => {
      while (running) {
        void probe('/v1/account', auth);
        void probe('/v1/meal/prices');
        void probe('/healthz');
        void probe('/readyz');
        await sleep(100);
      }
    })();

    await sleep(1_500);
    const stopAt = Date.now();
    await stack.db.stop();
    const stoppedAt = Date.now();
    await sleep(10_000 - (stoppedAt - stopAt));
    const startAt = Date.now();
    await stack.db.start();
    const upAt = Date.now();
    await sleep(7_000);
    running = false;
    await load;
    await sleep(1_000);

    const during = samples.filter((s) => s.at >= stoppedAt && s.at + s.ms < startAt);
    const needsDb = during.filter((s) => s.path.startsWith('/v1/'));
    expect(needsDb.length).toBeGreaterThan(100);
    // Every request that needs the database: 503 with the Spanish message, never a hang or a 500.
    for (const s of needsDb) {
      expect(s.status, `${s.path} at +${s.at - stoppedAt} ms`).toBe(503);
      expect(s.body?.error).toBe('UNAVAILABLE');
      expect(s.body?.message).toMatch(/no está disponible/);
    }
    const latencies = needsDb.map((s) => s.ms).sort((x, y) => x - y);
    const p95 = latencies[Math.floor(latencies.length * 0.95)]!;
    expect(latencies.at(-1)!).toBeLessThan(2_000);
    expect(during.filter((s) => s.path === '/healthz').every((s) => s.status === 200)).toBe(true);
    expect(during.filter((s) => s.path === '/readyz').every((s) => s.status === 503)).toBe(true);

    // Back: the first success of a database read after the server accepts connections again.
    const after = samples.filter((s) => s.path.startsWith('/v1/') && s.at >= upAt);
    const firstOk = after.find((s) => s.status === 200);
    expect(firstOk).toBeDefined();
    const recoveryMs = firstOk!.at + firstOk!.ms - upAt;
    expect(recoveryMs).toBeLessThan(5_000);
    // From then on everything succeeds.
    expect(after.filter((s) => s.at > firstOk!.at + firstOk!.ms).every((s) => s.status === 200)).toBe(true);
    expect(stack.api.child.exitCode).toBeNull();
    expect((await stack.api.json('/v1/account', { headers: auth })).status).toBe(200);

    console.info(
      `[faults] database down: ${needsDb.length} requests answered 503; latency median ${latencies[Math.floor(latencies.length / 2)]} ms, p95 ${p95} ms, max ${latencies.at(-1)} ms; pg_ctl start took ${upAt - startAt} ms; first success ${recoveryMs} ms after the server was up`,
    );
  });
});
