// After `vite build`: snapshots of the first screen of the landing page and a few public pages
// (src/prerender/entry.tsx), written into the built HTML so the browser paints them before any
// script runs (issue 11, Lighthouse). The API serves (apps/api/src/app.ts, registerWebApp):
//   dist/index.html                 `/` with the landing's snapshot;
//   dist/prerendered/<name>.html    the routes of dist/prerendered/routes.json, each with its snapshot;
//   dist/app.html                   every other page of the app: the empty shell.
// main.tsx draws the live page over a snapshot in one commit once its code has arrived. The
// snapshot's controls are disabled until then, so nothing typed or clicked early is lost; links
// work as plain links.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { disableControls } from './snapshot-html.mjs';

const webDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(webDir, 'dist');
const ssrOut = path.join(webDir, 'node_modules/.prerender');

/** The public pages, besides `/`, whose first screen is drawn from the HTML, with their page module. */
const ROUTES = {
  '/login': ['login.html', 'src/features/auth/login-page.tsx'],
  '/resetpassword': ['reset-password.html', 'src/features/password/reset-password-page.tsx'],
  '/terminos-condiciones-uso-uy': ['terms.html', 'src/features/legal/terms-page.tsx'],
};

await build({
  root: webDir,
  configFile: path.join(webDir, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: 'src/prerender/entry.tsx', outDir: ssrOut, emptyOutDir: true, copyPublicDir: false, manifest: false },
});
const entry = await import(pathToFileURL(path.join(ssrOut, 'entry.js')).href);

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const marker = '<div id="root"></div>';
if (!template.includes(marker)) throw new Error(`dist/index.html has no ${marker}`);

// The code a snapshot page needs: the entry's, then (preloaded) the page's chunks with their imports.
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const closure = (key, into = new Set()) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const k of chunk.imports ?? []) closure(k, into);
  return into;
};
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entryFiles = closure(entryKey);

/**
 * The snapshot in the root, and the entry script and module preloads of the head replaced by
 * /boot.js (public/boot.js), which loads them once the snapshot has painted.
 */
const withSnapshot = (kind, snapshot, pageModules) => {
  const modules = new Set();
  for (const m of pageModules) closure(m, modules);
  for (const f of entryFiles) modules.add(f);
  modules.delete(manifest[entryKey].file);
  const preload = [...modules].map((f) => `/${f}`);
  const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const entry = template.match(entryTag)?.[1];
  if (!entry) throw new Error('dist/index.html has no entry script');
  const shared = [...template.matchAll(/<link rel="modulepreload" crossorigin="" href="([^"]+)">/g)].map((m) => m[1]);
  const boot = `<script defer src="/boot.js" data-entry="${entry}" data-preload="${[...new Set([...shared, ...preload])].join(' ')}"></script>`;
  return template
    .replace(/\s*<link rel="modulepreload" crossorigin="" href="[^"]+">/g, '')
    .replace(entryTag, `\n    ${boot}`)
    .replace(marker, `<div id="root" data-snapshot="${kind}">${disableControls(snapshot)}</div>`);
};

const written = [];
const write = (file, html) => {
  const full = path.join(dist, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, html);
  writeFileSync(`${full}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${full}.gz`, gzipSync(html, { level: 9 }));
  written.push(`${file} ${(Buffer.byteLength(html) / 1024).toFixed(0)} kB`);
};

write('app.html', template);
write('index.html', withSnapshot('landing', entry.renderLanding(), ['src/app/landing-shell.tsx']));
for (const [route, [file, page]] of Object.entries(ROUTES)) {
  write(`prerendered/${file}`, withSnapshot('app', await entry.renderRoute(route), ['src/app/full-app.tsx', page]));
}
const routeFiles = Object.fromEntries(Object.entries(ROUTES).map(([route, [file]]) => [route, file]));
writeFileSync(path.join(dist, 'prerendered/routes.json'), `${JSON.stringify(routeFiles, null, 2)}\n`);
rmSync(ssrOut, { recursive: true, force: true });
console.info(`prerendered: ${written.join(', ')}`);
