import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isValidRut } from '@nutritest/domain';
import { z } from 'zod';
import { storageProblemOf, unusableDataDirError } from './db/data-dir';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/**
 * Every environment variable the product reads. With none set, the embedded defaults run the whole
 * product: PGlite in DATA_DIR/db, e-mails as .eml files in DATA_DIR/outbox, demo data loaded.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_TTL_HOURS: z.coerce.number().int().positive().default(168),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('NutriTest <no-responder@nutritest.uy>'),
  SUPPORT_EMAIL: z.email().default('soporte@nutritest.uy'),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/, 'digits only, with country code (e.g. 59899123456)')
    .default('59899000000'),
  SUPPORT_PHONE: z.string().min(3).default('+598 2900 0000'),
  DEMO_DATA: booleanFlag.optional(),
  /** Behind a load balancer: 'true', or the proxies' addresses/CIDRs, comma-separated (client IPs for rate limits). */
  TRUST_PROXY: z.string().optional(),
  /**
   * Registrations accepted from one client address per hour (default 20). Raise it where many people
   * sign up from one address (an office behind one NAT registering its employees; the browser tests).
   */
  REGISTER_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Nutritionist commission on a linked customer's paid kit, in basis points (2000 = 20 %). */
  COMMISSION_RATE_BPS: z.coerce.number().int().min(0).max(10_000).default(2000),
  /** Courier legs per day and slot in Montevideo (operations can override single days). */
  SLOT_CAPACITY: z.coerce.number().int().min(1).max(1000).default(8),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Also append the log (JSON lines) to this file; relative paths from where npm was started. */
  LOG_FILE: z.string().min(1).optional(),
  WEB_DIST: z.string().optional(),
  /** MercadoPago Checkout Pro for meals and consultations; without both, the sandbox checkout. */
  MP_ACCESS_TOKEN: z.string().min(10).optional(),
  MP_PUBLIC_KEY: z.string().min(10).optional(),
  /**
   * Production without MercadoPago refuses to start outside the demo; this lets it start on the sandbox
   * anyway (a rehearsal: nobody is charged), with a warning on every page of the operations console.
   */
  PAYMENTS_SANDBOX: booleanFlag.optional(),
  /** The secret MercadoPago signs webhook notifications with (x-signature). */
  MP_WEBHOOK_SECRET: z.string().min(10).optional(),
  /** Only for tests against a local fake of MercadoPago's API. */
  MP_BASE_URL: z.url().optional(),
  /** Where the card frame loads MercadoPago.js from; only tests point it at the local fake. */
  MP_SDK_URL: z.url().optional(),
  /**
   * The built-in sandbox's card "account": `USD` (default) charges dollars and pesos; `UYU` charges
   * pesos only, as a Uruguayan MercadoPago account does (kits are then converted: decision 065).
   */
  SANDBOX_CARD_CURRENCY: z.enum(['USD', 'UYU']).default('USD'),
  /** The external automation answering consultation slots; unset = the nutritionists' own availability. */
  SLOTS_WEBHOOK_URL: z.url().optional(),
  /** A request (headers and body) must arrive within this; slower senders get 408 and are cut. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** On SIGTERM, /readyz answers 503 this long before the server stops accepting connections. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(120).default(0),
  /** Reliability tuning (docs/reliability.md); the fault tests shorten them. */
  MAIL_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
  /** Electronic invoices (CFE, docs/invoicing.md): who issues them. Defaults are for development only. */
  CFE_ISSUER_RUT: z
    .string()
    .regex(/^\d{12}$/, '12 digits')
    .refine(isValidRut, "not a valid RUT (DGI's check digit, positions 1-2 01..22, 9-11 = 001)")
    .default('219999830019'),
  CFE_ISSUER_NAME: z.string().min(2).default('NutriTest S.A.S. (desarrollo)'),
  CFE_ISSUER_ADDRESS: z.string().min(2).default('Av. 18 de Julio 1234'),
  CFE_ISSUER_CITY: z.string().min(2).default('Montevideo'),
  CFE_ISSUER_DEPARTMENT: z.string().min(2).default('Montevideo'),
  CFE_BRANCH_CODE: z.coerce.number().int().min(1).max(9999).default(1),
  /**
   * Printed on every receipt (DGI's printed representation): the resolution that made the company an
   * electronic issuer, "N/año" (printed "Res. N/año"), or else the date it joined the regime (YYYY-MM-DD,
   * printed "Fecha emisor"). Development default: a placeholder resolution.
   */
  CFE_ISSUER_RESOLUTION: z
    .string()
    .regex(/^(\d{1,6}\/\d{4}|\d{4}-\d{2}-\d{2})$/, 'N/año (e.g. 1234/2026) or the date YYYY-MM-DD')
    .default('0000/2026'),
  /** Where buyers verify an e-Ticket (printed on it, DGI's rule); default PUBLIC_URL/comprobantes. */
  CFE_VERIFY_URL: z.url().optional(),
  /** Whether the company holds DGI's "constancia de IVA al día" (printed on receipts when it does). */
  CFE_IVA_AL_DIA: booleanFlag.default(false),
  /** PEM files of the certificate and key receipts are signed with; unset = a self-signed one in DATA_DIR. */
  CFE_CERT_FILE: z.string().min(1).optional(),
  CFE_KEY_FILE: z.string().min(1).optional(),
  /** DGI's authorised ranges (CAE), JSON: [{"type":101,"series":"A","cae":"90240000001","from":1,"to":5000,"expires":"2027-12-31"}]. */
  CFE_CAE_RANGES: z.string().min(2).optional(),
  /** UYU per USD of the configured source (the embedded default, labelled as such: not BCU's). */
  CFE_USD_RATE: z.coerce.number().positive().max(1000).default(40.5),
  /** Where the day's exchange rate comes from: BCU's web service, or CFE_USD_RATE (the default). */
  EXCHANGE_RATES_SOURCE: z.enum(['bcu', 'configured']).default('configured'),
  /** BCU's exchange-rate web service (its public address by default; tests point it at a fake). */
  BCU_URL: z.url().optional(),
  /** IVA of each kind of sale: basic (22 %), minimum (10 %) or exempt — as the accountant says. */
  CFE_IVA_KITS: z.enum(['basic', 'minimum', 'exempt']).default('basic'),
  CFE_IVA_MEALS: z.enum(['basic', 'minimum', 'exempt']).default('basic'),
  CFE_IVA_CONSULTATIONS: z.enum(['basic', 'minimum', 'exempt']).default('basic'),
  /** Warn operations when a range has this few numbers left, or expires within this many days. */
  CFE_WARN_REMAINING: z.coerce.number().int().min(1).default(100),
  CFE_WARN_DAYS: z.coerce.number().int().min(1).default(30),
  /** A certified e-invoicing provider (docs/invoicing.md); unset = our own embedded issuer. */
  CFE_PROVIDER_URL: z.url().optional(),
  CFE_PROVIDER_TOKEN: z.string().min(8).optional(),
  /** How often the issuing job looks for receipts to issue or retry. */
  CFE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** undefined = embedded PGlite in `${dataDir}/db`; 'memory://' = in-memory PGlite (tests). */
  databaseUrl?: string;
  publicUrl: string;
  jwtSecret: string;
  jwtTtlSeconds: number;
  smtpUrl?: string;
  mailFrom: string;
  supportEmail: string;
  whatsappNumber: string;
  supportPhone: string;
  demoData: boolean;
  /** Production taking payments on the sandbox (the demo, or PAYMENTS_SANDBOX): operations are warned. */
  paymentsSandboxWarning: boolean;
  logLevel: string;
  /** Absolute path of a file the log is appended to, besides stdout; null = stdout only. */
  logFile: string | null;
  webDist: string;
  trustProxy: boolean | string;
  /** Registrations accepted from one client address per hour. */
  registerLimitPerHour: number;
  commissionRateBps: number;
  slotCapacity: number;
  /** Set when both MP_ACCESS_TOKEN and MP_PUBLIC_KEY are: the checkout goes through MercadoPago. */
  mercadoPago: {
    accessToken: string;
    publicKey: string;
    webhookSecret: string | null;
    baseUrl?: string;
    sdkUrl?: string;
  } | null;
  /** The currencies the sandbox's card flow charges (SANDBOX_CARD_CURRENCY). */
  sandboxCardCurrencies: Array<'USD' | 'UYU'>;
  slotsWebhookUrl: string | null;
  shutdownGraceMs: number;
  /** How long a request (headers and body) may take to arrive. */
  requestTimeoutMs: number;
  /** First retry delay of an e-mail that failed (then doubled each time, at most 1 h). */
  mailRetryBaseSeconds: number;
  /** How often pending payments are reconciled with the gateways, and how old a pending order must be. */
  reconcileEveryMs: number;
  reconcileAfterMs: number;
  invoicing: InvoicingConfig;
}

export interface CaeRangeConfig {
  type: 101 | 102 | 111 | 112;
  series: string;
  cae: string;
  from: number;
  to: number;
  expires: string;
}

export interface InvoicingConfig {
  issuer: {
    rut: string;
    name: string;
    address: string;
    city: string;
    department: string;
    branchCode: number;
    /** "1234/2026" (printed "Res. 1234/2026") or YYYY-MM-DD (printed "Fecha emisor"). */
    resolution: string;
    verificationUrl: string;
    ivaAlDia: boolean;
  };
  certFile: string | null;
  keyFile: string | null;
  /** null = development ranges are created on first start (docs/invoicing.md). */
  caeRanges: CaeRangeConfig[] | null;
  usdRate: number;
  exchangeRates: { source: 'bcu' | 'configured'; bcuUrl: string | null };
  iva: { kits: IvaSetting; meals: IvaSetting; consultations: IvaSetting };
  warnRemaining: number;
  warnDays: number;
  provider: { url: string; token: string } | null;
  everyMs: number;
}
type IvaSetting = 'basic' | 'minimum' | 'exempt';

const caeRangesSchema = z.array(
  z.object({
    type: z.union([z.literal(101), z.literal(102), z.literal(111), z.literal(112)]),
    series: z.string().regex(/^[A-Z]{1,2}$/, 'one or two capital letters'),
    cae: z.string().regex(/^\d{11}$/, '11 digits'),
    from: z.number().int().min(1),
    to: z.number().int().min(1),
    expires: z.iso.date(),
  }),
);

function parseCaeRanges(value: string | undefined): CaeRangeConfig[] | null {
  if (value === undefined) return null;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw new ConfigError('Invalid configuration:\n  - CFE_CAE_RANGES: not valid JSON');
  }
  const parsed = caeRangesSchema.safeParse(json);
  if (!parsed.success || parsed.data.some((r) => r.from > r.to)) {
    throw new ConfigError(
      'Invalid configuration:\n  - CFE_CAE_RANGES: a list of {type, series, cae, from <= to, expires}',
    );
  }
  return parsed.data;
}

export class ConfigError extends Error {}

/**
 * Only where the database lives (DATABASE_URL, DATA_DIR), for the maintenance commands (db:backup,
 * db:restore): they must work with the database's variables alone, whatever else the API needs to
 * start (receipts' RUT, payment keys…).
 */
export function loadDatabaseConfig(env: Record<string, string | undefined> = process.env): {
  databaseUrl: string | undefined;
  dataDir: string;
} {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.pick({ DATA_DIR: true, DATABASE_URL: true }).safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const baseDir = env.INIT_CWD ?? process.cwd();
  return { databaseUrl: parsed.data.DATABASE_URL, dataDir: path.resolve(baseDir, parsed.data.DATA_DIR) };
}

/** Reads and validates the environment once; fails with a readable list of every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && e.DATABASE_URL && !e.JWT_SECRET) {
    // Several processes share one database: each would generate its own secret and reject the others' tokens.
    throw new ConfigError(
      'Invalid configuration:\n  - JWT_SECRET: required (and identical on every process) with DATABASE_URL',
    );
  }
  const demoData = e.DEMO_DATA ?? e.DATABASE_URL === undefined;
  if (Boolean(e.MP_ACCESS_TOKEN) !== Boolean(e.MP_PUBLIC_KEY)) {
    // One key alone used to start on the sandbox without a word (issue 41): both, or neither.
    throw new ConfigError(
      'Invalid configuration:\n  - MP_ACCESS_TOKEN, MP_PUBLIC_KEY: set both (MercadoPago) or neither (the sandbox)',
    );
  }
  if (e.NODE_ENV === 'production' && !demoData && !e.MP_ACCESS_TOKEN && !e.PAYMENTS_SANDBOX) {
    // Production outside the demo must not take "payments" on the test gateway by accident (issue 41).
    throw new ConfigError(
      'Invalid configuration:\n  - MP_ACCESS_TOKEN, MP_PUBLIC_KEY: required in production outside the demo (PAYMENTS_SANDBOX=true starts on the sandbox anyway: nobody is charged, operations see a warning)',
    );
  }
  if (e.NODE_ENV === 'production' && !demoData && !e.CFE_PROVIDER_URL && cleaned.CFE_ISSUER_RUT === undefined) {
    // Outside the demo, receipts must carry the company's own RUT, never the development default
    // (DGI's test company); an invalid one is refused above by its check digit (issue 38).
    throw new ConfigError(
      'Invalid configuration:\n  - CFE_ISSUER_RUT: required outside the demo (the RUT receipts are issued with)',
    );
  }
  // npm runs workspace scripts inside the workspace; relative paths are meant from where npm was started.
  const baseDir = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(baseDir, e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    jwtTtlSeconds: e.JWT_TTL_HOURS * 3600,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    whatsappNumber: e.WHATSAPP_NUMBER,
    supportPhone: e.SUPPORT_PHONE,
    demoData,
    logLevel: e.LOG_LEVEL,
    logFile: e.LOG_FILE ? path.resolve(baseDir, e.LOG_FILE) : null,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    registerLimitPerHour: e.REGISTER_LIMIT_PER_HOUR,
    commissionRateBps: e.COMMISSION_RATE_BPS,
    slotCapacity: e.SLOT_CAPACITY,
    paymentsSandboxWarning: e.NODE_ENV === 'production' && !(e.MP_ACCESS_TOKEN && e.MP_PUBLIC_KEY),
    mercadoPago:
      e.MP_ACCESS_TOKEN && e.MP_PUBLIC_KEY
        ? {
            accessToken: e.MP_ACCESS_TOKEN,
            publicKey: e.MP_PUBLIC_KEY,
            webhookSecret: e.MP_WEBHOOK_SECRET ?? null,
            baseUrl: e.MP_BASE_URL,
            sdkUrl: e.MP_SDK_URL,
          }
        : null,
    sandboxCardCurrencies: e.SANDBOX_CARD_CURRENCY === 'UYU' ? ['UYU'] : ['USD', 'UYU'],
    slotsWebhookUrl: e.SLOTS_WEBHOOK_URL ?? null,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    mailRetryBaseSeconds: e.MAIL_RETRY_BASE_SECONDS,
    reconcileEveryMs: e.RECONCILE_INTERVAL_SECONDS * 1000,
    reconcileAfterMs: e.RECONCILE_AFTER_SECONDS * 1000,
    invoicing: {
      issuer: {
        rut: e.CFE_ISSUER_RUT,
        name: e.CFE_ISSUER_NAME,
        address: e.CFE_ISSUER_ADDRESS,
        city: e.CFE_ISSUER_CITY,
        department: e.CFE_ISSUER_DEPARTMENT,
        branchCode: e.CFE_BRANCH_CODE,
        resolution: e.CFE_ISSUER_RESOLUTION,
        verificationUrl: (
          e.CFE_VERIFY_URL ?? `${(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '')}/comprobantes`
        ).replace(/\/$/, ''),
        ivaAlDia: e.CFE_IVA_AL_DIA,
      },
      certFile: e.CFE_CERT_FILE ? path.resolve(baseDir, e.CFE_CERT_FILE) : null,
      keyFile: e.CFE_KEY_FILE ? path.resolve(baseDir, e.CFE_KEY_FILE) : null,
      caeRanges: parseCaeRanges(e.CFE_CAE_RANGES),
      usdRate: e.CFE_USD_RATE,
      exchangeRates: { source: e.EXCHANGE_RATES_SOURCE, bcuUrl: e.BCU_URL ?? null },
      iva: { kits: e.CFE_IVA_KITS, meals: e.CFE_IVA_MEALS, consultations: e.CFE_IVA_CONSULTATIONS },
      warnRemaining: e.CFE_WARN_REMAINING,
      warnDays: e.CFE_WARN_DAYS,
      provider:
        e.CFE_PROVIDER_URL && e.CFE_PROVIDER_TOKEN ? { url: e.CFE_PROVIDER_URL, token: e.CFE_PROVIDER_TOKEN } : null,
      everyMs: e.CFE_INTERVAL_SECONDS * 1000,
    },
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
  };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** Without JWT_SECRET, one random secret is generated on first start and kept in DATA_DIR. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  } catch (err) {
    // A read-only or full DATA_DIR: say so, instead of a bare EROFS from deep inside the start.
    throw unusableDataDirError(dataDir, storageProblemOf(err) ?? 'read-only', null, err as Error);
  }
  return secret;
}
