import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, nutritionProfiles } from '../../db/schema';

export async function findProfile(db: Executor, accountId: string) {
  const [row] = await db
    .select({ profile: nutritionProfiles, email: accounts.email })
    .from(accounts)
    .leftJoin(nutritionProfiles, eq(nutritionProfiles.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
  return row;
}

export async function upsertProfile(db: Executor, values: typeof nutritionProfiles.$inferInsert) {
  const [row] = await db
    .insert(nutritionProfiles)
    .values(values)
    .onConflictDoUpdate({ target: nutritionProfiles.accountId, set: { ...values } })
    .returning();
  return row;
}
