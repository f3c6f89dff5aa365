import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The API test files that never reach a database: neither they nor anything they import, however
 * deeply, imports a database driver (PGlite, node-postgres, Drizzle's adapters for them). What they
 * test (pure functions, the CFE's XML against DGI's XSD, the invoice PDF, the architecture's rules)
 * does not change with the database, so the API suite's second run, on PostgreSQL, leaves them out
 * (vitest.config.ts): they run once, in `npm test` (issue 42, CI's time). A file that reaches the
 * database through any import, a helper's or a module's, runs on both. Relative imports are followed
 * through the source; a package import counts only when it is one of the drivers.
 */
const DRIVERS = /^(pg|@electric-sql\/pglite|drizzle-orm\/(pglite|node-postgres))(\/|$)/;
/** `import … from`, `export … from`, a side-effect `import '…'`, `import('…')` and `require('…')`. */
const IMPORT =
  /(?:^|[\s;])(?:(?:import|export)\s[^'"]*?from\s*|import\s*)['"]([^'"]+)['"]|(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, base.replace(/\.js$/, '.ts'), path.join(base, 'index.ts')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

export function databaseFreeTestFiles(apiRoot: string, testDirs = ['src', 'test']): string[] {
  const reaches = new Map<string, boolean>();
  const reachesDatabase = (file: string, visiting: Set<string>): boolean => {
    const known = reaches.get(file);
    if (known !== undefined) return known;
    // An import cycle: the file's own imports decide (it is judged when the cycle unwinds).
    if (visiting.has(file)) return false;
    visiting.add(file);
    let result = false;
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? '';
      if (DRIVERS.test(specifier)) result = true;
      else if (specifier.startsWith('.')) {
        const target = resolve(file, specifier);
        if (target && reachesDatabase(target, visiting)) result = true;
      }
      if (result) break;
    }
    visiting.delete(file);
    reaches.set(file, result);
    return result;
  };
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(full);
      return /\.test\.ts$/.test(entry.name) ? [full] : [];
    });
  return testDirs
    .flatMap((dir) => walk(path.join(apiRoot, dir)))
    .filter((file) => !reachesDatabase(file, new Set()))
    .map((file) => path.relative(apiRoot, file));
}
