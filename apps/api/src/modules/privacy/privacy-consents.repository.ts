/** Consent events (append-only) and the person as the consents page shows them. */
import type { ConsentKind, RecordedConsentKind } from '@nutritest/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { accounts, consents, nutritionists, profiles } from '../../db/schema';

export async function insertConsent(
  db: Executor,
  accountId: string,
  kind: RecordedConsentKind,
  granted: boolean,
  textVersion: string,
) {
  await db.insert(consents).values({ accountId, kind, granted, textVersion });
}

/** Every consent event of the account, newest first. */
export function listConsents(db: Executor, accountId: string) {
  return db
    .select({ kind: consents.kind, textVersion: consents.textVersion, granted: consents.granted, at: consents.at })
    .from(consents)
    .where(eq(consents.accountId, accountId))
    .orderBy(desc(consents.at), desc(consents.id));
}

/** The latest event of one kind, or undefined when none was recorded. */
export async function latestConsent(db: Executor, accountId: string, kind: ConsentKind) {
  const [row] = await latestConsentQuery(db).execute({ accountId, kind });
  return row;
}
/** Read on every results, foods and signed-in menu request (the APOE consent, issue 23): prepared. */
const latestConsentQuery = preparedStatement((db) =>
  db
    .select({ granted: consents.granted, textVersion: consents.textVersion, at: consents.at })
    .from(consents)
    .where(and(eq(consents.accountId, sql.placeholder('accountId')), eq(consents.kind, sql.placeholder('kind'))))
    .orderBy(desc(consents.at), desc(consents.id))
    .limit(1)
    .prepare('nt_latest_consent'),
);

/** The person, the nutritionist they are linked to (names), for the consents page. */
export async function findAccountWithNutritionist(db: Executor, accountId: string) {
  const [row] = await db
    .select({
      id: accounts.id,
      role: accounts.role,
      email: accounts.email,
      passwordHash: accounts.passwordHash,
      nutritionistId: accounts.nutritionistId,
      deletedAt: accounts.deletedAt,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!row) return undefined;
  let nutritionist: { firstName: string; lastName: string; publicCode: string } | null = null;
  if (row.nutritionistId) {
    const [n] = await db
      .select({ firstName: profiles.firstName, lastName: profiles.lastName, publicCode: nutritionists.publicCode })
      .from(nutritionists)
      .innerJoin(profiles, eq(profiles.accountId, nutritionists.accountId))
      .where(eq(nutritionists.accountId, row.nutritionistId));
    nutritionist = n ?? null;
  }
  return { ...row, nutritionist };
}
