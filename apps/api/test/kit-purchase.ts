import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { addCard } from './helpers';

/**
 * Buys with a new approved sandbox card of the signed-in buyer (`headers`): a kit, or kit places
 * with `{ analysisAmount }`. Fails the test on anything but 200.
 */
export async function buyKit(
  app: FastifyInstance,
  headers: Record<string, string>,
  payload: Record<string, unknown> = {},
) {
  const token = await addCard(app, headers);
  const res = await app.inject({
    method: 'POST',
    url: '/v1/analyses',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: { instrumentToken: token, installments: 1, ...payload },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}
