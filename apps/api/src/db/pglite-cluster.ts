import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * A new embedded database starts from a copy of an empty cluster made once per installation
 * (decision 094). PGlite makes a new cluster with PostgreSQL's initdb, compiled to WebAssembly: about
 * 7 s of CPU on this machine kind, at every start on an empty data directory (a first `npm start`,
 * each browser journey run, the fault tests). What initdb writes depends only on the PGlite release,
 * so the first one is kept, shut down cleanly, and later ones copy its files instead (about 0.8 s
 * for the copy and the start, issue 42).
 *
 * The copy is only ever an empty cluster: the product's tables come from the migrations, applied
 * after it as on any other start.
 */

/** Where the empty cluster of the installed PGlite is kept, or null if PGlite's package cannot be found. */
export function defaultClusterCacheDir(): string | null {
  try {
    // …/node_modules/@electric-sql/pglite/dist/index.cjs: the package is two folders up from it.
    let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    while (!existsSync(path.join(dir, 'package.json'))) {
      const parent = path.dirname(dir);
      if (parent === dir) return null;
      dir = parent;
    }
    const { name, version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      name?: string;
      version?: string;
    };
    if (name !== '@electric-sql/pglite' || !version) return null;
    const nodeModules = path.resolve(dir, '..', '..');
    return path.join(nodeModules, '.cache', 'nutritest-pglite-cluster', version);
  } catch {
    return null;
  }
}

const isCluster = (dir: string) => existsSync(path.join(dir, 'PG_VERSION'));

/**
 * The kept empty cluster in `cacheDir`, made now if there is none yet. It appears at once or not at
 * all: made aside and renamed, so a process never copies half of one, and of two processes making
 * it together (the journeys' two servers) the first rename wins and the other uses it.
 */
export async function emptyCluster(cacheDir: string, make = initdb): Promise<string> {
  if (isCluster(cacheDir)) return cacheDir;
  const parent = path.dirname(cacheDir);
  mkdirSync(parent, { recursive: true });
  removeAbandoned(parent, path.basename(cacheDir));
  const making = `${cacheDir}.making-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await make(making);
    try {
      renameSync(making, cacheDir);
    } catch (err) {
      if (!isCluster(cacheDir)) throw err;
    }
  } finally {
    rmSync(making, { recursive: true, force: true });
  }
  return cacheDir;
}

/** PGlite's initdb in `dir`, then a clean shutdown (a checkpoint): the copies start without recovery. */
async function initdb(dir: string) {
  const client = new PGlite(dir);
  await client.waitReady;
  await client.close();
}

/** Clusters being made by processes that ended before renaming them (killed), an hour old or more. */
function removeAbandoned(parent: string, name: string) {
  for (const entry of readdirSync(parent)) {
    if (!entry.startsWith(`${name}.making-`)) continue;
    const p = path.join(parent, entry);
    try {
      if (Date.now() - statSync(p).mtimeMs > 3_600_000) rmSync(p, { recursive: true, force: true });
    } catch {
      // Removed meanwhile by another process.
    }
  }
}

/**
 * Fills `dir`, PGlite's data directory, with a copy of the empty cluster if it holds no cluster yet;
 * true if it did. Copied aside and renamed: a start killed halfway leaves no half cluster that the
 * next start would take for a database. Anything that stops it (a read-only node_modules, no room
 * for the kept cluster) leaves `dir` as it was, and PGlite runs initdb there as before.
 * The caller holds the data directory's lock (client.ts), so no other process writes `dir`.
 */
export async function seedFromEmptyCluster(dir: string, cacheDir: string | null = defaultClusterCacheDir()) {
  if (!cacheDir || isCluster(dir)) return false;
  const staging = `${dir}.copy-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    // A copy left by a start that was killed during it: no other process copies here (the lock).
    const parent = path.dirname(dir);
    for (const entry of existsSync(parent) ? readdirSync(parent) : []) {
      if (entry.startsWith(`${path.basename(dir)}.copy-`))
        rmSync(path.join(parent, entry), { recursive: true, force: true });
    }
    const source = await emptyCluster(cacheDir);
    cpSync(source, staging, { recursive: true });
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
