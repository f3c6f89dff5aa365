import { endpoints } from '@nutritest/domain/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fromContract, registerContractCheck } from './contract';

function app() {
  const instance = Fastify({ logger: false });
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);
  return instance;
}

describe('registerContractCheck', () => {
  it('accepts routes registered from their contract, and lists them', async () => {
    const a = app();
    const contract = registerContractCheck(a);
    a.route({ ...fromContract('GET /v1/cost'), handler: async () => [] });
    a.route({
      ...fromContract('POST /v1/account/logout'),
      handler: async (_req, reply) => reply.status(204).send(null),
    });
    await a.ready();
    expect(() => contract.check()).not.toThrow();
    expect(contract.routes()).toEqual(['GET /v1/cost', 'POST /v1/account/logout']);
    await a.close();
  });

  it('fails the start on a route outside the contract, naming it', async () => {
    const a = app();
    const contract = registerContractCheck(a);
    a.get('/v1/not-in-the-contract', async () => ({}));
    a.post('/internal/thing', async () => ({}));
    expect(() => contract.check()).toThrowError(
      /routes not in the endpoint contract \(packages\/domain\/src\/contract\): GET \/v1\/not-in-the-contract, POST \/internal\/thing/,
    );
    await a.close();
  });

  it('fails the start on a contract route registered with schemas of its own, naming it', async () => {
    const a = app();
    const contract = registerContractCheck(a);
    // The same path, but a hand-written schema: the contract (and the OpenAPI document) would lie.
    a.get('/v1/cost', { schema: { response: { 200: z.array(z.string()) } } }, async () => []);
    a.route({ method: 'GET', url: '/v1/config', handler: async () => ({}) });
    expect(() => contract.check()).toThrowError(
      /routes not registered from their contract \(use fromContract\): GET \/v1\/cost, GET \/v1\/config/,
    );
    await a.close();
  });

  it('is no loophole for wildcards: only the web app’s own /* is outside the contract', async () => {
    const a = app();
    const contract = registerContractCheck(a);
    a.get('/*', async () => '');
    a.get('/v1/files/*', async () => '');
    expect(() => contract.check()).toThrowError(/GET \/v1\/files\/\*/);
    await a.close();
  });

  it('hands Fastify the contract’s own schema objects', () => {
    expect(fromContract('GET /v1/ops/kits').schema).toBe(endpoints['GET /v1/ops/kits'].schema);
    expect(fromContract('POST /v1/ops/kits/:id/reject')).toMatchObject({
      method: 'POST',
      url: '/v1/ops/kits/:id/reject',
    });
  });
});
