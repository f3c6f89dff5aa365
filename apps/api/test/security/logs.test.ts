import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AnalysisStatus, CONSENT_TEXT_VERSION } from '@nutritest/domain';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createAccount, createAnalysis, uniqueEmail } from '../../src/db/seed/factories';
import { type LogDestination, loggerOptions, requestChildLogger, scrubQueryValues } from '../../src/platform/logger';
import { buildTestApp, signInAs, type TestApp, validCustomerProfile } from '../helpers';

/** What the log must never hold: bearer tokens, passwords, one-time codes and genotypes. */
const JWT = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/;
const GENOTYPE = /rs\d+\W{0,5}[ACGTID]{1,2}\b|"genotype"\s*:\s*"[ACGTID-]{1,2}"/;

function memoryLog() {
  const lines: string[] = [];
  const destination: LogDestination = { write: (line) => void lines.push(line) };
  return { lines, destination, text: () => lines.join('') };
}

describe('the logger configuration (in memory)', () => {
  it('redacts the authorization header, passwords, tokens and payloads even when logged by mistake', async () => {
    const log = memoryLog();
    const app = Fastify({ logger: loggerOptions({ logLevel: 'info', logFile: null }, log.destination) });
    app.post('/careless', async (req) => {
      // The mistakes a handler could make: log the headers, the body, a nested object.
      req.log.info({ headers: req.headers, body: req.body }, 'careless handler');
      req.log.info({ req: { headers: req.headers } }, 'nested headers');
      req.log.info({ account: { password: 'clave-secreta-1', newPassword: 'otra-clave-2' } }, 'nested password');
      req.log.info({ password: 'clave-secreta-1', jwtToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc' }, 'top level');
      req.log.info({ result: { genotypes: [{ rsid: 'rs9939609', genotype: 'AA' }] } }, 'results');
      return { ok: true };
    });
    await app.ready();
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
    const res = await app.inject({
      method: 'POST',
      url: '/careless?token=abc123def',
      headers: { authorization: `Bearer ${token}`, cookie: 'session=s3cr3t' },
      payload: { email: 'ana@test.uy', password: 'clave-secreta-1', code: '123456' },
    });
    expect(res.statusCode).toBe(200);
    await app.close();
    const text = log.text();
    expect(text).toContain('careless handler');
    expect(text).toContain('[redacted]');
    expect(text).not.toMatch(JWT);
    expect(text).not.toContain(token);
    expect(text).not.toContain('Bearer');
    expect(text).not.toContain('s3cr3t');
    expect(text).not.toContain('clave-secreta-1');
    expect(text).not.toContain('otra-clave-2');
    expect(text).not.toContain('123456');
    expect(text).not.toMatch(GENOTYPE);
    // The request line keeps the path only: query strings carry confirmation tokens.
    expect(text).toContain('"url":"/careless"');
    expect(text).not.toContain('abc123def');
  });
});

describe('the request logger (issue 42: made without per-request serialisation)', () => {
  it('writes the request id on every line of a request, its children too, and still redacts', async () => {
    const log = memoryLog();
    const app = Fastify({
      logger: loggerOptions({ logLevel: 'info', logFile: null }, log.destination),
      childLoggerFactory: requestChildLogger,
      genReqId: (req) => String(req.headers['x-request-id']),
    });
    app.get('/two', async (req) => {
      req.log.info({ password: 'clave-secreta-1' }, 'first');
      req.log.child({ step: 'nested' }).warn({ account: { token: 'tok-secreto' } }, 'second');
      return { ok: true };
    });
    await app.ready();
    await Promise.all([
      app.inject({ method: 'GET', url: '/two', headers: { 'x-request-id': 'req-a' } }),
      app.inject({ method: 'GET', url: '/two', headers: { 'x-request-id': 'req-b' } }),
    ]);
    await app.close();
    const lines = log.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const id of ['req-a', 'req-b']) {
      const own = lines.filter((line) => line.reqId === id);
      // incoming request, the two lines of the handler, request completed
      expect(own.map((line) => line.msg)).toEqual(['incoming request', 'first', 'second', 'request completed']);
      expect(own.find((line) => line.msg === 'second')).toMatchObject({ step: 'nested' });
    }
    expect(log.text()).not.toContain('clave-secreta-1');
    expect(log.text()).not.toContain('tok-secreto');
    // Lines logged outside a request carry no request id.
    app.log.info('outside');
    expect(JSON.parse(log.lines.at(-1)!)).not.toHaveProperty('reqId');
  });
});

describe("the web app's files in the request log (issue 42)", () => {
  it('quiets only a file right under /assets/: never a path that leaves it, never above the configured level', async () => {
    const levelFor = async (logLevel: string, url: string) => {
      const app = Fastify({ logger: loggerOptions({ logLevel, logFile: null }, memoryLog().destination) });
      await app.ready();
      const level = requestChildLogger(app.log, {}, {}, { url }).level;
      await app.close();
      return level;
    };
    expect(await levelFor('info', '/assets/index-Ab12_c.js')).toBe('warn');
    expect(await levelFor('info', '/assets/nunito-latin-400-normal-r8SDr6Up.woff2')).toBe('warn');
    for (const url of [
      '/v1/account',
      '/login',
      '/assets/../v1/account',
      '/assets/%2e%2e/v1/account',
      '/assets/..%2fv1/account',
      '/assets//../v1/account',
      '/assets/a/b.js',
      '/assets/index.js?x=1',
    ]) {
      expect(await levelFor('info', url), url).toBe('info');
    }
    // A logger set quieter than warn stays so.
    expect(await levelFor('error', '/assets/index-Ab12_c.js')).toBe('error');
  });
});

describe('the API log during real requests', () => {
  const log = memoryLog();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LOG_LEVEL: 'trace' }, { logger: true, logDestination: log.destination });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('holds no token, password or genotype after sign-ups, sign-ins, a lab import and results', async () => {
    const email = uniqueEmail('log');
    const password = 'clave-del-log-7';
    const customer = await createAccount(t.app.database.db, { email, password, role: 'Customer' });
    const login = await t.app.inject({ method: 'POST', url: '/v1/account/authenticate', payload: { email, password } });
    expect(login.statusCode).toBe(200);
    const token = login.json().jwtToken as string;
    const headers = { authorization: `Bearer ${token}` };
    await t.app.inject({
      method: 'POST',
      url: '/v1/account/authenticate',
      payload: { email, password: 'mala-clave-1' },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/v1/account/password',
      headers,
      payload: { oldPassword: 'mala-clave-1', newPassword: 'nueva-del-log-8' },
    });
    await t.app.inject({ method: 'POST', url: '/v1/account', payload: { password: 'registro-log-9', account: {} } });

    // Operators sign in with a second factor: its code and challenge must not reach the log either.
    const ops = await signInAs(t.app, 'Operator', { password: 'operador-log-1' });
    const analysis = await createAnalysis(t.app.database.db, customer.id, AnalysisStatus.InLab);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/v1/ops/lab-imports',
      headers: { ...ops.headers, 'content-type': 'text/csv' },
      payload: `${analysis.referenceId},rs9939609,AA,+\n${analysis.referenceId},rs4988235,CT`,
    });
    expect(imported.statusCode).toBe(200);
    // Two markers are not a whole panel: held, then published as they are (issue 41).
    const published = await t.app.inject({
      method: 'POST',
      url: `/v1/ops/kits/${analysis.id}/publish-results`,
      headers: ops.headers,
    });
    expect(published.statusCode).toBe(204);
    const results = await t.app.inject({ method: 'GET', url: '/v1/Analyses/results', headers });
    expect(results.statusCode).toBe(200);
    expect(results.body).toContain('rs9939609');
    await t.app.inject({ method: 'POST', url: '/v1/account/logout', headers });
    await t.app.inject({ method: 'GET', url: '/v1/account', headers });
    await t.app.inject({
      method: 'GET',
      url: `/v1/account/confirmation?id=${customer.id}&token=un-token-de-confirmacion`,
    });
    await t.app.mail.runOnce();

    const text = log.text();
    expect(log.lines.length).toBeGreaterThan(10);
    expect(text).toContain('request completed');
    expect(text).not.toMatch(JWT);
    expect(text).not.toContain(token.split('.')[2]);
    expect(text).not.toMatch(/bearer/i);
    for (const secret of [password, 'mala-clave-1', 'nueva-del-log-8', 'registro-log-9', 'operador-log-1']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('un-token-de-confirmacion');
    expect(text).not.toContain(ops.token.split('.')[2]);
    if (ops.totpSecret) expect(text).not.toContain(ops.totpSecret);
    expect(text).not.toMatch(GENOTYPE);
  });
});

describe('a failed query in the log (issue 17)', () => {
  const log = memoryLog();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LOG_LEVEL: 'trace' }, { logger: true, logDestination: log.destination });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("holds the query and the database's code, never the values it carried (e-mails, password hashes)", async () => {
    const session = await signInAs(t.app, 'Customer', {
      email: uniqueEmail('sesion.fallida'),
      password: 'clave-vieja-3',
    });
    // From now on every new or changed account row breaks a CHECK: the writes below fail in the database.
    await t.app.database.db.execute(
      sql.raw('alter table accounts add constraint logs_test_fails check (false) not valid'),
    );

    const registered = await t.app.inject({
      method: 'POST',
      url: '/v1/account',
      payload: {
        acceptTerms: true,
        termsVersion: CONSENT_TEXT_VERSION,
        account: { role: 'Customer', email: 'registro.fallido@test.uy', profile: validCustomerProfile },
        password: 'Girasol-Tranvia-47',
      },
    });
    expect(registered.statusCode).toBe(500);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/v1/account/password',
      headers: session.headers,
      payload: { oldPassword: 'clave-vieja-3', newPassword: 'Tranvia-Girasol-58' },
    });
    expect(changed.statusCode).toBe(500);

    const failures = log.lines.filter((l) => l.includes('unexpected error'));
    expect(failures).toHaveLength(2);
    const text = failures.join('');
    expect(text).toContain('23514');
    expect(text).toContain('insert into');
    expect(text).toContain('params: [redacted]');
    expect(text).not.toContain('registro.fallido@test.uy');
    expect(text).not.toContain(session.email);
    expect(text).not.toMatch(/\$argon2id\$/);
    expect(text).not.toContain('Failing row contains (');
  });

  it('takes the values out of the texts of PostgreSQL and Drizzle', () => {
    expect(scrubQueryValues('Failed query: select 1 where email = $1\nparams: ana@test.uy,$argon2id$v=19$x')).toBe(
      'Failed query: select 1 where email = $1\nparams: [redacted]',
    );
    expect(scrubQueryValues('invalid input syntax for type date: "0000-13-01"')).toBe(
      'invalid input syntax for type date: "[redacted]"',
    );
    expect(scrubQueryValues('Failing row contains (1, ana@test.uy, hash).')).toBe('Failing row contains ([redacted]).');
  });
});

describe('LOG_FILE', () => {
  it('is read from the environment and resolved from where npm was started', () => {
    const config = loadConfig({ LOG_FILE: 'logs/api.log', INIT_CWD: '/srv/nutritest', DATA_DIR: tmpdir() });
    expect(config.logFile).toBe('/srv/nutritest/logs/api.log');
    expect(loadConfig({ DATA_DIR: tmpdir() }).logFile).toBeNull();
  });

  it('receives the same redacted JSON lines as stdout', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'nutritest-log-')), 'nested', 'api.log');
    const t = await buildTestApp({ LOG_LEVEL: 'warn', LOG_FILE: file }, { logger: true });
    try {
      t.app.log.warn({ password: 'en-el-archivo-1', reason: 'prueba' }, 'log file check');
    } finally {
      await t.close();
    }
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    const entry = lines.map((l) => JSON.parse(l)).find((e) => e.msg === 'log file check');
    expect(entry).toMatchObject({ level: 40, reason: 'prueba', password: '[redacted]' });
  });
});
