import type { CostTier } from '@nutritest/domain';
import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { costTiers, departments, familyHistories, pathologies } from '../../db/schema';

export async function listCostTiers(db: Executor): Promise<CostTier[]> {
  const rows = await db.select().from(costTiers).orderBy(asc(costTiers.minAmount));
  return rows.map((r) => ({
    minAmount: r.minAmount,
    maxAmount: r.maxAmount,
    unitCost: r.unitCostCents,
    currency: 'USD' as const,
  }));
}

export async function listReference(db: Executor) {
  const [d, p, f] = await Promise.all([
    db.select().from(departments).orderBy(asc(departments.id)),
    db.select().from(pathologies).orderBy(asc(pathologies.id)),
    db.select().from(familyHistories).orderBy(asc(familyHistories.id)),
  ]);
  return { departments: d, pathologies: p, familyHistories: f };
}
