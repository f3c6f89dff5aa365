import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Writes .br and .gz twins of every text asset after the build, so the API serves them
 * precompressed (no compression work per request, best ratio).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'nutritest-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    closeBundle() {
      // The prerender build (src/prerender) only runs in Node at build time.
      if (ssr) return;
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((f) => {
          const full = path.join(dir, f);
          return statSync(full).isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        // Every file, the smallest too: without a twin the server looks for it on disk on each
        // request before sending the file itself (issue 42: with twins for the ~120 files under 1 kB,
        // the files of a page's first load cost the server a third less CPU). A twin of a tiny file
        // may be a few bytes larger than the file; the browser does not mind.
        const data = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * Preloads the Nunito faces the first screen uses (latin subset, woff2; the @font-face rules come
 * from @fontsource with font-display: swap), so the text switches to them early.
 */
function preloadFonts(weights: readonly number[]): Plugin {
  return {
    name: 'nutritest-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {}).filter((f) =>
          weights.some((w) => new RegExp(`nunito-latin-${w}-normal-[\\w-]+\\.woff2$`).test(f)),
        );
        return files.map((f) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${f}`, crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * main.tsx imports both the landing (src/app/landing-shell.tsx) and the app (src/app/full-app.tsx) on
 * demand, so that neither carries the other. The chunks both need (React's renderer, MUI's core, the
 * query client) are needed by every page: preload them from the HTML, so the landing does not wait
 * for the entry to run before they start downloading.
 */
function preloadSharedChunks(): Plugin {
  return {
    name: 'nutritest-preload-shared-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (fileName: string | undefined, into = new Set<string>()) => {
          const chunk = fileName ? byFile.get(fileName) : undefined;
          if (!chunk || into.has(chunk.fileName)) return into;
          into.add(chunk.fileName);
          for (const f of chunk.imports) closure(f, into);
          return into;
        };
        const facade = (suffix: string) => chunks.find((c) => c.facadeModuleId?.endsWith(suffix))?.fileName;
        const entry = closure(chunks.find((c) => c.isEntry)?.fileName);
        const landing = closure(facade('/src/app/landing-shell.tsx'));
        const app = closure(facade('/src/app/full-app.tsx'));
        return [...landing]
          .filter((f) => app.has(f) && !entry.has(f))
          .map((f) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${f}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * zod/mini and classic zod are both built on zod's core (zod/v4/core), and the bundler tree-shakes a
 * module once for the whole app and puts it whole into one chunk: a page with a mini schema got every
 * part of the core that any classic schema of the app uses (+16 kB gzip on /platos-semanales,
 * measured), where its mini schemas need a few kB of it. So the modules reached from zod/mini get
 * their own ids (`?zod-mini=<group>`): each group of mini schemas gets a small copy of the core parts
 * it uses. A group is the domain's file under src/mini/ or the web feature that imports zod/mini (the
 * meals pages and mini/meals.ts share theirs): a page pays only for its own group's parts, and one
 * that loads classic zod too pays for those parts twice. The copies agree at run time: zod keeps its
 * configuration on globalThis and checks `instanceof` by trait. Build only (the dev server and the
 * tests use the one core).
 */
function zodMiniOwnCore(): Plugin {
  const marker = '?zod-mini=';
  const isMini = (source: string) => source === 'zod/mini' || source === 'zod/v4/mini';
  const groupOf = (importer: string) =>
    importer.match(/packages\/domain\/src\/mini\/([\w-]+)\.ts$/)?.[1] ??
    importer.match(/apps\/web\/src\/features\/([\w-]+)\//)?.[1] ??
    'web';
  return {
    name: 'nutritest-zod-mini-own-core',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const at = importer.indexOf(marker);
      if (at < 0 && !isMini(source)) return null;
      const from = at < 0 ? importer : importer.slice(0, at);
      const group = at < 0 ? groupOf(importer) : importer.slice(at + marker.length);
      const resolved = await this.resolve(source, from, { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.includes('?')) return resolved;
      return { ...resolved, id: `${resolved.id}${marker}${group}` };
    },
    load(id) {
      const at = id.indexOf(marker);
      return at < 0 ? null : readFileSync(id.slice(0, at), 'utf8');
    },
  };
}

const apiTarget = process.env.API_URL ?? 'http://localhost:3001';

/**
 * react-hook-form's `useForm` marks the form ready (`formState.isReady`) with a state update in a
 * layout effect: on the first render of every form page React then draws the whole form a second
 * time, synchronously, inside the commit of the first (on /signup ~30 ms on this machine, ~120 ms
 * of total blocking time on a slow phone: issue 23). The app never reads `isReady`; the form's
 * control still records it (`control._formState.isReady`), and the next state update carries it.
 * Decision 029 (docs/decisions): the exact lines are replaced at build time, and the build fails if
 * a new version of the library no longer has them, so the patch is looked at again on upgrade.
 */
function formReadyWithoutRedraw(): Plugin {
  const before = `        updateFormState((data) => ({
            ...data,
            isReady: true,
        }));
        control._formState.isReady = true;`;
  return {
    name: 'nutritest-form-ready-without-redraw',
    apply: 'build',
    transform(code, id) {
      if (!/react-hook-form\/dist\/index\.esm\.mjs$/.test(id)) return null;
      if (!code.includes(before)) {
        throw new Error('react-hook-form changed: review formReadyWithoutRedraw in apps/web/vite.config.ts');
      }
      return { code: code.replace(before, '        control._formState.isReady = true;'), map: null };
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    zodMiniOwnCore(),
    preloadFonts([400, 800]),
    preloadSharedChunks(),
    formReadyWithoutRedraw(),
    precompress(),
  ],
  server: {
    port: Number(process.env.WEB_PORT ?? 3000),
    proxy: {
      '/v1': apiTarget,
      '/healthz': apiTarget,
      '/readyz': apiTarget,
      '/sandbox': apiTarget,
      '/uploads': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: process.env.BUILD_SOURCEMAP === '1' ? 'hidden' : false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    // Fewer, larger files (decision 086): automatic code splitting gave a module shared by two lazy
    // chunks a file of its own, down to a few bytes (MUI's ownerDocument: 65 B), and a first visit to
    // the weekly menu loaded 74 scripts. Each file costs the main thread a task of its own (its
    // request, the end of its compilation, linking), and those tasks were most of what Lighthouse
    // counts as blocking time. Rolldown copies each common chunk under 32 kB (source size) into the
    // chunks that use it, with one shared registry so every module still runs once with one state
    // (https://rolldown.rs/in-depth/inline-common-chunks); it needs strict execution order (modules
    // wrapped, +2–10 kB gzip per route) and entry exports it may drop, so it is the browser build's
    // only (the prerender build's entry keeps its exports). Styles keep their files: Vite's CSS plugin
    // would emit a style module once per copy. The menu's scripts 74 → 19; Lighthouse's TBT, builds
    // measured in turn, in the decision.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              experimentalInlineCommonChunks: {
                maxSize: 32 * 1024,
                exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
              },
            },
          },
        },
    // A lazy chunk's CSS is still loaded with it, but not its JavaScript dependencies: Vite's helper
    // added one <link rel="modulepreload"> per dependency (77 on /results), and adding them took
    // ~30 ms of the page's first long task on this machine, ×4 in Lighthouse's mobile profile. The
    // browser fetches a chunk's imports itself; the chunks every page needs are already preloaded
    // from the HTML (preloadSharedChunks). Measured in docs/journal/performance-history.md (issue 23).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    css: false,
    // The tests' user-event, set up without its pointer-events check (test/user-event.ts, issue 19).
    alias: [
      { find: /^@testing-library\/user-event$/, replacement: path.resolve(import.meta.dirname, 'test/user-event.ts') },
    ],
    // The files of a worker share its loaded modules (React, MUI, the app's own), as the API project
    // does: a fresh VM context per file (vmForks, issue 19) evaluated them again for every file, about
    // a third of this project's CPU (issue 42: 320 s → 206 s of CPU for the whole project, measured
    // side by side). What a file leaves in shared state is reset by test/setup.ts before the next one
    // (Emotion's caches, storage, the public configuration); a file that mocks a module loads the
    // modules anew first (`vi.hoisted(() => vi.resetModules())`), checked by src/test-isolation.test.ts.
    pool: 'forks',
    execArgv: ['--max-semi-space-size=32'],
    isolate: false,
    // Time-outs catch hangs, not slowness (issue 42): component journeys with real timers (1 s
    // progress lines, 3.3 s auto sign-in) run beside other suites on a 2-core machine, where a
    // journey that takes 5 s alone took over 20 s. A hang still fails, later.
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // On CI (the same busy machine), a component journey that fails is run once more, as the
    // browser journeys are (e2e/playwright.config.ts): a timing flake passes, a real fault fails twice.
    retry: process.env.CI ? 1 : 0,
  },
}));
