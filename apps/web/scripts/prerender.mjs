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
import { disableControls, hoistStyles } from './snapshot-html.mjs';

const webDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(webDir, 'dist');
const ssrOut = path.join(webDir, 'node_modules/.prerender');

/** The public pages, besides `/`, whose first screen is drawn from the HTML, with their page module. */
const ROUTES = {
  '/login': ['login.html', 'src/features/auth/login-page.tsx'],
  '/resetpassword': ['reset-password.html', 'src/features/password/reset-password-page.tsx'],
  '/terminos-condiciones-uso-uy': ['terms.html', 'src/features/legal/terms-page.tsx'],
  // Drawn for exactly this query (the customer's sign-up, the link of the landing and /login).
  '/signup?user=1': ['signup.html', 'src/features/signup/signup-page.tsx'],
  // Drawn without a query (a query there is the return from paying or the signed-in orders' view);
  // a new visitor's first screen: the menu loading, the default zone, an empty cart.
  '/platos-semanales?': ['meals.html', 'src/features/meals/meals-page.tsx'],
  // Drawn for exactly these parameters, `*` standing for any link id or token (apps/api/src/app.ts):
  // the page's first screen while it asks the server about the link (issue 23: first visits).
  '/verified?id=*&token=*': ['verified.html', 'src/features/verify-email/verify-email-page.tsx'],
  '/createUser?patient=*': ['create-user-patient.html', 'src/features/create-user/create-user-page.tsx'],
  '/createUser?user=*': ['create-user-employee.html', 'src/features/create-user/create-user-page.tsx'],
};
/** The address a route is drawn at: each `*` a made-up value of a real link's shape. */
const SAMPLE_VALUE = 'snapshot-link-0000000000000000000000000000';
const drawnAt = (route) => route.replaceAll('*', SAMPLE_VALUE);

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
 * On a touch screen the root's scrollbar stays hidden until the page first scrolls (boot.js shows it
 * then): a phone otherwise shows it with the first frame and fades it out over the next ~18 frames,
 * each one composited (and, under Lighthouse, captured) while the app starts (decision 091). Touch
 * screens draw their scrollbars over the page, so hiding one moves nothing; elsewhere the rule does
 * not apply.
 */
const quietScrollbar =
  '<style>@media (hover: none) and (pointer: coarse) { html[data-quiet-scrollbar] { scrollbar-width: none } }</style>';

/**
 * The page with `root` as the content of its root element, and the entry script and module preloads
 * of the head replaced by /boot.js (public/boot.js), which loads them (and the chunks of
 * `pageModules`) once that content has painted.
 */
const page = (root, pageModules, styles = '', title = null) => {
  const modules = new Set();
  for (const m of pageModules) closure(m, modules);
  for (const f of entryFiles) modules.add(f);
  modules.delete(manifest[entryKey].file);
  const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const entry = template.match(entryTag)?.[1];
  if (!entry) throw new Error('dist/index.html has no entry script');
  // Every modulepreload of the head goes, Vite's own for the entry's imports (`crossorigin`) as well
  // as the plugin's for the shared chunks (`crossorigin=""`): boot.js asks for them after the first
  // paint. Left in the head, Chromium sometimes held the snapshot's first paint back to its next
  // 1-second tick (issue 42: first paint at 0.25, 1.25 or 2.25 s under Lighthouse; 11 of 45 runs of
  // /login with them, 0 of 45 without).
  const headPreload = /\s*<link rel="modulepreload" crossorigin(?:="")? href="([^"]+)">/g;
  const shared = [...template.matchAll(headPreload)].map((m) => m[1]);
  const preload = [...new Set([...shared, ...[...modules].map((f) => `/${f}`)])];
  const boot = `<script defer src="/boot.js" data-entry="${entry}" data-preload="${preload.join(' ')}"></script>`;
  return template
    .replace(headPreload, '')
    .replace(entryTag, `\n    ${boot}`)
    .replace(/<html([^>]*)>/, '<html$1 data-quiet-scrollbar>')
    .replace('</head>', `${quietScrollbar}${styles}</head>`)
    .replace(/<title>[^<]*<\/title>/, title ? `<title>${title}</title>` : '$&')
    .replace(marker, root);
};
// Every class a snapshot uses has its style in that page (checked once all are drawn, below).
const snapshotStyles = [];
const styleNames = (head, body) => ({
  styled: new Set([...head.matchAll(/data-snapshot-css="([^"]*)"/g)].flatMap((m) => m[1].split(' '))),
  used: new Set([...body.matchAll(/\bcss-([a-z0-9]+)\b/g)].map((m) => m[1])),
});
/** The styles of the cards a page draws with its data (src/prerender/entry.tsx), as Emotion drew them. */
const SEEDS = { 'meals.html': 'meals', 'foods.html': 'foods', 'results.html': 'results' };
const seedsOf = async (file) => (SEEDS[file] ? await entry.renderStyleSeeds(SEEDS[file]) : '');
/** Of the seeds' component styles, only those the page's snapshot does not already have, once each. */
function newStyles(seeds, known) {
  const seen = new Set(known);
  let css = '';
  const names = [];
  for (const [, ids, rules] of seeds.matchAll(/<style data-emotion="css ([^"]*)">([\s\S]*?)<\/style>/g)) {
    const fresh = ids.split(' ').filter((id) => !seen.has(id));
    if (fresh.length === 0) continue;
    for (const id of fresh) seen.add(id);
    names.push(...fresh);
    css += rules;
  }
  return names.length === 0 ? '' : `<style data-snapshot-css="${names.join(' ')}">${css}</style>`;
}
const withSnapshot = (kind, snapshot, pageModules, seeds = '', title = null) => {
  const { head: drawn, body } = hoistStyles(snapshot);
  const head = drawn + newStyles(seeds, styleNames(drawn, '').styled);
  snapshotStyles.push({ kind, ...styleNames(head, body) });
  return page(`<div id="root" data-snapshot="${kind}">${disableControls(body)}</div>`, pageModules, head, title);
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

// Every other page of the app: until the app draws, the same spinner as its loading screen
// (FullPageSpinner), drawn by the HTML alone, so a page is never blank while its code downloads;
// the app's chunk is preloaded with the entry instead of after it.
const spinner =
  '<div style="min-height:60vh;display:grid;place-items:center">' +
  '<svg role="progressbar" aria-label="Cargando" width="40" height="40" viewBox="22 22 44 44">' +
  '<circle cx="44" cy="44" r="20.2" fill="none" stroke="#6f58dc" stroke-width="3.6" stroke-linecap="round" stroke-dasharray="80 200">' +
  '<animateTransform attributeName="transform" type="rotate" from="0 44 44" to="360 44 44" dur="1.4s" repeatCount="indefinite"/>' +
  '</circle></svg></div>';
write('app.html', page(`<div id="root">${spinner}</div>`, ['src/app/full-app.tsx']));
write('index.html', withSnapshot('landing', entry.renderLanding(), ['src/app/landing-shell.tsx']));
for (const [route, [file, page]] of Object.entries(ROUTES)) {
  const html = await entry.renderRoute(drawnAt(route));
  if (html.includes(SAMPLE_VALUE)) throw new Error(`${route}: the snapshot shows the link's value`);
  write(
    `prerendered/${file}`,
    withSnapshot('app', html, ['src/app/full-app.tsx', page], await seedsOf(file), entry.pageTitle(route)),
  );
}
// The signed-in first screens (issue 23: a first visit with a session and an empty cache), drawn for a
// customer with results before the page's data arrives, with no name or personal data. Never
// hydrated (`data-snapshot="session"`): the app draws the visitor's own page over it (main.tsx), so
// a visitor without a session, or one the routing rule sends elsewhere, sees it only until then.
const SIGNED_IN_ROUTES = {
  '/results': ['results.html', 'src/features/results/results-page.tsx'],
  '/foods': ['foods.html', 'src/features/foods/foods-page.tsx'],
};
for (const [route, [file, page]] of Object.entries(SIGNED_IN_ROUTES)) {
  const html = await entry.renderRoute(route, { signedIn: true });
  write(
    `prerendered/${file}`,
    withSnapshot('session', html, ['src/app/full-app.tsx', page], await seedsOf(file), entry.pageTitle(route)),
  );
}
const routeFiles = Object.fromEntries(
  [...Object.entries(ROUTES), ...Object.entries(SIGNED_IN_ROUTES)].map(([route, [file]]) => [route, file]),
);
// A class can be without rules (MUI's accordion region: Emotion writes nothing for it); but a class
// whose style another page has and this one lacks was left out, as a cache shared by the build's
// renders would do, and the page would paint unstyled until the app starts.
const everyStyled = new Set(snapshotStyles.flatMap((s) => [...s.styled]));
for (const { kind, styled, used } of snapshotStyles) {
  const missing = [...used].filter((name) => everyStyled.has(name) && !styled.has(name));
  if (missing.length > 0) {
    throw new Error(`a ${kind} snapshot uses classes without their styles: css-${missing.slice(0, 5).join(', css-')}`);
  }
}
writeFileSync(path.join(dist, 'prerendered/routes.json'), `${JSON.stringify(routeFiles, null, 2)}\n`);
rmSync(ssrOut, { recursive: true, force: true });
console.info(`prerendered: ${written.join(', ')}`);
