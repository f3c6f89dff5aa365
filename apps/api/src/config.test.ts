import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs the embedded defaults with no variables at all', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoData).toBe(true);
    expect(config.smtpUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    // The generated secret is kept in DATA_DIR and reused on the next start.
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(config.jwtSecret);
  });

  it('turns demo data off with DATABASE_URL unless asked for', () => {
    const base = { DATA_DIR: tmpdir(), DATABASE_URL: 'postgres://u:p@localhost/db', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(base).demoData).toBe(false);
    expect(loadConfig({ ...base, DEMO_DATA: '1' }).demoData).toBe(true);
  });

  it('fails fast with a readable list of every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (err) {
      expect((err as Error).message).toContain('PORT');
      expect((err as Error).message).toContain('DATABASE_URL');
    }
  });

  it('refuses to start with an issuer RUT DGI would reject, and without the company’s own RUT outside the demo', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    // 12 digits, a wrong check digit (the development default before issue 38).
    for (const rut of ['219999990019', '123', '231234560019']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, CFE_ISSUER_RUT: rut }), rut).toThrow(/CFE_ISSUER_RUT/);
    }
    expect(loadConfig({ DATA_DIR: dataDir, CFE_ISSUER_RUT: '214844360018' }).invoicing.issuer.rut).toBe('214844360018');
    // The demo (and development) start with DGI's test company; production without the demo needs its own.
    expect(loadConfig({ DATA_DIR: dataDir }).invoicing.issuer.rut).toBe('219999830019');
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://u:p@localhost/db',
      JWT_SECRET: 'x'.repeat(40),
      PAYMENTS_SANDBOX: '1',
    };
    expect(() => loadConfig(production)).toThrow(/CFE_ISSUER_RUT: required outside the demo/);
    expect(loadConfig({ ...production, DEMO_DATA: '1' }).demoData).toBe(true);
    expect(loadConfig({ ...production, CFE_ISSUER_RUT: '214844360018' }).invoicing.issuer.rut).toBe('214844360018');
  });

  it('never falls back to the sandbox payments silently (issue 41)', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: tmpdir(),
      DATABASE_URL: 'postgres://u:p@localhost/db',
      JWT_SECRET: 'x'.repeat(40),
      CFE_ISSUER_RUT: '214844360018',
    };
    // Production outside the demo without MercadoPago: refused, unless the sandbox is asked for.
    expect(() => loadConfig(production)).toThrow(/MP_ACCESS_TOKEN, MP_PUBLIC_KEY: required in production/);
    const rehearsal = loadConfig({ ...production, PAYMENTS_SANDBOX: 'true' });
    expect(rehearsal.mercadoPago).toBeNull();
    expect(rehearsal.paymentsSandboxWarning).toBe(true);
    // One key alone is a mistake in any environment.
    expect(() => loadConfig({ DATA_DIR: tmpdir(), MP_ACCESS_TOKEN: 'APP_USR-1234567890' })).toThrow(/set both/);
    expect(() => loadConfig({ ...production, MP_PUBLIC_KEY: 'APP_USR-abcdefghij' })).toThrow(/set both/);
    // With MercadoPago: no warning; the demo and development: the sandbox, warned only in production.
    const live = loadConfig({
      ...production,
      MP_ACCESS_TOKEN: 'APP_USR-1234567890',
      MP_PUBLIC_KEY: 'APP_USR-abcdefghij',
    });
    expect(live.paymentsSandboxWarning).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: tmpdir() }).paymentsSandboxWarning).toBe(true);
    expect(loadConfig({ DATA_DIR: tmpdir() }).paymentsSandboxWarning).toBe(false);
  });

  it('requires a shared JWT_SECRET when running on PostgreSQL in production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATA_DIR: tmpdir(), DATABASE_URL: 'postgres://u:p@localhost/db' }),
    ).toThrow(/JWT_SECRET/);
  });
});
