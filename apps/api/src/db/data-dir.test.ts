import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../test/temp-dirs';
import { openDatabase } from './client';
import { lockDataDir, StartupError, storageProblemOf, unusableDataDirError } from './data-dir';

const freshDir = tempDirs('nutritest-lock-');

describe('the embedded database lock (issue 36)', () => {
  it('refuses a second holder with a message naming the first, and is free again once released', () => {
    const dir = freshDir();
    const first = lockDataDir(dir, 'server.ts');
    let refused: unknown;
    try {
      lockDataDir(dir, 'create-operator.ts');
    } catch (err) {
      refused = err;
    }
    expect(refused).toBeInstanceOf(StartupError);
    const message = (refused as Error).message;
    expect(message).toContain(`pid ${process.pid}`);
    expect(message).toContain('server.ts');
    expect(message).toContain('serves one process only');
    expect(message).toContain('DATABASE_URL');
    first.release();
    lockDataDir(dir).release();
  });

  it('is never left stale: a holder killed with SIGKILL frees it at once', async () => {
    const dir = freshDir();
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `const fs = require('node:fs'); const { tryLock } = require('fs-native-extensions');
         const fd = fs.openSync(${JSON.stringify(path.join(dir, 'db.lock'))}, 'a+');
         if (!tryLock(fd)) process.exit(3);
         console.log('locked'); setInterval(() => {}, 1000);`,
      ],
      { cwd: import.meta.dirname, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      holder.stdout.on('data', (d: Buffer) => d.toString().includes('locked') && resolve());
      holder.once('exit', (code) => reject(new Error(`holder exited ${code}`)));
    });
    expect(() => lockDataDir(dir)).toThrow(StartupError);
    const exited = new Promise((r) => holder.once('exit', r));
    holder.kill('SIGKILL');
    await exited;
    const lock = lockDataDir(dir);
    lock.release();
  });

  it('openDatabase refuses an on-disk data directory whose lock is held, before opening any file', async () => {
    const dir = freshDir();
    const server = lockDataDir(dir, 'server.ts');
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/serves one process only/);
    } finally {
      server.release();
    }
  });
});

describe('storage problems', () => {
  it('recognises a full or read-only disk from errno codes, SQLSTATEs and wrapped driver errors', () => {
    expect(storageProblemOf(Object.assign(new Error('write'), { code: 'ENOSPC' }))).toBe('full');
    expect(storageProblemOf(Object.assign(new Error('open'), { code: 'EROFS' }))).toBe('read-only');
    const pglite = Object.assign(new Error('could not extend file "base/5/16660": No space left on device'), {
      code: '53100',
    });
    expect(storageProblemOf(new Error('Failed query', { cause: pglite }))).toBe('full');
    expect(
      storageProblemOf(new Error('could not open file "base/5/1": Read-only file system', { cause: undefined })),
    ).toBe('read-only');
    expect(
      storageProblemOf(Object.assign(new Error('cannot execute in a read-only transaction'), { code: '25006' })),
    ).toBe('read-only');
    expect(storageProblemOf(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeNull();
    expect(storageProblemOf(new Error('boom'))).toBeNull();
  });

  it('explains an unusable data directory in words an operator can act on', () => {
    expect(unusableDataDirError('/srv/nt', 'full', 3 * 1024 * 1024).message).toMatch(
      /disk holding the data directory \/srv\/nt is full \(3 MB free, at least 16 MB needed\)/,
    );
    expect(unusableDataDirError('/srv/nt', 'read-only', null).message).toMatch(
      /data directory \/srv\/nt cannot be written.*read-only/,
    );
  });
});
