/**
 * The server's bundle (apps/api/build.mjs, decision 093) reads the files that sit beside the sources
 * (migrations, demo genotypes, the web build) from where the sources are. It can do so only for code
 * that locates them with `import.meta.dirname`, which the build rewrites: these tests fail on any
 * other way of finding a file from the code's own location, and check every rewritten path.
 * The bundle running for real is what the fault tests start (every API process of theirs) and the
 * browser journeys.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script (scripts/module-map.mjs), no types.
import { filesUnder } from '../../../../scripts/module-map.mjs';
// @ts-expect-error: a plain ES module without types (the build script).
import { buildServer } from '../../build.mjs';

const root = path.resolve(import.meta.dirname, '../../../..');
const sourceDirs = ['apps/api/src', 'packages/domain/src', 'packages/content/src'].map((d) => path.join(root, d));

const outdir = path.join(root, 'apps/api/dist', `test-${process.pid}`);
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe("the server's bundle", () => {
  // Without the files boundaries.test.ts plants for a moment, maybe while this runs in another worker.
  const files: string[] = sourceDirs.flatMap((dir) => filesUnder(dir));

  it('finds files only through import.meta.dirname', () => {
    const offenders = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return text.split('\n').flatMap((line, i) => {
        // Resolving a package (a bare name, not a file beside the code) from the code's location is
        // fine: node_modules is found the same way from the bundle (argon2's, PGlite's).
        const withoutResolve = line.replace(/createRequire\(import\.meta\.url\)\.resolve\('[@a-z][^'.][^']*'\)/g, '');
        return /import\.meta\.(url|filename)|__dirname|__filename/.test(withoutResolve)
          ? [`${path.relative(root, file)}:${i + 1}`]
          : [];
      });
    });
    expect(offenders).toEqual([]);
  });

  it('gives each import.meta.dirname the directory of its source, and that directory exists', async () => {
    const entry: string = await buildServer(outdir);
    const users = files.filter((file) => readFileSync(file, 'utf8').includes('import.meta.dirname'));
    expect(users.length).toBeGreaterThan(0);
    const bundle = readdirSync(outdir)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(path.join(outdir, name), 'utf8'))
      .join('\n');
    expect(existsSync(entry)).toBe(true);
    // Nothing left as it was: each one is `(import.meta.dirname + "/<path>")`.
    expect(bundle).not.toMatch(/import\.meta\.dirname(?! \+ ")/);
    const rewritten = [...bundle.matchAll(/import\.meta\.dirname \+ "([^"]+)"/g)].map((m) =>
      path.join(outdir, m[1] as string),
    );
    expect(new Set(rewritten)).toEqual(new Set(users.map((file) => path.dirname(file))));
  }, 60_000);
});
