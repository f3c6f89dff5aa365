import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, gzip, constants as zlibConstants } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** An answer serialised once: its JSON (checked against the route's schema when built), its gzip and its brotli. */
export interface CachedJson {
  readonly json: string;
  gzipped(): Promise<Buffer>;
  brotlied(): Promise<Buffer>;
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
        // Kept per lab import: compressed once for many reads, so brotli's best quality pays.
        hit = cachedJson(schema, build(), { brotliQuality: zlibConstants.BROTLI_MAX_QUALITY });
        entries.set(key, hit);
      }
      return hit;
    },
  };
}

/**
 * One answer checked against its schema and serialised now; compressed once, when first asked for.
 * Brotli quality 5 by default: answers rebuilt on every change (the month's slots after each hold)
 * compress in a millisecond or two, and smaller than gzip -9 (slots 1.2 kB against 2.4 kB); quality
 * 11 takes 10–125 ms on this machine for about 12 % less on the foods answer, so only answers kept
 * per lab import (createJsonCache) use it (issue 42).
 *
 * `compressNow`: the brotli copy is made at once, on this thread (a millisecond or two at quality
 * 5), for an answer whose readers are waiting for it: on a busy machine the pool's callback comes
 * a whole event-loop turn later, 10–20 ms under the day's mix (issue 42, the month's slots).
 */
export function cachedJson<T>(
  schema: ZodType<T>,
  built: T,
  { brotliQuality = 5, compressNow = false }: { brotliQuality?: number; compressNow?: boolean } = {},
): CachedJson & { value: T } {
  const value = schema.parse(built);
  const json = JSON.stringify(value);
  const brotliOptions = {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json),
    },
  };
  let compressed: Promise<Buffer> | undefined;
  let brotli: Promise<Buffer> | undefined = compressNow
    ? Promise.resolve(brotliCompressSync(json, brotliOptions))
    : undefined;
  return {
    value,
    json,
    gzipped: () => {
      compressed ??= gzipAsync(json, { level: 9 });
      return compressed;
    },
    // On a busy machine every kilobyte is sent (and received) on each read (issue 42).
    brotlied: () => {
      brotli ??= brotliAsync(json, brotliOptions);
      return brotli;
    },
  };
}

/**
 * Sends a cached answer as it is: clients that take brotli (every browser) or gzip get the copy
 * compressed once. @fastify/compress leaves an answer that already has a content-encoding alone,
 * and Fastify does not serialise a string or a buffer again. A coding refused with `;q=0` is not used.
 */
export async function sendCachedJson(req: FastifyRequest, reply: FastifyReply, answer: CachedJson) {
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepted = req.headers['accept-encoding'] ?? '';
  if (takes(accepted, 'br')) {
    reply.header('content-encoding', 'br');
    return reply.send(await answer.brotlied());
  }
  if (takes(accepted, 'gzip')) {
    reply.header('content-encoding', 'gzip');
    return reply.send(await answer.gzipped());
  }
  return reply.send(answer.json);
}

/** Whether an Accept-Encoding header takes `coding` (named, and not with q=0). */
function takes(acceptEncoding: string, coding: 'br' | 'gzip'): boolean {
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== coding) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}
