import { AppError, messages } from '@nutritest/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './errors';

describe('the error handler and an unreachable database', () => {
  it('answers 503 with the Spanish message instead of 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/db-down', async () => {
      throw new Error('Failed query: select 1', {
        cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      });
    });
    app.get('/bug', async () => {
      throw new TypeError('boom');
    });
    app.get('/app-error', async () => {
      throw new AppError('CONFLICT', 'Ya existe.');
    });
    const down = await app.inject({ method: 'GET', url: '/db-down' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toEqual({ error: 'UNAVAILABLE', message: messages.unavailable });
    expect((await app.inject({ method: 'GET', url: '/bug' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/app-error' })).statusCode).toBe(409);
    await app.close();
  });
});
