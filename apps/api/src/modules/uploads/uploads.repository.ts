import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { uploads } from '../../db/schema';

export async function insertUpload(db: Executor, values: typeof uploads.$inferInsert) {
  await db.insert(uploads).values(values);
}

export async function findUpload(db: Executor, key: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
  return row;
}

/** Uploads nobody claimed, made before `before`: deleted, their keys answered. */
export function deleteUnclaimedBefore(db: Executor, before: Date) {
  return db
    .delete(uploads)
    .where(and(isNull(uploads.ownerId), lt(uploads.createdAt, before)))
    .returning({ key: uploads.key });
}
