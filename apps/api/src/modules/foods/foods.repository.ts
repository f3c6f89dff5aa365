import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { profilePathologies } from '../../db/schema';

/** The ids of the pathologies a person ticked in the Formulario ADN (their declared intolerances among them). */
export async function listPathologyIds(db: Executor, accountId: string): Promise<number[]> {
  const rows = await db
    .select({ id: profilePathologies.pathologyId })
    .from(profilePathologies)
    .where(eq(profilePathologies.accountId, accountId));
  return rows.map((row) => row.id);
}
