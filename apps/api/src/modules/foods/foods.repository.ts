import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { profilePathologies } from '../../db/schema';

/** Read on every foods and signed-in menu request (issue 23): prepared once per database handle. */
const pathologyIdsQuery = preparedStatement((db) =>
  db
    .select({ id: profilePathologies.pathologyId })
    .from(profilePathologies)
    .where(eq(profilePathologies.accountId, sql.placeholder('accountId')))
    .prepare('nt_pathology_ids'),
);

/** The ids of the pathologies a person ticked in the Formulario ADN (their declared intolerances among them). */
export async function listPathologyIds(db: Executor, accountId: string): Promise<number[]> {
  const rows = await pathologyIdsQuery(db).execute({ accountId });
  return rows.map((row) => row.id);
}
