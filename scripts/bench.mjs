// `npm run bench`: bundle weights of the built web app (gzip) and API latency under load
// (autocannon on loopback, bounded in time). Prints a Markdown table for docs/performance.md.
// Run `npm run build` first. Options: --skip-load (bundle sizes only).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function bundleReport() {
  const assets = path.join(dist, 'assets');
  const files = readdirSync(assets).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  // What the landing page loads before it can paint: the entry, its preloaded chunks and the
  // landing route chunk(s).
  const initial = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]));
  for (const f of files) if (/^landing-page-/.test(f)) initial.add(f);
  const rows = files
    .map((f) => ({ f, raw: statSync(path.join(assets, f)).size, gzip: gz(path.join(assets, f)) }))
    .sort((a, b) => b.gzip - a.gzip);
  const initialJs = rows.filter((r) => initial.has(r.f) && r.f.endsWith('.js')).reduce((s, r) => s + r.gzip, 0);
  const totalJs = rows.filter((r) => r.f.endsWith('.js')).reduce((s, r) => s + r.gzip, 0);
  console.log('\n## Bundle (gzip, level 9)\n');
  console.log(`- Landing page initial JavaScript: **${kb(initialJs)}**`);
  console.log(`- All JavaScript: ${kb(totalJs)} in ${rows.filter((r) => r.f.endsWith('.js')).length} files\n`);
  console.log('| file | raw | gzip | on landing |\n| --- | --- | --- | --- |');
  for (const r of rows.slice(0, 15))
    console.log(`| ${r.f} | ${kb(r.raw)} | ${kb(r.gzip)} | ${initial.has(r.f) ? 'yes' : ''} |`);
}

async function waitFor(url, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in ${ms} ms`);
}

async function loadReport() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nutritest-bench-'));
  const port = 3900;
  const started = Date.now();
  const server = spawn('npm', ['run', 'start:api'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/readyz`, 120_000);
    const firstStart = Date.now() - started;
    const login = await fetch(`${base}/v1/account/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'cliente@demo.uy', password: 'demo1234' }),
    }).then((r) => r.json());
    const targets = [
      { name: 'GET /healthz (no database)', url: `${base}/healthz` },
      { name: 'GET /v1/cost (database)', url: `${base}/v1/cost` },
      {
        name: 'GET /v1/account (token + database)',
        url: `${base}/v1/account`,
        headers: { authorization: `Bearer ${login.jwtToken}` },
      },
      { name: 'GET / (landing HTML)', url: `${base}/` },
    ];
    console.log(`\n## API under load (autocannon, 10 connections, 5 s each, PGlite, same machine)\n`);
    console.log(
      `- First start with a new database (initdb + migrations + demo data): ${(firstStart / 1000).toFixed(1)} s\n`,
    );
    console.log('| endpoint | req/s | p50 ms | p99 ms | errors |\n| --- | --- | --- | --- | --- |');
    for (const t of targets) {
      const r = await autocannon({ url: t.url, headers: t.headers, connections: 10, duration: 5 });
      console.log(
        `| ${t.name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors + r.non2xx} |`,
      );
    }
  } finally {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {}
    await new Promise((r) => setTimeout(r, 1000));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

bundleReport();
if (!process.argv.includes('--skip-load')) await loadReport();
