import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, analyses, genotypes, profiles, resultsAccessLog } from '../../db/schema';

export async function findPatient(db: Executor, accountId: string) {
  const [row] = await db
    .select({
      id: accounts.id,
      role: accounts.role,
      nutritionistId: accounts.nutritionistId,
      businessId: accounts.businessId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(accounts)
    .innerJoin(profiles, eq(profiles.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
  return row;
}

export async function findLatestAnalysis(db: Executor, accountId: string) {
  const [row] = await db
    .select()
    .from(analyses)
    .where(eq(analyses.accountId, accountId))
    .orderBy(desc(analyses.createdAt))
    .limit(1);
  return row;
}

export function listGenotypes(db: Executor, analysisId: string) {
  return db
    .select({ rsid: genotypes.rsid, genotype: genotypes.genotype })
    .from(genotypes)
    .where(eq(genotypes.analysisId, analysisId))
    .orderBy(asc(genotypes.rsid));
}

export async function logAccess(db: Executor, ownerId: string, viewerId: string, viewerRole: string) {
  await db.insert(resultsAccessLog).values({ ownerId, viewerId, viewerRole });
}

export function listAccess(db: Executor, ownerId: string) {
  return db
    .select({
      at: resultsAccessLog.at,
      viewerRole: resultsAccessLog.viewerRole,
      viewerId: resultsAccessLog.viewerId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(resultsAccessLog)
    .leftJoin(profiles, eq(profiles.accountId, resultsAccessLog.viewerId))
    .where(eq(resultsAccessLog.ownerId, ownerId))
    .orderBy(desc(resultsAccessLog.at))
    .limit(200);
}
