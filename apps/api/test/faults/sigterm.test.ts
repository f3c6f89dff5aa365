/**
 * (f) SIGTERM while slow requests are in flight: /readyz turns 503 at once, the requests complete
 * with 2xx, new connections are refused after the grace period, and the process exits with 0.
 */
import { request } from 'node:http';
import * as domain from '@nutritest/domain';
import { describe, expect, it } from 'vitest';
import { customerProfile, STRONG_PASSWORD } from './common';
import { clientIp, faultStack, sleep } from './harness';

const stack = faultStack('sigterm', { SHUTDOWN_GRACE_SECONDS: '1' });

/** A POST whose body arrives in two halves `gapMs` apart: the request is in flight all that time. */
function slowPost(port: number, path: string, payload: unknown, gapMs: number) {
  const body = Buffer.from(JSON.stringify(payload));
  let bodyEndedAt = 0;
  return new Promise<{ status: number; body: string; endedAt: number; bodyEndedAt: number }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': body.length, 'x-forwarded-for': clientIp() },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            endedAt: Date.now(),
            bodyEndedAt,
          }),
        );
      },
    );
    req.on('error', reject);
    req.write(body.subarray(0, 10));
    setTimeout(() => {
      bodyEndedAt = Date.now();
      req.end(body.subarray(10));
    }, gapMs);
  });
}

async function connects(url: string): Promise<number | 'refused'> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(3_000) })).status;
  } catch {
    return 'refused';
  }
}

describe('SIGTERM with requests in flight', () => {
  it('lets them finish, refuses new connections and exits 0', async () => {
    const termsVersion = (domain as { CONSENT_TEXT_VERSION?: string }).CONSENT_TEXT_VERSION ?? '2026-11';
    const gap = 2_500;
    const inFlight = [
      ...['cliente@demo.uy', 'nutri@demo.uy', 'empresa@demo.uy'].map((email) =>
        slowPost(stack.api.port, '/v1/account/authenticate', { email, password: 'demo1234' }, gap),
      ),
      ...[1, 2].map((i) =>
        slowPost(
          stack.api.port,
          '/v1/account',
          {
            account: { role: 'Customer', email: `sigterm.${i}.${Date.now()}@test.uy`, profile: customerProfile },
            password: STRONG_PASSWORD,
            acceptTerms: true,
            termsVersion,
          },
          gap,
        ),
      ),
    ];
    await sleep(300);
    const termAt = Date.now();
    stack.api.kill('SIGTERM');
    await sleep(200);
    // Draining: still listening during the grace period, but not ready.
    expect(await connects(`${stack.api.url}/readyz`)).toBe(503);
    await sleep(1_300);
    // After the grace period: the port is closed.
    expect(await connects(`${stack.api.url}/healthz`)).toBe('refused');

    const answers = await Promise.all(inFlight);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 201, 201]);
    // Each request was still arriving when the signal came (its body's second half was sent after it)
    // and was answered after it had all arrived. Told from the order of the moments, not from how long
    // they took: a busy machine delays the timers above (issue 42: the old check, that each answer came
    // at least 2.2 s after the signal, failed beside CI's other suites).
    expect(answers.every((a) => a.bodyEndedAt > termAt && a.endedAt >= a.bodyEndedAt)).toBe(true);
    const exit = await stack.api.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    const exitedAfter = Date.now() - termAt;
    expect(exitedAfter).toBeLessThan(10_000);
    console.info(`[faults] SIGTERM: 5 slow requests completed with 2xx; exit code 0 after ${exitedAfter} ms`);
  });
});
