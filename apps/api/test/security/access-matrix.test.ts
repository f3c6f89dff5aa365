import type { Role } from '@nutritest/domain';
import { type Access, endpoints } from '@nutritest/domain/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers';
import {
  accessTable,
  buildWorld,
  type CollectedRoute,
  forbiddenKeys,
  freshSession,
  isPublic,
  type RoleKey,
  type Row,
  roleKeys,
  routeCollector,
  rowKey,
  type Session,
  sendRow,
  stepUpToken,
  type World,
} from './access-matrix.table';

/**
 * Every /v1 endpoint of the contract (packages/domain/src/contract) × eight viewpoints, from the one
 * table in access-matrix.table.ts, whose rows name contract routes (a typo does not compile) and
 * never let in a role the contract's access refuses: a refused
 * viewpoint gets 401 (anonymous) or 403/404 and never a 2xx; an allowed one is not refused; and no
 * answer carries a field or an e-mail address the viewpoint must not see.
 */
let t: TestApp;
let world: World;
let routes: CollectedRoute[];

beforeAll(async () => {
  const collector = routeCollector();
  t = await buildTestApp({ DEMO_DATA: 'true' }, { onRoute: collector.onRoute });
  routes = collector.routes;
  world = await buildWorld(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const REFUSED_CODES = ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'STEP_UP_REQUIRED'];

function jsonOf(res: LightMyRequestResponse): unknown {
  if (!String(res.headers['content-type'] ?? '').includes('json')) return undefined;
  try {
    return res.json();
  } catch {
    return undefined;
  }
}

const hasValue = (v: unknown) =>
  v !== null &&
  v !== undefined &&
  v !== '' &&
  !(Array.isArray(v) && v.length === 0) &&
  !(typeof v === 'object' && !Array.isArray(v) && Object.keys(v as object).length === 0);

/** Paths of forbidden keys that carry a value, anywhere in the answer. */
function forbiddenPaths(value: unknown, keys: string[], at = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => forbiddenPaths(v, keys, `${at}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...(keys.includes(k) && hasValue(v) ? [`${at}.${k}`] : []),
    ...forbiddenPaths(v, keys, `${at}.${k}`),
  ]);
}

/** Leaks in one answer: forbidden keys with a value, other people's e-mail addresses. */
function leaksIn(row: Row, res: LightMyRequestResponse, role: RoleKey): string[] {
  const keys = forbiddenKeys[role].filter((k) => !row.publicKeys?.includes(k));
  const problems = forbiddenPaths(jsonOf(res), keys).map((p) => `field ${p}`);
  const text = res.body.toLowerCase();
  for (const email of world.foreignEmails[role])
    if (text.includes(email.toLowerCase())) problems.push(`e-mail ${email}`);
  return problems;
}

/** Why the cell fails, or null when the answer matches the decision. */
function judge(row: Row, role: RoleKey, res: LightMyRequestResponse): string | null {
  const status = res.statusCode;
  const error = (jsonOf(res) as { error?: string } | undefined)?.error;
  if (status >= 500) return `server error ${status}`;
  if (row.access[role] === 'deny') {
    if (status < 300) return `refused role got ${status}`;
    if (role === 'anonymous') return status === 401 ? null : `anonymous expected 401, got ${status} ${error ?? ''}`;
    if (status === 403 || status === 404 || row.denyStatus?.includes(status)) return null;
    return `expected 403/404, got ${status} ${error ?? ''}`;
  }
  if (isPublic(row) || row.allowStatus?.[role]?.includes(status)) return null;
  if (row.method === 'GET') return status < 300 ? null : `allowed read got ${status} ${error ?? ''}`;
  return error && REFUSED_CODES.includes(error) ? `allowed role refused: ${status} ${error}` : null;
}

async function headersFor(row: Row, role: RoleKey): Promise<Record<string, string>> {
  if (role === 'anonymous') return {};
  let session: Session = world.sessions[role];
  if (row.freshSession && row.access[role] === 'allow') session = await freshSession(t.app, role);
  const headers = { ...session.headers };
  if (row.stepUp) headers['x-step-up-token'] = await stepUpToken(t.app, session);
  return headers;
}

/** The platform role of each signed-in viewpoint. */
const roleOf: Record<Exclude<RoleKey, 'anonymous'>, Role> = {
  customer: 'Customer',
  otherCustomer: 'Customer',
  linkedNutritionist: 'Nutritionist',
  unlinkedNutritionist: 'Nutritionist',
  company: 'Business',
  otherCompany: 'Business',
  operator: 'Operator',
};

/** Whether a route's contract lets a viewpoint past the access check. */
function contractLetsIn(access: Access, role: RoleKey): boolean {
  if (access === 'public') return true;
  if (role === 'anonymous') return false;
  return access === 'signed-in' || access.includes(roleOf[role]);
}

describe('the access matrix', () => {
  it('classifies every /v1 route of the contract, and every route the app registers', () => {
    const table = new Set(accessTable.map((r) => rowKey(r.method, r.path)));
    const contract = new Set(Object.keys(endpoints).filter((k) => k.includes(' /v1/')));
    const real = new Set(routes.map((r) => rowKey(r.method, r.path)));
    expect(
      [...contract].filter((k) => !table.has(k)),
      'contract routes missing from access-matrix.table.ts',
    ).toEqual([]);
    expect(
      [...real].filter((k) => !contract.has(k)),
      'registered routes outside the contract',
    ).toEqual([]);
    expect(
      [...contract].filter((k) => !real.has(k)),
      'contract routes the app does not register',
    ).toEqual([]);
    expect(table.size, 'one row per route').toBe(accessTable.length);
  });

  it("never lets in a viewpoint the route's contract refuses", () => {
    // The contract's access is the outer gate (checked before the body is read); a row may refuse
    // more: someone else's resources, a role the handler turns away (the cells below prove those).
    const wrong: string[] = [];
    for (const row of accessTable) {
      const key = rowKey(row.method, row.path) as keyof typeof endpoints;
      for (const role of roleKeys) {
        if (row.access[role] === 'allow' && !contractLetsIn(endpoints[key].access, role))
          wrong.push(`${key} as ${role}: the contract refuses, the row allows`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('gives each viewpoint exactly what the table says, and nothing it must not see', async () => {
    // Refusals first (nothing has changed yet), then allowed reads, then allowed writes with the
    // deletions last, so no allowed write removes what a later cell needs.
    const cells = roleKeys.flatMap((role) => accessTable.map((row) => ({ row, role })));
    const phase = ({ row, role }: (typeof cells)[number]) =>
      row.access[role] === 'deny' ? 0 : row.method === 'GET' ? 1 : row.method === 'DELETE' ? 3 : 2;
    const ordered = [0, 1, 2, 3].flatMap((p) => cells.filter((c) => phase(c) === p));

    const failures: string[] = [];
    for (const { row, role } of ordered) {
      const res = await sendRow(t.app, row, role, world.fx, await headersFor(row, role));
      const cell = `${rowKey(row.method, row.path)} as ${role} (${row.access[role]})`;
      const verdict = judge(row, role, res);
      if (verdict) failures.push(`${cell}: ${verdict} ${res.body.slice(0, 160)}`);
      for (const leak of leaksIn(row, res, role)) failures.push(`${cell}: leaks ${leak}`);
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it("a company reads its employee's account without health data, another company not at all", async () => {
    const { db } = t.app.database;
    const { accounts } = await import('../../src/db/schema');
    const { eq } = await import('drizzle-orm');
    const [employee] = await db.select().from(accounts).where(eq(accounts.email, 'empleado.uno@demo.uy'));
    const url = `/v1/account/${employee!.id}`;
    const own = await t.app.inject({ method: 'GET', url, headers: world.sessions.company.headers });
    expect(own.statusCode).toBe(200);
    expect(own.json().profile.firstName).toBe('Martín');
    expect(forbiddenPaths(own.json(), forbiddenKeys.company)).toEqual([]);
    const other = await t.app.inject({ method: 'GET', url, headers: world.sessions.otherCompany.headers });
    expect(other.statusCode).toBe(404);
    const nutritionist = await t.app.inject({
      method: 'GET',
      url,
      headers: world.sessions.unlinkedNutritionist.headers,
    });
    expect(nutritionist.statusCode).toBe(404);
  });
});
