import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { exchangeRates } from '../../db/schema';

/** The stored USD rate for documents dated `day`, if one was taken already. */
export async function findUsdRate(db: Executor, day: string) {
  const [row] = await db
    .select()
    .from(exchangeRates)
    .where(and(eq(exchangeRates.currency, 'USD'), eq(exchangeRates.appliesOn, day)));
  return row;
}

/** Keeps the rate BCU gave for `day`; another process that stored it first wins (same value). */
export async function insertUsdRate(db: Executor, values: { appliesOn: string; rate: string; rateDate: string }) {
  await db
    .insert(exchangeRates)
    .values({ currency: 'USD', ...values, source: 'bcu' })
    .onConflictDoNothing();
}

/** The newest USD rate stored. */
export async function latestUsdRate(db: Executor) {
  const [row] = await db
    .select()
    .from(exchangeRates)
    .where(eq(exchangeRates.currency, 'USD'))
    .orderBy(desc(exchangeRates.appliesOn))
    .limit(1);
  return row;
}
