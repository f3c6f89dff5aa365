/**
 * (i) Hostile requests over a real socket (issue 36): a body under the 1 MB limit with tens of
 * thousands of keys or deep nesting is refused before it is parsed, without stalling the process
 * for everyone else; senders that trickle their headers or body are cut after
 * REQUEST_TIMEOUT_SECONDS (3 s here) with a Spanish 408.
 */
import { connect, type Socket } from 'node:net';
import { messages } from '@nutritest/domain';
import { describe, expect, it } from 'vitest';
import { clientIp, faultStack, jsonHeaders, sleep } from './harness';

const stack = faultStack('hostile', { REQUEST_TIMEOUT_SECONDS: '3' });

/**
 * Sends `body` while /healthz is asked every few ms; the answer, the slowest /healthz meanwhile, and
 * the slowest /healthz over the half second before it (the machine's own pauses in the same run: a
 * busy CI machine pauses the server too, issue 42). A stall of the server adds to those: 0.3–2 s
 * before decision 057, under 100 ms with it.
 */
async function sendWhilePinging(path: string, body: string) {
  let slowest = 0;
  let stop = false;
  const pinger = (async () => {
    while (!stop) {
      const t0 = performance.now();
      await stack.api.fetch('/healthz');
      slowest = Math.max(slowest, performance.now() - t0);
      await sleep(5);
    }
  })();
  await sleep(500);
  const baselineHealthz = slowest;
  slowest = 0;
  await sleep(100);
  const t0 = performance.now();
  const res = await stack.api.fetch(path, {
    method: 'POST',
    headers: jsonHeaders({ 'x-forwarded-for': clientIp() }),
    body,
  });
  const answer = { status: res.status, body: (await res.json()) as { error: string; message: string } };
  const ms = performance.now() - t0;
  await sleep(100);
  stop = true;
  await pinger;
  return { ...answer, ms, slowestHealthz: slowest, baselineHealthz };
}

const wide = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 1]));

describe('hostile bodies', () => {
  it('60,000 keys (under 1 MB) are refused with 413 without stalling other requests', async () => {
    const body = JSON.stringify({ email: 'a@b.uy', password: 'x', ...wide(60_000) });
    expect(body.length).toBeLessThan(1024 * 1024);
    const r = await sendWhilePinging('/v1/account/authenticate', body);
    console.info(
      `60k keys: ${r.status} in ${Math.round(r.ms)} ms, slowest /healthz ${Math.round(r.slowestHealthz)} ms (before: ${Math.round(r.baselineHealthz)} ms)`,
    );
    expect(r.status).toBe(413);
    expect(r.body).toEqual({ error: 'VALIDATION', message: messages.requestTooComplex });
    expect(r.slowestHealthz).toBeLessThan(250 + r.baselineHealthz);
  });

  it('deep nesting is refused with 413 without stalling other requests', async () => {
    for (const body of [
      '['.repeat(100_000) + ']'.repeat(100_000),
      `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`,
    ]) {
      const r = await sendWhilePinging('/v1/account', body);
      console.info(
        `deep: ${r.status} in ${Math.round(r.ms)} ms, slowest /healthz ${Math.round(r.slowestHealthz)} ms (before: ${Math.round(r.baselineHealthz)} ms)`,
      );
      expect(r.status).toBe(413);
      expect(r.body.message).toBe(messages.requestTooComplex);
      expect(r.slowestHealthz).toBeLessThan(250 + r.baselineHealthz);
    }
  });
});

/** Opens a raw connection and resolves, when the server closes it, with what it answered and when. */
function rawConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (d: Buffer) => {
    received += d.toString();
  });
  socket.on('error', () => {});
  const t0 = Date.now();
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) => {
    socket.once('close', () => resolve({ afterMs: Date.now() - t0, received }));
  });
  return { socket, closed };
}

/** Writes one byte every `everyMs` until the socket closes. */
function trickle(socket: Socket, text: string, everyMs: number) {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || !socket.writable) {
      clearInterval(timer);
      return;
    }
    socket.write(text[i % text.length]!);
    i++;
  }, everyMs);
  socket.once('close', () => clearInterval(timer));
}

describe('slow senders', () => {
  it('a body trickled one byte every 300 ms is cut after the request timeout with a Spanish 408', async () => {
    const { socket, closed } = rawConnection(stack.api.port);
    socket.write(
      'POST /v1/account/authenticate HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json\r\n' +
        'content-length: 100000\r\n\r\n{"email":"',
    );
    trickle(socket, 'a', 300);
    const r = await Promise.race([closed, sleep(20_000).then(() => null)]);
    socket.destroy();
    expect(r, 'the connection was never closed').not.toBeNull();
    console.info(`slow body cut after ${r!.afterMs} ms`);
    expect(r!.afterMs).toBeLessThan(8_000);
    expect(r!.received).toMatch(/^HTTP\/1\.1 408/);
    expect(r!.received).toContain(messages.requestTimeout);
  });

  it('headers trickled one byte every 300 ms are cut too', async () => {
    const { socket, closed } = rawConnection(stack.api.port);
    socket.write('GET /v1/meal/MealsByWeek HTTP/1.1\r\nHost: 127.0.0.1\r\nx-slow: ');
    trickle(socket, 'b', 300);
    const r = await Promise.race([closed, sleep(20_000).then(() => null)]);
    socket.destroy();
    expect(r, 'the connection was never closed').not.toBeNull();
    console.info(`slow headers cut after ${r!.afterMs} ms`);
    expect(r!.afterMs).toBeLessThan(8_000);
  });

  it('a connection that never sends anything is closed', async () => {
    const { socket, closed } = rawConnection(stack.api.port);
    const r = await Promise.race([closed, sleep(20_000).then(() => null)]);
    socket.destroy();
    expect(r, 'the connection was never closed').not.toBeNull();
    expect(r!.afterMs).toBeLessThan(8_000);
  });

  it('an ordinary request on the same server still works', async () => {
    expect((await stack.api.fetch('/v1/meal/MealsByWeek')).status).toBe(200);
  });
});
