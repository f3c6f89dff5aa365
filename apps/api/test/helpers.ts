import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Role } from '@nutritest/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { type BuildOptions, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { type AccountInput, createAccount, uniqueEmail } from '../src/db/seed/factories';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server at TEST_DATABASE_URL (created here, dropped on close).
 */
async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ url: 'memory://', dataDir: tmpdir() });
    return { handle, drop: async () => {} };
  }
  const name = `nt_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
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
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  const { handle, drop } = await openTestDatabase();
  const app = await buildApp(config, { logger: false, startWorkers: false, ...options, database: handle });
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

/** Creates an account of the role with the shared factory and signs it in; returns its token. */
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
  const res = await app.inject({ method: 'POST', url: '/v1/account/authenticate', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  const token = res.json().jwtToken as string;
  return { account, token, email, password, headers: { authorization: `Bearer ${token}` } };
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
