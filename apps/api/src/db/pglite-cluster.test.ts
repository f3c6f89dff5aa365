import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../test/temp-dirs';
import { type DatabaseHandle, openDatabase } from './client';
import { defaultClusterCacheDir, emptyCluster, seedFromEmptyCluster } from './pglite-cluster';

const freshDir = tempDirs('nutritest-cluster-');

const rows = async <T>(handle: DatabaseHandle, query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * A kept cluster for one test, made from the installation's own (made by PGlite's initdb in the
 * suite's global setup, test/global-setup.ts) through the same making and renaming as the real one,
 * with a marker file that shows where a data directory's files came from.
 */
async function keptCluster() {
  const installed = defaultClusterCacheDir();
  expect(installed, "PGlite's package is found").not.toBeNull();
  const cache = path.join(freshDir(), 'cache', '0.0.0');
  await emptyCluster(cache, async (dir) => {
    cpSync(await emptyCluster(installed!), dir, { recursive: true });
    writeFileSync(path.join(dir, 'copied-from-the-kept-cluster'), '');
  });
  return cache;
}

// The embedded database's own start: the API suite's second run, on PostgreSQL, has nothing to add.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'a new embedded database starts from a copy of the kept empty cluster (decision 094)',
  () => {
    it('is kept beside the installed PGlite, one per PGlite release', async () => {
      const dir = defaultClusterCacheDir()!;
      const { version } = JSON.parse(
        await readFile(path.join(dir, '../../../@electric-sql/pglite/package.json'), 'utf8'),
      ) as { version: string };
      expect(dir.split(path.sep).slice(-4)).toEqual(['node_modules', '.cache', 'nutritest-pglite-cluster', version]);
    });

    it('copies it into a new data directory, which is then migrated as any other; the kept cluster stays as it was', async () => {
      const cache = await keptCluster();
      const files = () =>
        readdirSync(cache, { recursive: true, withFileTypes: true })
          .filter((f) => f.isFile())
          .map((f) => {
            const file = path.join(f.parentPath, f.name);
            const { size, mtimeMs } = statSync(file);
            return `${path.relative(cache, file)} ${size} ${mtimeMs}`;
          })
          .sort();
      const before = files();
      const data = freshDir();
      const handle = await openDatabase({ dataDir: data, clusterCacheDir: cache });
      try {
        expect(existsSync(path.join(data, 'db', 'copied-from-the-kept-cluster'))).toBe(true);
        expect(await rows(handle, sql`select count(*)::int as n from accounts`)).toEqual([{ n: 0 }]);
      } finally {
        await handle.close();
      }
      // What the copy wrote (the migrations, the shutdown's checkpoint) stayed in the copy.
      expect(files()).toEqual(before);
      expect(readdirSync(data).sort()).toEqual(['db', 'db.lock']);

      // A data directory that holds a database is never replaced by a copy.
      writeFileSync(path.join(data, 'db', 'written-since'), '');
      expect(await seedFromEmptyCluster(path.join(data, 'db'), cache)).toBe(false);
      expect(existsSync(path.join(data, 'db', 'written-since'))).toBe(true);
    });

    it('leaves the data directory as it was when the cluster cannot be kept (read-only or full disk: initdb as before)', async () => {
      const base = freshDir();
      const blocker = path.join(base, 'not-a-directory');
      writeFileSync(blocker, '');
      const dir = path.join(base, 'data', 'db');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'left-by-someone'), 'x');
      expect(await seedFromEmptyCluster(dir, path.join(blocker, 'cache', '0.0.0'))).toBe(false);
      expect(readdirSync(path.dirname(dir)).sort()).toEqual(['db']);
      expect(readdirSync(dir)).toEqual(['left-by-someone']);
      // No cache at all (PGlite's package not found): nothing is copied.
      expect(await seedFromEmptyCluster(dir, null)).toBe(false);
    });

    it('of two processes making it together, one cluster stays and both use it; nothing half-made is left', async () => {
      const cache = path.join(freshDir(), 'cache', '0.0.0');
      const made: string[] = [];
      const maker = (id: string, ms: number) => async (dir: string) => {
        mkdirSync(dir, { recursive: true });
        await new Promise((resolve) => setTimeout(resolve, ms));
        writeFileSync(path.join(dir, 'maker'), id);
        writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
        made.push(id);
      };
      const [one, two] = await Promise.all([
        emptyCluster(cache, maker('one', 30)),
        emptyCluster(cache, maker('two', 60)),
      ]);
      expect([one, two]).toEqual([cache, cache]);
      expect(made.sort()).toEqual(['one', 'two']);
      expect(readFileSync(path.join(cache, 'maker'), 'utf8')).toBe('one');
      expect(readdirSync(path.dirname(cache))).toEqual(['0.0.0']);
      // Once it is there, nobody makes it again.
      await emptyCluster(cache, maker('three', 0));
      expect(made).not.toContain('three');
    });

    it('removes what a start killed halfway left: its copy at once, a cluster being made once an hour old', async () => {
      const cacheParent = path.join(freshDir(), 'cache');
      const cache = path.join(cacheParent, '0.0.0');
      mkdirSync(`${cache}.making-111-aaaa`, { recursive: true });
      mkdirSync(`${cache}.making-222-bbbb`, { recursive: true });
      const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
      utimesSync(`${cache}.making-111-aaaa`, twoHoursAgo, twoHoursAgo);
      const data = freshDir();
      mkdirSync(path.join(data, 'db.copy-333-cccc', 'base'), { recursive: true });
      const installed = await emptyCluster(defaultClusterCacheDir()!);
      await emptyCluster(cache, async (dir) => cpSync(installed, dir, { recursive: true }));
      expect(await seedFromEmptyCluster(path.join(data, 'db'), cache)).toBe(true);
      expect(readdirSync(data)).toEqual(['db']);
      // The old half-made cluster is gone; the recent one may be another process's, still at work.
      expect(readdirSync(cacheParent).sort()).toEqual(['0.0.0', '0.0.0.making-222-bbbb']);
    });
  },
);
