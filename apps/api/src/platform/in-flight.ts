import type { FastifyInstance, RouteHandlerMethod } from 'fastify';

/**
 * The route handlers still running, so a shutdown closes the database only after them (issue 42).
 * Fastify's close waits for open connections; a client that disconnects mid-request (a browser tab
 * closed, a load generator that stops) leaves its handler running with no connection to wait for,
 * and it met a closed pool: half its work done, an error logged for no one. Each handler that
 * returns a promise is counted until it settles; handlers that answer synchronously or by callback
 * (static files) are not, as they do not touch the database.
 */
export function trackHandlers(app: FastifyInstance) {
  let running = 0;
  let waiters: Array<() => void> = [];
  const settled = () => {
    running -= 1;
    if (running === 0) {
      for (const wake of waiters) wake();
      waiters = [];
    }
  };
  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function (this: FastifyInstance, req, reply) {
      const result = handler.call(this, req, reply);
      if (result && typeof (result as PromiseLike<unknown>).then === 'function') {
        running += 1;
        (result as PromiseLike<unknown>).then(settled, settled);
      }
      return result;
    } as RouteHandlerMethod;
  });
  return {
    get running() {
      return running;
    },
    /** Resolves true once no handler runs, or false after `timeoutMs`. */
    idle(timeoutMs: number): Promise<boolean> {
      if (running === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== wake);
          resolve(false);
        }, timeoutMs);
        const wake = () => {
          clearTimeout(timer);
          resolve(true);
        };
        waiters.push(wake);
      });
    },
  };
}
