import { type ApiEndpointKey, type Endpoints, endpoints, splitEndpointKey } from '@nutritest/domain/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * A route's method, url and schema from its endpoint contract (packages/domain/src/contract), for
 * `app.route({ ...fromContract('POST /v1/…'), handler })`: the path, the schemas and the access
 * are written once, in the contract; the route file holds the handler (decision 052).
 */
export function fromContract<K extends ApiEndpointKey>(key: K) {
  const { method, path } = splitEndpointKey(key);
  return { method, url: path, schema: endpoints[key].schema as Endpoints[K]['schema'] };
}

const contract: Readonly<Record<string, { schema: object }>> = endpoints;

/** The web app's files (@fastify/static's one wildcard route), the one route outside the contract. */
const isStaticFiles = (route: Pick<RouteOptions, 'url'>) => route.url === '/*';

export interface ContractCheck {
  /** Throws when a route is not in the contract, or was registered with other schemas, naming the routes. */
  check(): void;
  /** The contract keys of the routes registered so far (HEAD twins and the web app's files left out). */
  routes(): readonly ApiEndpointKey[];
}

/**
 * Collects every route as it is registered. Call before the modules; call `check()` once they are
 * all registered: it throws when a route is not in the contract, or was registered with other
 * schemas than its contract's (not through `fromContract`).
 */
export function registerContractCheck(app: FastifyInstance): ContractCheck {
  const outside: string[] = [];
  const otherSchema: string[] = [];
  const registered: ApiEndpointKey[] = [];
  app.addHook('onRoute', (route) => {
    if (isStaticFiles(route)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const key = `${method} ${route.url}`;
      const endpoint = contract[key];
      if (!endpoint) outside.push(key);
      else if (route.schema !== endpoint.schema) otherSchema.push(key);
      else registered.push(key as ApiEndpointKey);
    }
  });
  return {
    check() {
      const problems = [
        outside.length > 0 &&
          `routes not in the endpoint contract (packages/domain/src/contract): ${outside.join(', ')}`,
        otherSchema.length > 0 &&
          `routes not registered from their contract (use fromContract): ${otherSchema.join(', ')}`,
      ].filter(Boolean);
      if (problems.length > 0) throw new Error(`HTTP contract: ${problems.join('; ')}`);
    },
    routes: () => registered,
  };
}
