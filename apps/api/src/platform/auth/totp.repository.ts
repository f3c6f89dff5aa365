import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema';

/** Stores `step` as the account's last accepted code step only when it is later (one conditional UPDATE). */
export async function storeLaterTotpStep(
  db: Executor,
  accountId: string,
  step: number,
  requireEnabled: boolean,
): Promise<boolean> {
  const conditions = [eq(accounts.id, accountId), or(isNull(accounts.totpLastStep), lt(accounts.totpLastStep, step))];
  if (requireEnabled) conditions.push(isNotNull(accounts.totpEnabledAt));
  const updated = await db
    .update(accounts)
    .set({ totpLastStep: step })
    .where(and(...conditions))
    .returning({ id: accounts.id });
  return updated.length === 1;
}
