import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, signInAs, type TestApp } from '../../../test/helpers';
import { resultsAccessLog } from '../../db/schema';
import { accessLogWriterFor } from './access-log-writer';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the results access log writer', () => {
  it('writes a batch in one statement, with each read’s viewer, role and time', async () => {
    const db = t.app.database.db;
    const owner = await signInAs(t.app, 'Customer');
    const nutri = await signInAs(t.app, 'Nutritionist');
    const writer = accessLogWriterFor(db);
    const insert = vi.spyOn(db, 'insert');
    const before = new Date();
    for (let i = 0; i < 5; i++) writer.record(owner.account.id, nutri.account.id, 'Nutritionist');
    writer.record(owner.account.id, owner.account.id, 'Customer');
    await writer.flush();
    // The one-statement path, not the row-by-row fallback.
    expect(insert).not.toHaveBeenCalled();
    insert.mockRestore();
    const rows = await db.select().from(resultsAccessLog).where(eq(resultsAccessLog.ownerId, owner.account.id));
    expect(rows).toHaveLength(6);
    expect(rows.filter((r) => r.viewerId === nutri.account.id && r.viewerRole === 'Nutritionist')).toHaveLength(5);
    for (const row of rows) expect(row.at.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1);
  });

  it('keeps the good rows of a batch when one cannot be written (its owner erased meanwhile)', async () => {
    const db = t.app.database.db;
    const owner = await signInAs(t.app, 'Customer');
    const gone = randomUUID();
    const writer = accessLogWriterFor(db);
    writer.record(owner.account.id, null as unknown as string, 'Operator');
    writer.record(gone, owner.account.id, 'Customer');
    writer.record(owner.account.id, owner.account.id, 'Customer');
    await writer.flush();
    const rows = await db
      .select()
      .from(resultsAccessLog)
      .where(inArray(resultsAccessLog.ownerId, [owner.account.id, gone]));
    expect(rows.map((r) => r.viewerRole).sort()).toEqual(['Customer', 'Operator']);
    expect(rows.find((r) => r.viewerRole === 'Operator')?.viewerId).toBeNull();
  });
});
