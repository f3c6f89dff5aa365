import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers';
import {
  accessTable,
  buildWorld,
  type CollectedRoute,
  freshSession,
  isPublic,
  type RoleKey,
  type Row,
  routeCollector,
  rowKey,
  sendRow,
  type World,
} from './access-matrix.table';

/**
 * Every /v1 body fuzzed: bad bodies generated with fast-check from each route's zod body schema
 * (wrong types, missing fields, long and odd strings, nulls, nesting, out-of-range numbers, junk
 * instead of an object), malformed JSON and wrong content types, sent by a role the access matrix
 * allows, so the body really is validated. Never a 5xx; every refusal answers a Spanish message.
 * FUZZ_RUNS=n changes the number of generated bodies per route.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

let t: TestApp;
let world: World;
type Entry = { route: CollectedRoute; row: Row; role: RoleKey; headers: Record<string, string> };
let bodyRoutes: Entry[];
/** Writes without a zod body schema (they read no body, or parse their own: the lab CSV, the webhook). */
let otherWrites: Entry[];
/** Reads of the two-factor and password routes: their query strings are fuzzed too. */
let credentialReads: Entry[];
let collectedRoutes: CollectedRoute[];

/**
 * Every two-factor, step-up and password route (issue 17): each one must be fuzzed, by body or by
 * query. A new route of these kinds fails "fuzzes every two-factor and password route" until it is
 * listed here (and in the access matrix).
 */
const isCredentialRoute = (path: string) => /^\/v1\/account\/(two-factor|step-up|password)(\/|$)/.test(path);
const credentialRoutes = [
  'GET /v1/account/two-factor',
  'POST /v1/account/two-factor/email-code',
  'POST /v1/account/two-factor/enrolment',
  'POST /v1/account/two-factor/enrolment/confirm',
  'POST /v1/account/two-factor/disable',
  'POST /v1/account/two-factor/recovery-codes',
  'POST /v1/account/two-factor/removal',
  'POST /v1/account/two-factor/verify',
  'POST /v1/account/two-factor/setup',
  'POST /v1/account/two-factor/setup/confirm',
  'POST /v1/account/step-up/email-code',
  'POST /v1/account/step-up',
  'PUT /v1/account/password',
  'POST /v1/account/password/reset',
  'GET /v1/account/password/reset/confirmation',
];

/** The first party of each kind first: their requests reach the most code. */
const rolePreference: RoleKey[] = [
  'customer',
  'linkedNutritionist',
  'company',
  'operator',
  'otherCustomer',
  'unlinkedNutritionist',
  'otherCompany',
  'anonymous',
];

beforeAll(async () => {
  const collector = routeCollector();
  t = await buildTestApp({ DEMO_DATA: 'true' }, { onRoute: collector.onRoute });
  world = await buildWorld(t.app);
  const rows = new Map(accessTable.map((r) => [rowKey(r.method, r.path), r]));
  bodyRoutes = [];
  otherWrites = [];
  credentialReads = [];
  collectedRoutes = collector.routes;
  for (const route of collector.routes.filter((r) => r.method === 'GET' && isCredentialRoute(r.path))) {
    const row = rows.get(rowKey(route.method, route.path));
    if (!row) throw new Error(`${rowKey(route.method, route.path)} is not in the access matrix`);
    const role = isPublic(row) ? 'anonymous' : rolePreference.find((r) => row.access[r] === 'allow');
    if (!role) continue;
    const headers = role === 'anonymous' ? {} : world.sessions[role].headers;
    credentialReads.push({ route, row, role, headers });
  }
  for (const route of collector.routes.filter((r) => r.method !== 'GET')) {
    const row = rows.get(rowKey(route.method, route.path));
    if (!row) throw new Error(`${rowKey(route.method, route.path)} is not in the access matrix`);
    const role = isPublic(row) ? 'anonymous' : rolePreference.find((r) => row.access[r] === 'allow');
    if (!role) continue; // nobody may call it: the matrix checks the refusals
    let headers: Record<string, string> = {};
    if (role !== 'anonymous') {
      headers = row.freshSession ? (await freshSession(t.app, role)).headers : world.sessions[role].headers;
    }
    (route.body ? bodyRoutes : otherWrites).push({ route, row, role, headers });
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

// ---------------------------------------------------------------- what a good refusal looks like

/** Words of zod's, Fastify's or Node's English texts that must never reach a person. */
const ENGLISH =
  /\b(expected|invalid|required|received|must|should|cannot|unexpected|unsupported|unrecognized|too (big|small)|is not|input|undefined|string|number|boolean|array|object|body|failed)\b/i;
/**
 * Our text, without what it quotes of the request: a message that echoes a value puts it between
 * double quotes with none inside (the lab file's cells: `quoteCell`), and a value the fuzzer made up
 * ("bOdy") is the sender's text, not ours.
 */
const ourText = (text: string) => text.replace(/"[^"]*"/g, '""');
const isSpanishText = (text: unknown) =>
  typeof text === 'string' && text.trim().length > 0 && !ENGLISH.test(ourText(text));

/** Why the answer is wrong, or null. */
function problemWith(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `server error ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (res.statusCode < 400) return null;
  let body: { error?: unknown; message?: unknown; fields?: Record<string, unknown> };
  try {
    body = res.json();
  } catch {
    return `${res.statusCode} without a JSON error body: ${res.body.slice(0, 200)}`;
  }
  if (typeof body.error !== 'string') return `${res.statusCode} without an error code: ${res.body.slice(0, 200)}`;
  if (!isSpanishText(body.message)) return `message not in Spanish: ${JSON.stringify(body.message)}`;
  for (const [field, text] of Object.entries(body.fields ?? {})) {
    if (!isSpanishText(text)) return `field ${field}: text not in Spanish: ${JSON.stringify(text)}`;
  }
  return null;
}

// ---------------------------------------------------------------- bad bodies from the zod schema

interface ZodDefLike {
  type?: string;
  shape?: Record<string, unknown>;
  innerType?: unknown;
  in?: unknown;
  out?: unknown;
  options?: unknown[];
  element?: unknown;
  left?: unknown;
  right?: unknown;
  items?: unknown[];
}
const defOf = (schema: unknown): ZodDefLike => (schema as { _zod?: { def?: ZodDefLike } })?._zod?.def ?? {};

type Path = (string | number)[];

/** Every field path the schema names (objects, arrays' first element, union options), a few levels deep. */
function schemaPaths(schema: unknown, at: Path = [], depth = 0, out: Path[] = []): Path[] {
  if (depth > 5) return out;
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      for (const [key, child] of Object.entries(def.shape ?? {})) {
        out.push([...at, key]);
        schemaPaths(child, [...at, key], depth + 1, out);
      }
      break;
    case 'array':
      out.push([...at, 0]);
      schemaPaths(def.element, [...at, 0], depth + 1, out);
      break;
    case 'tuple':
      (def.items ?? []).forEach((item, i) => {
        out.push([...at, i]);
        schemaPaths(item, [...at, i], depth + 1, out);
      });
      break;
    case 'union':
      for (const option of def.options ?? []) schemaPaths(option, at, depth + 1, out);
      break;
    case 'intersection':
      schemaPaths(def.left, at, depth + 1, out);
      schemaPaths(def.right, at, depth + 1, out);
      break;
    case 'pipe':
      schemaPaths(def.in, at, depth + 1, out);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      schemaPaths(def.innerType, at, depth + 1, out);
      break;
  }
  return out;
}

/** Paths present in a sample body. */
function samplePaths(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      out.push([...at, i]);
      samplePaths(v, [...at, i], out);
    });
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push([...at, k]);
      samplePaths(v, [...at, k], out);
    }
  }
  return out;
}

const REMOVE = Symbol('remove');

function withChange(body: unknown, path: Path, value: unknown): unknown {
  const root: unknown = structuredClone(body && typeof body === 'object' ? body : {});
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (!next || typeof next !== 'object') node[key] = typeof key === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  const last = path[path.length - 1]!;
  if (value === REMOVE) delete node[last];
  else node[last] = value;
  return root;
}

/** Values that do not belong where they are put: wrong types, extremes, odd text, nesting. */
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(0, -1, 1.5, -0.0001, 2 ** 53 + 1, -(2 ** 53), 1e308, -1e308, 1e-308),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  // Any code point, lone surrogates included: fast-check's own 'binary' unit, drawn without the
  // reverse table of all 1.1 million code points it builds for its shrinker (1.2 s of this file).
  fc.string({ unit: fc.integer({ min: 0, max: 0x10ffff }).map((point) => String.fromCodePoint(point)), maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    'a'.repeat(5_000),
    'ñ'.repeat(2_000),
    '🧬'.repeat(500),
    '\u0000',
    'ＡＢＣ１２３',
    '\u202Eevil',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '2024-02-30',
    '9999-12-31T23:59:59Z',
    '00000000-0000-0000-0000-000000000000',
    '__proto__',
    'NaN',
    '1e309',
  ),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  fc.constant(JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}')),
);

/** A body for one request: the row's sample with one to three fields broken, or junk instead of the body. */
function badBody(sample: unknown, schema: unknown): fc.Arbitrary<unknown> {
  const paths = [...schemaPaths(schema), ...samplePaths(sample)];
  const whole = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom(null, 0, '', 'texto', [], [{}], true, {}, 'a'.repeat(20_000)),
  );
  if (paths.length === 0) return whole;
  const change = fc.tuple(
    fc.constantFrom(...paths),
    fc.oneof({ weight: 4, arbitrary: junkValue }, fc.constant(REMOVE)),
  );
  const mutated = fc
    .array(change, { minLength: 1, maxLength: 3 })
    .map((changes) => changes.reduce<unknown>((body, [path, value]) => withChange(body, path, value), sample));
  return fc.oneof({ weight: 1, arbitrary: whole }, { weight: 4, arbitrary: mutated });
}

function sampleOf(entry: Entry) {
  const spec = entry.row.request?.({ fx: world.fx, role: entry.role }) ?? {};
  return typeof spec.body === 'string' ? {} : (spec.body ?? {});
}

// ---------------------------------------------------------------- the tests

describe('fuzzing every /v1 body', () => {
  it('finds the body routes and who may send them', () => {
    expect(bodyRoutes.length).toBeGreaterThan(40);
  });

  it('answers generated bad bodies without a 5xx, refusing in Spanish', async () => {
    const failures: string[] = [];
    for (const entry of bodyRoutes) {
      const sample = sampleOf(entry);
      const result = await fc.check(
        fc.asyncProperty(badBody(sample, entry.route.body), async (body) => {
          const res = await sendRow(t.app, entry.row, entry.role, world.fx, entry.headers, { body });
          const problem = problemWith(res);
          if (problem) throw new Error(problem);
        }),
        { numRuns: RUNS },
      );
      if (result.failed) {
        const where = `${rowKey(entry.route.method, entry.route.path)} as ${entry.role}`;
        failures.push(`${where}: ${String(result.errorInstance)} with ${JSON.stringify(result.counterexample)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers malformed JSON, a wrong content type and an oversized body with a Spanish 4xx', async () => {
    const notJson = fc.string({ maxLength: 40 }).filter((s) => {
      try {
        JSON.parse(s);
        return false;
      } catch {
        return true;
      }
    });
    const fixed = ['{', '{"a":', "{'a':1}", '{"a":1,}', '[1,2', 'undefined', '\u0000', '{"__proto__":'];
    const failures: string[] = [];
    for (const entry of bodyRoutes) {
      const where = rowKey(entry.route.method, entry.route.path);
      // Routes that end or change a session get a new one: the bad bodies above may have ended theirs
      // (five wrong current passwords end every session of the account, issue 17).
      const headers =
        entry.row.freshSession && entry.role !== 'anonymous'
          ? (await freshSession(t.app, entry.role)).headers
          : entry.headers;
      const send = (rawBody: string, contentType: string) =>
        sendRow(t.app, entry.row, entry.role, world.fx, headers, { rawBody, contentType });
      const texts = [...fixed, ...fc.sample(notJson, 6)];
      for (const text of texts) {
        const res = await send(text, 'application/json');
        const problem = problemWith(res) ?? (res.statusCode === 400 ? null : `expected 400, got ${res.statusCode}`);
        if (problem) failures.push(`${where} JSON ${JSON.stringify(text)}: ${problem}`);
      }
      for (const contentType of ['application/xml', 'application/x-www-form-urlencoded', 'text/html', 'image/png']) {
        const res = await send('<a>1</a>', contentType);
        const problem =
          problemWith(res) ?? ([400, 415].includes(res.statusCode) ? null : `expected 400/415, got ${res.statusCode}`);
        if (problem) failures.push(`${where} as ${contentType}: ${problem}`);
      }
      const huge = await send(JSON.stringify({ x: 'a'.repeat(1_100_000) }), 'application/json');
      const problem = problemWith(huge) ?? (huge.statusCode === 413 ? null : `expected 413, got ${huge.statusCode}`);
      if (problem) failures.push(`${where} 1.1 MB body: ${problem}`);
    }
    expect(failures).toEqual([]);
  }, 300_000);
  it('answers junk sent to the writes without a body schema without a 5xx, in Spanish', async () => {
    const failures: string[] = [];
    for (const entry of otherWrites) {
      const result = await fc.check(
        fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (body) => {
          const res = await sendRow(t.app, entry.row, entry.role, world.fx, entry.headers, { body });
          const problem = problemWith(res);
          if (problem) throw new Error(problem);
        }),
        { numRuns: Math.ceil(RUNS / 4) },
      );
      if (result.failed) {
        const where = `${rowKey(entry.route.method, entry.route.path)} as ${entry.role}`;
        failures.push(`${where}: ${String(result.errorInstance)} with ${JSON.stringify(result.counterexample)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('fuzzes every two-factor and password route (by body or by query)', () => {
    const real = collectedRoutes.filter((r) => isCredentialRoute(r.path)).map((r) => rowKey(r.method, r.path));
    expect(real.sort(), 'two-factor/password routes: list them in credentialRoutes').toEqual(
      credentialRoutes
        .map((k) => {
          const [method = '', path = ''] = k.split(' ');
          return rowKey(method, path);
        })
        .sort(),
    );
    const fuzzed = new Set(
      [...bodyRoutes, ...otherWrites, ...credentialReads].map((e) => rowKey(e.route.method, e.route.path)),
    );
    expect(real.filter((k) => !fuzzed.has(k))).toEqual([]);
  });

  it('answers generated bad query strings on the two-factor and password reads without a 5xx, in Spanish', async () => {
    const failures: string[] = [];
    for (const entry of credentialReads) {
      const spec = entry.row.request?.({ fx: world.fx, role: entry.role }) ?? {};
      const keys = [...Object.keys(spec.query ?? {}), 'x'];
      const queryValue = fc.oneof(
        fc.string({ maxLength: 60 }),
        fc.string({ unit: 'grapheme', maxLength: 30 }),
        fc.constantFrom(
          '',
          '.',
          '..',
          `${'0'.repeat(36)}.${'a'.repeat(43)}`,
          '00000000-0000-4000-8000-000000000000.',
          '00000000-0000-4000-8000-000000000000.abc.def',
          'a'.repeat(5_000),
          '\u0000',
          '🧬'.repeat(200),
          "' OR 1=1 --",
          '__proto__',
        ),
      );
      const query = fc.dictionary(fc.constantFrom(...keys), queryValue, { maxKeys: 3 });
      const result = await fc.check(
        fc.asyncProperty(query, async (q) => {
          const search = new URLSearchParams(q).toString();
          const res = await t.app.inject({
            method: 'GET',
            url: search ? `${entry.route.path}?${search}` : entry.route.path,
            headers: entry.headers,
          });
          const problem = problemWith(res);
          if (problem) throw new Error(problem);
        }),
        { numRuns: RUNS },
      );
      if (result.failed) {
        const where = `${rowKey(entry.route.method, entry.route.path)} as ${entry.role}`;
        failures.push(`${where}: ${String(result.errorInstance)} with ${JSON.stringify(result.counterexample)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("answers a broken lab CSV (the operator's import) without a 5xx, in Spanish", async () => {
    const row = accessTable.find((r) => r.path === '/v1/ops/lab-imports')!;
    const cell = fc.oneof(
      fc.constantFrom('NT-DEMO-0002', 'NT-DEMO-0001', 'rs4988235', 'rs9939609', 'CT', 'AA', '--', ''),
      fc.string({ maxLength: 20 }),
      fc.string({ unit: 'grapheme', maxLength: 20 }),
      fc.constantFrom('"', '""', '"a,b"', '\r', ';', '\t', 'a'.repeat(3_000), '=cmd|calc', '\u0000'),
    );
    const csv = fc
      .array(fc.array(cell, { minLength: 0, maxLength: 6 }), { minLength: 0, maxLength: 8 })
      .chain((rows) =>
        fc.constantFrom('\n', '\r\n', '\r').map((eol) => rows.map((cells) => cells.join(',')).join(eol)),
      );
    const operator = world.sessions.operator.headers;
    const result = await fc.check(
      fc.asyncProperty(csv, fc.constantFrom('text/csv', 'text/plain'), async (text, contentType) => {
        const res = await sendRow(t.app, row, 'operator', world.fx, operator, { rawBody: text, contentType });
        const problem = problemWith(res);
        if (problem) throw new Error(problem);
      }),
      { numRuns: RUNS },
    );
    expect(
      result.failed ? `${String(result.errorInstance)} with ${JSON.stringify(result.counterexample)}` : null,
    ).toBeNull();
  }, 120_000);
});
