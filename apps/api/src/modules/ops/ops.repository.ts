import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  accounts,
  addresses,
  analyses,
  auditLog,
  distributions,
  genotypes,
  kitDistributions,
  labImports,
  profiles,
} from '../../db/schema';

const replaced = alias(analyses, 'replaced');

/** Every analysis with its customer (and the kit a replacement replaces), for the kits board. */
export function listKits(db: Executor, status?: number) {
  return (
    db
      .select({
        id: analyses.id,
        referenceId: analyses.referenceId,
        status: analyses.status,
        updatedAt: analyses.updatedAt,
        replacementReason: analyses.replacementReason,
        replacesReference: replaced.referenceId,
        lostReviewRequestedAt: analyses.lostReviewRequestedAt,
        resultsHeldAt: analyses.resultsHeldAt,
        accountId: accounts.id,
        email: accounts.email,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        mobile: profiles.mobile,
      })
      .from(analyses)
      .innerJoin(accounts, eq(accounts.id, analyses.accountId))
      .innerJoin(profiles, eq(profiles.accountId, accounts.id))
      .leftJoin(replaced, eq(replaced.id, analyses.replacesId))
      .where(status === undefined ? undefined : eq(analyses.status, status))
      // Newest kits first, by when they were bought: an action on a row changes its status, not its
      // place, so the next row does not jump under the operator's pointer (issue 41 item 12).
      .orderBy(desc(analyses.createdAt), desc(analyses.id))
      .limit(500)
  );
}

/** Live legs of the given analyses with their address. */
export function listLegs(db: Executor, analysisIds: string[]) {
  if (analysisIds.length === 0) return Promise.resolve([]);
  return db
    .select({ leg: kitDistributions, distributionType: distributions.type, address: addresses })
    .from(kitDistributions)
    .innerJoin(distributions, eq(distributions.id, kitDistributions.distributionId))
    .innerJoin(addresses, eq(addresses.id, distributions.addressId))
    .where(and(inArray(kitDistributions.analysisId, analysisIds), ne(kitDistributions.status, 'cancelled')))
    .orderBy(asc(kitDistributions.type));
}

/** Legs of one day (route sheet), with customer contact. */
export function legsOfDay(db: Executor, day: string) {
  return db
    .select({
      leg: kitDistributions,
      address: addresses,
      referenceId: analyses.referenceId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      mobile: profiles.mobile,
    })
    .from(kitDistributions)
    .innerJoin(distributions, eq(distributions.id, kitDistributions.distributionId))
    .innerJoin(addresses, eq(addresses.id, distributions.addressId))
    .innerJoin(analyses, eq(analyses.id, kitDistributions.analysisId))
    .innerJoin(profiles, eq(profiles.accountId, analyses.accountId))
    .where(and(eq(kitDistributions.date, day), eq(kitDistributions.status, 'scheduled')))
    .orderBy(asc(kitDistributions.schedule), asc(addresses.street));
}

/** Interior legs waiting to be arranged by phone. */
export function phoneQueue(db: Executor) {
  return db
    .select({
      leg: kitDistributions,
      address: addresses,
      referenceId: analyses.referenceId,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      mobile: profiles.mobile,
      email: accounts.email,
    })
    .from(kitDistributions)
    .innerJoin(distributions, eq(distributions.id, kitDistributions.distributionId))
    .innerJoin(addresses, eq(addresses.id, distributions.addressId))
    .innerJoin(analyses, eq(analyses.id, kitDistributions.analysisId))
    .innerJoin(accounts, eq(accounts.id, analyses.accountId))
    .innerJoin(profiles, eq(profiles.accountId, analyses.accountId))
    .where(eq(kitDistributions.status, 'to_arrange'))
    .orderBy(asc(kitDistributions.createdAt));
}

export function findAnalysesByReferences(db: Executor, references: string[]) {
  if (references.length === 0) return Promise.resolve([]);
  return db.select().from(analyses).where(inArray(analyses.referenceId, references));
}

export async function replaceGenotypes(
  tx: Executor,
  analysisId: string,
  rows: Array<{ rsid: string; genotype: string }>,
  importId: string,
) {
  await tx.delete(genotypes).where(eq(genotypes.analysisId, analysisId));
  if (rows.length) await tx.insert(genotypes).values(rows.map((r) => ({ ...r, analysisId, importId })));
}

/** Holds a sample's results for review (an incomplete file), or ends the hold. */
export async function setResultsHeld(tx: Executor, analysisId: string, held: boolean) {
  await tx
    .update(analyses)
    .set({ resultsHeldAt: held ? sql`coalesce(${analyses.resultsHeldAt}, now())` : null, updatedAt: new Date() })
    .where(eq(analyses.id, analysisId));
}

export async function insertLabImport(tx: Executor, values: typeof labImports.$inferInsert) {
  const [row] = await tx.insert(labImports).values(values).returning();
  return row!;
}

export function listAudit(db: Executor, limit = 200) {
  return db
    .select({ entry: auditLog, actorEmail: accounts.email })
    .from(auditLog)
    .leftJoin(accounts, eq(accounts.id, auditLog.actorId))
    .orderBy(desc(auditLog.at))
    .limit(limit);
}

export function genotypesOf(db: Executor, analysisId: string) {
  return db.select().from(genotypes).where(eq(genotypes.analysisId, analysisId)).orderBy(asc(genotypes.rsid));
}
