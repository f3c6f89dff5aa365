import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Role } from '@nutritest/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { type AccountInput, createAccount, uniqueEmail } from '../src/db/seed/factories';
import { generateTotpSecret, TOTP_PERIOD_SECONDS, totpCode } from '../src/platform/auth/totp';
import { reusablePglite } from './pglite-reuse';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/**
 * What every in-memory PGlite of a worker starts from, read and compiled once per worker (the API
 * project shares a worker's modules between files, vitest.config.ts): the template's dump, PGlite's
 * WebAssembly and its file bundle. Each file still gets its own database (issue 19: ~0.3 s less per file).
 */
const dumps = new Map<string, Blob>();
function templateDump(file: string): Blob {
  let dump = dumps.get(file);
  if (!dump) {
    dump = new Blob([readFileSync(file)]);
    dumps.set(file, dump);
  }
  return dump;
}
let assets: { pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module; fsBundle: Blob } | undefined;
function pgliteAssets() {
  if (!assets) {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    assets = {
      pgliteWasmModule: new WebAssembly.Module(readFileSync(path.join(dist, 'pglite.wasm'))),
      initdbWasmModule: new WebAssembly.Module(readFileSync(path.join(dist, 'initdb.wasm'))),
      fsBundle: new Blob([readFileSync(path.join(dist, 'pglite.data'))]),
    };
  }
  return assets;
}

/** A new in-memory PGlite client at the template's state, ready, not yet handed to Drizzle. */
export async function newTemplateClient(): Promise<PGlite> {
  const template = inject('testDatabaseTemplate');
  if (template?.kind !== 'pglite') throw new Error('no PGlite template in this run');
  const client = new PGlite({ ...pgliteAssets(), loadDataDir: templateDump(template.file) });
  await client.waitReady;
  return client;
}

/** An in-memory PGlite at the template's state, for one test file (test/pglite-reuse.ts). */
export function templatePglite(): Promise<DatabaseHandle> {
  return reusablePglite(newTemplateClient);
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server at TEST_DATABASE_URL (created here, dropped on close). Both start from the
 * migrated, reference-seeded template test/global-setup.ts builds once per run (a PGlite dump or a
 * template database); without it (another config), each file migrates its own as before.
 */
export async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const template = inject('testDatabaseTemplate') ?? { kind: 'none' };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    if (template.kind !== 'pglite') {
      const handle = await openDatabase({ url: 'memory://', dataDir: tmpdir(), assets: pgliteAssets() });
      return { handle, drop: async () => {} };
    }
    // A PGlite a finished file of this worker gave back, reset to the template, or a new one (test/pglite-reuse.ts).
    return { handle: await templatePglite(), drop: async () => {} };
  }
  const name = `nt_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await createDatabase(admin, name, template.kind === 'postgres' ? template.name : undefined);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), dataDir: tmpdir() });
  return {
    handle,
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** create database, from the template if any (retried while another session still holds it: 55006). */
async function createDatabase(admin: pg.Client, name: string, template: string | undefined) {
  if (!template) {
    await admin.query(`create database ${name}`);
    return;
  }
  // PostgreSQL 15 copies a template block by block through the write-ahead log by default (WAL_LOG),
  // which suits a large template copied rarely. This one is small (about 11 MB) and copied once per
  // test file: copying its files (FILE_COPY, PostgreSQL's only way before 15) took 25 ms of the
  // machine's CPU per copy instead of 59–82 ms here, checkpoints included (issue 42, CI's time).
  const { rows } = await admin.query<{ server_version_num: string }>('show server_version_num');
  const strategy = Number(rows[0]?.server_version_num) >= 150_000 ? ' strategy file_copy' : '';
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template}${strategy}`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

export async function buildTestApp(
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'database'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nutritest-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    DEMO_DATA: 'false',
    // Outside the demo a production start needs the company's own RUT (config.ts): DGI's test company.
    CFE_ISSUER_RUT: '219999830019',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  const { handle, drop } = await openTestDatabase();
  // The server's clock for TOTP and step-up: real time plus an offset tests move forward (advanceClock).
  const clock = { offsetMs: 0 };
  const app = await buildApp(config, {
    logger: false,
    startWorkers: false,
    clock: () => Date.now() + clock.offsetMs,
    ...options,
    database: handle,
  });
  testClocks.set(app, clock);
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}

const testClocks = new WeakMap<FastifyInstance, { offsetMs: number }>();

/** Moves the test app's TOTP/step-up clock forward (default one 30-second step). */
export function advanceClock(app: FastifyInstance, ms = TOTP_PERIOD_SECONDS * 1000) {
  const clock = testClocks.get(app);
  if (!clock) throw new Error('not a test app');
  clock.offsetMs += ms;
}

/**
 * The authenticator's code for `secret` in a step no earlier code used: moves the test clock to the
 * next 30-second step first, so replay protection never refuses a test's second code.
 */
export function nextTotpCode(app: FastifyInstance, secret: string): string {
  advanceClock(app);
  return totpCode(secret, Date.now() + testClocks.get(app)!.offsetMs);
}

/** Turns TOTP on for an account directly in the database; answers the secret. */
export async function enableTotpFor(app: FastifyInstance, accountId: string): Promise<string> {
  const { accounts } = await import('../src/db/schema');
  const { eq } = await import('drizzle-orm');
  const secret = generateTotpSecret();
  await app.database.db
    .update(accounts)
    .set({ totpSecret: secret, totpEnabledAt: new Date(), totpLastStep: null })
    .where(eq(accounts.id, accountId));
  return secret;
}

/**
 * Creates an account of the role with the shared factory and signs it in; returns its token.
 * Operators sign in with a second factor: TOTP is enabled for them and the code step is passed.
 */
export async function signInAs(app: FastifyInstance, role: Role, input: Partial<AccountInput> = {}) {
  const email = input.email ?? uniqueEmail(role.toLowerCase());
  const password = input.password ?? 'secret123';
  const account = await createAccount(app.database.db, {
    firstName: 'Test',
    lastName: role,
    ...input,
    email,
    password,
    role,
  });
  const totpSecret = role === 'Operator' ? await enableTotpFor(app, account.id) : null;
  let res = await app.inject({ method: 'POST', url: '/v1/account/authenticate', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  if (totpSecret) {
    res = await app.inject({
      method: 'POST',
      url: '/v1/account/two-factor/verify',
      payload: { challengeToken: res.json().challengeToken, code: nextTotpCode(app, totpSecret) },
    });
    if (res.statusCode !== 200) throw new Error(`two-factor sign-in failed: ${res.body}`);
  }
  const token = res.json().jwtToken as string;
  return { account, token, email, password, totpSecret, headers: { authorization: `Bearer ${token}` } };
}

export function json<T = unknown>(res: LightMyRequestResponse): T {
  return res.json() as T;
}

/** The newest outbox e-mail to `to` (optionally of a template), with its links. */
export async function lastEmailTo(app: FastifyInstance, to: string, template?: string) {
  const { outboxEmails } = await import('../src/db/schema');
  const { and, desc, eq } = await import('drizzle-orm');
  const conditions = [eq(outboxEmails.toAddress, to)];
  if (template) conditions.push(eq(outboxEmails.template, template));
  const [row] = await app.database.db
    .select()
    .from(outboxEmails)
    .where(and(...conditions))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  return row;
}

/** Path and query of the first link in the e-mail that contains `part`. */
export function linkPath(links: string[], part: string): string {
  const link = links.find((l) => l.includes(part));
  if (!link) throw new Error(`no ${part} link in ${links.join(', ')}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export const validCustomerProfile = {
  firstName: 'Ana',
  lastName: 'Suárez',
  birthDate: '1990-01-01',
  gender: 1,
  height: 165,
  weight: 60,
  mobile: '099123456',
  pathologies: [1, 6],
  familyHistories: [2],
};

export const testCards = {
  approved: '4509 9535 6623 3704',
  declined: '4000 0000 0000 0002',
  error: '4000 0000 0000 0119',
};

/** Adds a card through the sandbox card page, as the frame would; answers its instrument token. */
export async function addCard(app: FastifyInstance, headers: Record<string, string>, number = testCards.approved) {
  const url = await app.inject({
    method: 'POST',
    url: '/v1/instruments',
    headers,
    payload: { redirectOrigin: app.config.publicUrl },
  });
  if (url.statusCode !== 200) throw new Error(`open card session failed: ${url.body}`);
  const session = new URL(url.body, 'http://x').searchParams.get('session')!;
  const res = await app.inject({
    method: 'POST',
    url: '/sandbox/card',
    payload: { session, number, holderName: 'Ana Suárez', expiry: '12/39', cvv: '123' },
  });
  if (res.statusCode !== 201) throw new Error(`add card failed: ${res.body}`);
  return res.json().instrument.instrumentToken as string;
}

export { mealBuyer } from './meal-buyer';
