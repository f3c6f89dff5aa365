import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import {
  accounts,
  analyses,
  consents,
  genotypes,
  profilePathologies,
  profiles,
  resultsAccessLog,
} from '../../db/schema';
import { sessionStateColumns, type TokenSubject, type WithSessionState } from '../../platform/auth/sessions.repository';

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

/**
 * The statement behind findResultsSource and findOwnResultsSource. Both select the session check's
 * columns (one statement shape; for someone else's results `jti` is '' and the check is not used);
 * with `withSession` the profile is left-joined, so a profile-less account still gets its session row.
 */
function resultsSourceSelect(db: Executor, withSession: boolean) {
  const latest = db
    .select({
      id: analyses.id,
      referenceId: analyses.referenceId,
      status: analyses.status,
    })
    .from(analyses)
    .where(eq(analyses.accountId, accounts.id))
    .orderBy(desc(analyses.createdAt))
    .limit(1)
    .as('latest_analysis');
  // Every genotype of an analysis comes from one lab import; a re-import gives a new id.
  const importId = sql<string | null>`(
    select ${genotypes.importId} from ${genotypes} where ${genotypes.analysisId} = ${latest.id} limit 1)`;
  // The owner's latest APOE consent (docs/privacy.md, "APOE"): shown only when it is a yes.
  const apoeGranted = sql<boolean | null>`(
    select ${consents.granted} from ${consents}
    where ${consents.accountId} = ${accounts.id} and ${consents.kind} = 'apoe_results'
    order by ${consents.at} desc, ${consents.id} desc limit 1)`;
  // The pathologies ticked in the Formulario ADN (the declared intolerances among them).
  const pathologyIds = sql<number[]>`(
    select coalesce(array_agg(${profilePathologies.pathologyId}), '{}'::integer[]) from ${profilePathologies}
    where ${profilePathologies.accountId} = ${accounts.id})`;
  const fields = {
    patient: { firstName: profiles.firstName, lastName: profiles.lastName },
    analysis: { id: latest.id, referenceId: latest.referenceId, status: latest.status },
    importId,
    apoeGranted,
    pathologyIds,
  };
  const from = db.select({ ...fields, session: sessionStateColumns() }).from(accounts);
  return (
    withSession
      ? from.leftJoin(profiles, eq(profiles.accountId, accounts.id))
      : from.innerJoin(profiles, eq(profiles.accountId, accounts.id))
  )
    .leftJoinLateral(latest, sql`true`)
    .where(eq(accounts.id, sql.placeholder('id')))
    .limit(1);
}

const resultsSourceQuery = preparedStatement((db) => resultsSourceSelect(db, false).prepare('nt_results_source'));
const ownResultsSourceQuery = preparedStatement((db) => resultsSourceSelect(db, true).prepare('nt_own_results_source'));

type SourceRow = Awaited<ReturnType<ReturnType<typeof resultsSourceQuery>['execute']>>[number];

function sourceOf({ session: _session, ...row }: SourceRow) {
  return {
    ...row,
    patient: row.patient as { firstName: string; lastName: string },
    apoeGranted: row.apoeGranted === true,
    pathologyIds: (row.pathologyIds ?? []).map(Number),
  };
}
export type ResultsSource = ReturnType<typeof sourceOf>;

export async function findResultsSource(db: Executor, accountId: string): Promise<ResultsSource | undefined> {
  const [row] = await resultsSourceQuery(db).execute({ id: accountId, jti: '' });
  return row ? sourceOf(row) : undefined;
}

/**
 * findResultsSource for the signed-in account itself, with the session check in the same
 * statement (plugin.ts `getUserWith`, decision 080): no data without a profile.
 */
export async function findOwnResultsSource(
  db: Executor,
  who: TokenSubject,
): Promise<WithSessionState<ResultsSource | undefined>> {
  const [row] = await ownResultsSourceQuery(db).execute({ id: who.id, jti: who.jti });
  if (!row) return { session: undefined, data: undefined };
  return { session: row.session, data: row.patient ? sourceOf(row) : undefined };
}

export function listGenotypes(db: Executor, analysisId: string) {
  return db
    .select({ rsid: genotypes.rsid, genotype: genotypes.genotype })
    .from(genotypes)
    .where(eq(genotypes.analysisId, analysisId))
    .orderBy(asc(genotypes.rsid));
}

const logAccessQuery = preparedStatement((db) =>
  db
    .insert(resultsAccessLog)
    .values({
      ownerId: sql.placeholder('ownerId'),
      viewerId: sql.placeholder('viewerId'),
      viewerRole: sql.placeholder('viewerRole'),
    })
    .prepare('nt_log_results_access'),
);

export async function logAccess(db: Executor, ownerId: string, viewerId: string, viewerRole: string) {
  await logAccessQuery(db).execute({ ownerId, viewerId, viewerRole });
}

/**
 * Reads of results, many at once (access-log-writer.ts): one statement of four array parameters,
 * whatever the batch's size, so no SQL text of a hundred rows is built and parsed every tenth of a
 * second under load (issue 42).
 */
export async function logAccessBatch(
  db: Executor,
  rows: ReadonlyArray<{ ownerId: string; viewerId: string | null; viewerRole: string; at: Date }>,
) {
  await db.execute(sql`insert into ${resultsAccessLog} (owner_id, viewer_id, viewer_role, at)
    select * from unnest(${sql.param(rows.map((r) => r.ownerId))}::uuid[],
      ${sql.param(rows.map((r) => r.viewerId))}::uuid[], ${sql.param(rows.map((r) => r.viewerRole))}::text[],
      ${sql.param(rows.map((r) => r.at.toISOString()))}::timestamptz[])`);
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
