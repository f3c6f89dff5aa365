import type { CardBrand } from '@nutritest/domain';
import { and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cardSessions, paymentInstruments, providerCustomers } from '../../db/schema';

/** Saved cards (card flow): the card frame's sessions, the instruments and the provider's customers. */

export type InstrumentRow = typeof paymentInstruments.$inferSelect;

export async function insertCardSession(db: Executor, values: typeof cardSessions.$inferInsert) {
  await db.insert(cardSessions).values(values);
}

/** Takes a live, unused card session once (the card page posts it back with the card). */
export async function useCardSession(tx: Executor, id: string) {
  const [row] = await tx
    .update(cardSessions)
    .set({ usedAt: new Date() })
    .where(and(eq(cardSessions.id, id), isNull(cardSessions.usedAt), gte(cardSessions.expiresAt, new Date())))
    .returning();
  return row;
}

export async function findCardSession(db: Executor, id: string) {
  const [row] = await db.select().from(cardSessions).where(eq(cardSessions.id, id));
  return row;
}

export async function insertInstrument(
  tx: Executor,
  values: {
    accountId: string;
    gateway: string;
    token: string;
    brand: CardBrand;
    masked: string;
    holderName: string;
    expiry: string;
    providerCustomerId?: string | null;
    providerCardId?: string | null;
    paymentMethodId?: string | null;
    issuerId?: string | null;
    bin?: string | null;
    issuerImageUrl?: string | null;
  },
) {
  const [row] = await tx.insert(paymentInstruments).values(values).returning();
  return row!;
}

/** Keeps the one-time token a security-code session produced (once: a second post is refused). */
export async function storeCardToken(tx: Executor, sessionId: string, cardToken: string, deviceId: string | null) {
  const [row] = await tx
    .update(cardSessions)
    .set({ cardToken, deviceId, usedAt: new Date() })
    .where(
      and(
        eq(cardSessions.id, sessionId),
        isNull(cardSessions.usedAt),
        gte(cardSessions.expiresAt, new Date()),
        sql`${cardSessions.instrumentId} is not null`,
      ),
    )
    .returning();
  return row;
}

/**
 * Takes the newest unused security-code token of this account's instrument (made in the last
 * `maxAgeMs`), once: two purchases never charge the same token.
 */
export async function consumeCardToken(tx: Executor, accountId: string, instrumentId: string, maxAgeMs: number) {
  const [latest] = await tx
    .select({ id: cardSessions.id })
    .from(cardSessions)
    .where(
      and(
        eq(cardSessions.accountId, accountId),
        eq(cardSessions.instrumentId, instrumentId),
        isNull(cardSessions.consumedAt),
        sql`${cardSessions.cardToken} is not null`,
        gte(cardSessions.usedAt, new Date(Date.now() - maxAgeMs)),
      ),
    )
    .orderBy(desc(cardSessions.usedAt))
    .limit(1);
  if (!latest) return null;
  const [row] = await tx
    .update(cardSessions)
    .set({ consumedAt: new Date() })
    .where(and(eq(cardSessions.id, latest.id), isNull(cardSessions.consumedAt)))
    .returning({
      cardToken: cardSessions.cardToken,
      redirectOrigin: cardSessions.redirectOrigin,
      deviceId: cardSessions.deviceId,
    });
  return row?.cardToken
    ? { cardToken: row.cardToken, redirectOrigin: row.redirectOrigin, deviceId: row.deviceId }
    : null;
}

export async function findProviderCustomer(db: Executor, accountId: string, gateway: string) {
  const [row] = await db
    .select()
    .from(providerCustomers)
    .where(and(eq(providerCustomers.accountId, accountId), eq(providerCustomers.gateway, gateway)));
  return row?.customerId ?? null;
}

export async function saveProviderCustomer(db: Executor, accountId: string, gateway: string, customerId: string) {
  await db.insert(providerCustomers).values({ accountId, gateway, customerId }).onConflictDoNothing();
}

export function listInstruments(db: Executor, accountId: string) {
  return db
    .select()
    .from(paymentInstruments)
    .where(and(eq(paymentInstruments.accountId, accountId), isNull(paymentInstruments.removedAt)))
    .orderBy(asc(paymentInstruments.createdAt));
}

export async function findInstrument(db: Executor, accountId: string, token: string) {
  const [row] = await db
    .select()
    .from(paymentInstruments)
    .where(
      and(
        eq(paymentInstruments.accountId, accountId),
        eq(paymentInstruments.token, token),
        isNull(paymentInstruments.removedAt),
      ),
    );
  return row;
}

export async function removeInstrument(db: Executor, accountId: string, token: string) {
  const rows = await db
    .update(paymentInstruments)
    .set({ removedAt: new Date() })
    .where(
      and(
        eq(paymentInstruments.accountId, accountId),
        eq(paymentInstruments.token, token),
        isNull(paymentInstruments.removedAt),
      ),
    )
    .returning({ id: paymentInstruments.id });
  return rows.length > 0;
}

export async function findInstrumentById(db: Executor, id: string) {
  const [row] = await db.select().from(paymentInstruments).where(eq(paymentInstruments.id, id));
  return row;
}
