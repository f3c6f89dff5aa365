import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';

const gzipAsync = promisify(gzip);

/** An answer serialised once: its JSON (checked against the route's schema when built) and its gzip. */
export interface CachedJson {
  readonly json: string;
  gzipped(): Promise<Buffer>;
}

/**
 * Answers derived from data that only changes as a whole (a lab import's scored results, the foods
 * rated from them), serialised once instead of validated, serialised and compressed on every read
 * (issue 23). Entries hang off an `anchor` object — the frozen scored results the results service
 * caches per analysis and import — in a WeakMap, so they go when the anchor does (a new import, an
 * APOE opt-in or a deploy give a new one), and are told apart by `key` for what else the answer
 * carries (whose results, their status, their declared intolerances).
 */
export function createJsonCache<T>(schema: ZodType<T>) {
  const byAnchor = new WeakMap<object, Map<string, CachedJson & { value: T }>>();
  return {
    get(anchor: object, key: string, build: () => T): CachedJson & { value: T } {
      let entries = byAnchor.get(anchor);
      if (!entries) {
        entries = new Map();
        byAnchor.set(anchor, entries);
      }
      let hit = entries.get(key);
      if (!hit) {
        hit = cachedJson(schema, build());
        entries.set(key, hit);
      }
      return hit;
    },
  };
}

/** One answer checked against its schema and serialised now; compressed once, when first asked for. */
export function cachedJson<T>(schema: ZodType<T>, built: T): CachedJson & { value: T } {
  const value = schema.parse(built);
  const json = JSON.stringify(value);
  let compressed: Promise<Buffer> | undefined;
  return {
    value,
    json,
    gzipped: () => {
      compressed ??= gzipAsync(json, { level: 9 });
      return compressed;
    },
  };
}

/**
 * Sends a cached answer as it is: clients that take gzip (every browser) get the copy compressed
 * once. @fastify/compress leaves an answer that already has a content-encoding alone, and Fastify
 * does not serialise a string or a buffer again.
 */
export async function sendCachedJson(req: FastifyRequest, reply: FastifyReply, answer: CachedJson) {
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    reply.header('content-encoding', 'gzip');
    return reply.send(await answer.gzipped());
  }
  return reply.send(answer.json);
}
