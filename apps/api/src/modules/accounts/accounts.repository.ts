import type { Account } from '@nutritest/domain';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  accounts,
  analyses,
  businesses,
  familyHistories,
  nutritionists,
  pathologies,
  profileFamilyHistories,
  profilePathologies,
  profiles,
} from '../../db/schema';

export async function findCredentialsByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({
      id: accounts.id,
      role: accounts.role,
      passwordHash: accounts.passwordHash,
      tokenVersion: accounts.tokenVersion,
    })
    .from(accounts)
    .where(eq(accounts.email, email.toLowerCase()))
    .limit(1);
  return row;
}

/** The account as the API shows it: profile, latest analysis, nutritionist code, company data. */
export async function findAccountView(db: Executor, id: string): Promise<Account | undefined> {
  const [row] = await db
    .select({
      account: {
        id: accounts.id,
        email: accounts.email,
        role: accounts.role,
        emailConfirmedAt: accounts.emailConfirmedAt,
      },
      profile: profiles,
      publicCode: nutritionists.publicCode,
      business: { name: businesses.name, rut: businesses.rut, avatar: businesses.avatarUrl },
    })
    .from(accounts)
    .leftJoin(profiles, eq(profiles.accountId, accounts.id))
    .leftJoin(nutritionists, eq(nutritionists.accountId, accounts.id))
    .leftJoin(businesses, eq(businesses.accountId, accounts.id))
    .where(eq(accounts.id, id))
    .limit(1);
  if (!row) return undefined;

  const [analysisRows, pathologyRows, historyRows] = await Promise.all([
    db.select().from(analyses).where(eq(analyses.accountId, id)).orderBy(desc(analyses.createdAt)).limit(1),
    db
      .select({ id: pathologies.id, name: pathologies.name })
      .from(profilePathologies)
      .innerJoin(pathologies, eq(pathologies.id, profilePathologies.pathologyId))
      .where(eq(profilePathologies.accountId, id))
      .orderBy(pathologies.id),
    db
      .select({ id: familyHistories.id, name: familyHistories.name })
      .from(profileFamilyHistories)
      .innerJoin(familyHistories, eq(familyHistories.id, profileFamilyHistories.familyHistoryId))
      .where(eq(profileFamilyHistories.accountId, id))
      .orderBy(familyHistories.id),
  ]);
  const analysis = analysisRows[0];
  const p = row.profile;
  return {
    id: row.account.id,
    email: row.account.email,
    role: row.account.role,
    emailConfirmed: row.account.emailConfirmedAt !== null,
    profile: {
      firstName: p?.firstName ?? '',
      lastName: p?.lastName ?? '',
      birthDate: p?.birthDate ?? null,
      height: p?.height ?? null,
      weight: p?.weight ?? null,
      gender: p?.gender ?? null,
      ethnicity: p?.ethnicity ?? null,
      mobile: p?.mobile ?? null,
      analysis: analysis
        ? {
            id: analysis.id,
            referenceId: analysis.referenceId,
            created: analysis.createdAt.toISOString(),
            lastModified: analysis.updatedAt.toISOString(),
            status: analysis.status,
          }
        : null,
      pathologies: pathologyRows,
      familyHistories: historyRows,
    },
    nutritionist: row.publicCode ? { publicCode: row.publicCode } : null,
    business: row.business?.name
      ? { name: row.business.name, rut: row.business.rut, avatar: row.business.avatar }
      : null,
  };
}
