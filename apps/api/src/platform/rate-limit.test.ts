import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers';
import type { DatabaseHandle } from '../db/client';
import { rateLimits } from '../db/schema';
import { clearRateLimits, hitRateLimit, peekRateLimit, peekRateLimits } from './rate-limit';

let handle: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ handle, drop } = await openTestDatabase());
});
afterAll(async () => {
  await handle?.close();
  await drop?.();
});

describe('several counters read and cleared in one statement (the sign-in, issue 42)', () => {
  it('reads each key in the order asked, 0 for none or an ended window, as the one-key read does', async () => {
    const { db } = handle;
    for (let i = 0; i < 3; i++) await hitRateLimit(db, 'test:a', 600);
    await hitRateLimit(db, 'test:b', 600);
    await hitRateLimit(db, 'test:old', 600);
    await db
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '1 hour'` })
      .where(eq(rateLimits.key, 'test:old'));
    const keys = ['test:none', 'test:a', 'test:old', 'test:b', 'test:a'];
    const counts = await peekRateLimits(db, keys, 600);
    expect(counts).toEqual([0, 3, 0, 1, 3]);
    expect(await Promise.all(keys.map((key) => peekRateLimit(db, key, 600)))).toEqual(counts);
    // A longer window still counts the old one.
    expect(await peekRateLimits(db, ['test:old'], 7200)).toEqual([1]);
  });

  it('clears the keys given and only those', async () => {
    const { db } = handle;
    await clearRateLimits(db, ['test:a', 'test:none', 'test:old']);
    expect(await peekRateLimits(db, ['test:a', 'test:b', 'test:old'], 7200)).toEqual([0, 1, 0]);
    const left = await db.select({ key: rateLimits.key }).from(rateLimits).where(sql`${rateLimits.key} like 'test:%'`);
    expect(left.map((row) => row.key)).toEqual(['test:b']);
  });
});
