/**
 * The fault suite's machinery: a throw-away PostgreSQL cluster that can be stopped and started,
 * an SMTP sink that can go down and come back, and real API processes (`node server.js`, the server's
 * bundle that build-server.ts makes for the run, decision 093) that can be killed. Nothing here runs
 * inside the API process.
 */
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { FAULTS_SERVER_DIR } from './build-server';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
export const JWT_SECRET = 'fault-tests-shared-secret-0123456789abcdef';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it returns a truthy value (answered) or the time is up (throws with `what`). */
export async function waitFor<T>(what: string, check: () => Promise<T> | T, timeoutMs = 30_000, everyMs = 200) {
  const until = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (err) {
      last = err;
    }
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await sleep(everyMs);
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// ------------------------------------------------------------------ PostgreSQL

export interface PgCluster {
  url: string;
  port: number;
  /** A pool the test uses to check the tables (fails while the cluster is stopped). */
  pool: pg.Pool;
  query<T extends pg.QueryResultRow = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  /** pg_ctl stop -m fast (connections are terminated), without blocking the test's event loop. */
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

function pgBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const latest = versions.at(-1);
  if (!latest)
    throw new Error('PostgreSQL server binaries not found in /usr/lib/postgresql/*/bin (apt-get install postgresql)');
  return path.join(root, latest, 'bin');
}

const isRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as user postgres when we are root (the server refuses to run as root). */
function runPg(command: string): string {
  if (isRoot) return execFileSync('su', ['postgres', '-s', '/bin/bash', '-c', command], { encoding: 'utf8' });
  return execFileSync('bash', ['-c', command], { encoding: 'utf8' });
}

function runPgAsync(command: string): Promise<void> {
  const [file, args] = isRoot
    ? (['su', ['postgres', '-s', '/bin/bash', '-c', command]] as const)
    : (['bash', ['-c', command]] as const);
  return new Promise((resolve, reject) => {
    execFile(file, [...args], (err) => (err ? reject(err) : resolve()));
  });
}

/** initdb + pg_ctl start of a fresh cluster on a free port, trust auth, fsync off (a throw-away). */
export async function startPostgres(): Promise<PgCluster> {
  const bin = pgBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'nutritest-faults-pg-'));
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const port = await freePort();
  const data = path.join(dir, 'data');
  runPg(`${bin}/initdb -D ${data} --auth=trust -U postgres >/dev/null`);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`;
  const startCommand = `${bin}/pg_ctl -D ${data} -o "${options}" -l ${dir}/log -w -t 60 start >/dev/null`;
  const stopCommand = `${bin}/pg_ctl -D ${data} -m fast -w -t 60 stop >/dev/null`;
  runPg(startCommand);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const pool = new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 2000 });
  pool.on('error', () => {});
  return {
    url,
    port,
    pool,
    async query(text, values) {
      return (await pool.query(text, values)).rows;
    },
    stop: () => runPgAsync(stopCommand),
    start: () => runPgAsync(startCommand),
    async destroy() {
      await pool.end().catch(() => {});
      await runPgAsync(stopCommand).catch(() => {
        // already stopped
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ------------------------------------------------------------------ SMTP sink

export interface SinkMessage {
  to: string;
  subject: string;
  messageId: string;
  at: number;
}

export interface SmtpSink {
  port: number;
  url: string;
  messages: SinkMessage[];
  /** Closes the port: connections are refused until start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
  to(address: string): SinkMessage[];
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

/** A real SMTP server (the `smtp-server` package) that records every message it accepts. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const port = await freePort();
  const messages: SinkMessage[] = [];
  let server: SMTPServer | undefined;
  const listen = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      closeTimeout: 500,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          for (const rcpt of session.envelope.rcptTo) {
            messages.push({
              to: rcpt.address.toLowerCase(),
              subject: header(raw, 'subject'),
              messageId: header(raw, 'message-id'),
              at: Date.now(),
            });
          }
          callback();
        });
      },
    });
    const s = server;
    await new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => resolve());
    });
  };
  const stop = async () => {
    const s = server;
    server = undefined;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  await listen();
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    stop,
    start: listen,
    close: stop,
    to: (address) => messages.filter((m) => m.to === address.toLowerCase()),
  };
}

// ------------------------------------------------------------------ API processes

export interface ApiProcess {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  logFile: string;
  /** Resolves when the process has ended, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): void;
  /** The log lines (pino JSON) written so far. */
  logs(): Array<Record<string, unknown>>;
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  json<T = unknown>(pathname: string, init?: RequestInit): Promise<{ status: number; body: T }>;
}

export interface ApiOptions {
  name: string;
  /** undefined = the embedded PGlite in the data directory. */
  databaseUrl?: string;
  /** undefined = the mail files in the data directory. */
  smtpUrl?: string;
  /** A data directory the test owns (kept after the process ends); default: a fresh one, removed at exit. */
  dataDir?: string;
  port?: number;
  env?: Record<string, string>;
  /** How long to wait for /readyz (the first start migrates and seeds). */
  readyTimeoutMs?: number;
}

const logDir = mkdtempSync(path.join(tmpdir(), 'nutritest-faults-logs-'));

/** Spawns the server's bundle as `npm run start:api` would (`node dist/server.js`), and waits for /readyz. */
export async function startApi(options: ApiOptions): Promise<ApiProcess> {
  const api = await spawnApi(options);
  let ended = false;
  void api.exited.then(() => {
    ended = true;
  });
  await waitFor(
    `${options.name} to be ready (log: ${api.logFile})`,
    async () => {
      if (ended) throw new Error(`${options.name} exited during start:\n${tail(api.logFile)}`);
      const res = await fetch(`${api.url}/readyz`).catch(() => null);
      return res?.status === 200;
    },
    options.readyTimeoutMs ?? 90_000,
    250,
  );
  return api;
}

/** Spawns the API process without waiting for it to be ready (a start that must fail, or be timed). */
export async function spawnApi(options: ApiOptions): Promise<ApiProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), `nutritest-faults-${options.name}-`));
  const logFile = path.join(logDir, `${options.name}-${port}-${randomUUID().slice(0, 8)}.log`);
  const out = openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(FAULTS_SERVER_DIR, 'server.js')], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      JWT_SECRET,
      ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
      DEMO_DATA: '1',
      LOG_LEVEL: 'info',
      // Many requests come from 127.0.0.1: the tests say who the client is (x-forwarded-for), as a load balancer would.
      TRUST_PROXY: 'true',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...options.env,
    },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const url = `http://127.0.0.1:${port}`;
  const api: ApiProcess = {
    name: options.name,
    port,
    url,
    child,
    logFile,
    exited,
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    logs() {
      return readFileSync(logFile, 'utf8')
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => {
          try {
            return JSON.parse(l) as Record<string, unknown>;
          } catch {
            return {};
          }
        });
    },
    fetch: (pathname, init) => fetch(`${url}${pathname}`, init),
    async json(pathname, init) {
      const res = await fetch(`${url}${pathname}`, init);
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // plain text answer
      }
      return { status: res.status, body: body as never };
    },
  };
  if (!options.dataDir) {
    void exited.then(() => rmSync(dataDir, { recursive: true, force: true }));
  }
  return api;
}

/**
 * Runs one of the API's scripts (`apps/api/src/scripts/<name>.ts`) as its npm script would, with
 * this environment; resolves with its exit code and everything it printed.
 */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `apps/api/src/scripts/${script}.ts`, ...args], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.once('exit', (code) => resolve({ code, output }));
  });
}

export function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Stops a process we started (SIGTERM, then SIGKILL after 15 s) and waits for it. */
export async function stopApi(api: ApiProcess | undefined) {
  if (!api) return;
  if (api.child.exitCode !== null || api.child.signalCode !== null) return;
  api.kill('SIGTERM');
  const timer = setTimeout(() => api.kill('SIGKILL'), 15_000);
  await api.exited;
  clearTimeout(timer);
}

export const jsonHeaders = (extra: Record<string, string> = {}) => ({ 'content-type': 'application/json', ...extra });

/** A distinct client address per call, so the per-IP rate limits see many clients (TRUST_PROXY). */
let clientSeq = 0;
export function clientIp(): string {
  clientSeq += 1;
  return `10.${(clientSeq >> 16) & 255}.${(clientSeq >> 8) & 255}.${clientSeq & 255}`;
}

export interface FaultStack {
  db: PgCluster;
  sink: SmtpSink;
  api: ApiProcess;
}

/**
 * The usual stage of a fault test file: its own PostgreSQL, SMTP sink and one API process (`name`,
 * extra `env`), started before the file's tests and stopped after them. Read its parts in the tests
 * (`stack.api`), once they have started.
 */
export function faultStack(name: string, env: Record<string, string> = {}): FaultStack {
  const stack = {} as FaultStack;
  beforeAll(async () => {
    [stack.db, stack.sink] = await Promise.all([startPostgres(), startSmtpSink()]);
    stack.api = await startApi({ name, databaseUrl: stack.db.url, smtpUrl: stack.sink.url, env });
  });
  afterAll(async () => {
    await stopApi(stack.api);
    await stack.sink?.close();
    await stack.db?.destroy();
  });
  return stack;
}
