import { departmentList, familyHistories as familyHistoryList, pathologies as pathologyList } from '@nutritest/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { consultationOffers, costTiers, departments, familyHistories, pathologies, priceList } from '../schema';

/**
 * Kit price tiers in USD cents (launch prices; the regular list price is USD 299).
 * The base tier is min 1 / max 1; companies buying places pay less per kit from 10 and from 50.
 */
export const defaultCostTiers = [
  { id: 1, minAmount: 1, maxAmount: 1, unitCostCents: 24_900 },
  { id: 2, minAmount: 2, maxAmount: 9, unitCostCents: 23_900 },
  { id: 3, minAmount: 10, maxAmount: 49, unitCostCents: 21_900 },
  { id: 4, minAmount: 50, maxAmount: null, unitCostCents: 19_900 },
];

/** Consultation offers of doc 2 §9, prices in UYU cents. */
export const defaultConsultationOffers = [
  {
    code: 'consultaPuntual',
    title: 'Consulta Inicial',
    priceCents: 200_000,
    sessions: 1,
    maxInstallments: 1,
    description: 'Consulta virtual de 30 minutos con una nutricionista.',
    sortOrder: 1,
  },
  {
    code: 'consultaPlus4',
    title: 'Consulta + Plan + 2 Controles',
    priceCents: 759_000,
    sessions: 4,
    maxInstallments: 6,
    description: 'Entrevista inicial, plan de alimentación personalizado y 2 controles de seguimiento.',
    sortOrder: 2,
  },
  {
    code: 'consultaPlus8',
    title: 'Consulta + Plan + 6 Controles',
    priceCents: 1_290_000,
    sessions: 8,
    maxInstallments: 6,
    description: 'Entrevista inicial, plan de alimentación personalizado y 6 controles de seguimiento.',
    sortOrder: 3,
  },
  {
    code: 'controlesx2',
    title: '2 Controles de seguimiento',
    priceCents: 286_000,
    sessions: 2,
    maxInstallments: 1,
    description: 'Válido solo para clientes con consulta inicial y plan previos.',
    sortOrder: 4,
  },
];

export const defaultPriceList = [
  { code: 'MEAL_UNIT', label: 'Precio por plato semanal', amountCents: 39_000, currency: 'UYU' as const },
  { code: 'MVD_A', label: 'Envío por día: Montevideo, zona 1', amountCents: 7_000, currency: 'UYU' as const },
  { code: 'MVD_B', label: 'Envío por día: Montevideo, zona 2', amountCents: 9_000, currency: 'UYU' as const },
  { code: 'CAN_A', label: 'Envío por día: Canelones, zona 1', amountCents: 7_000, currency: 'UYU' as const },
  { code: 'CAN_B', label: 'Envío por día: Canelones, zona 2', amountCents: 12_000, currency: 'UYU' as const },
];

/** Loads the reference data; safe to run at every start and from several processes at once. */
export async function seedReference(db: Executor): Promise<void> {
  await db
    .insert(departments)
    .values(departmentList)
    .onConflictDoUpdate({ target: departments.id, set: { name: sql`excluded.name` } });
  await db
    .insert(pathologies)
    .values([...pathologyList])
    .onConflictDoUpdate({ target: pathologies.id, set: { name: sql`excluded.name` } });
  await db
    .insert(familyHistories)
    .values([...familyHistoryList])
    .onConflictDoUpdate({ target: familyHistories.id, set: { name: sql`excluded.name` } });
  // Tiers, offers and prices are inserted once and then belong to operations: never overwritten.
  await db.insert(costTiers).values(defaultCostTiers).onConflictDoNothing();
  await db.insert(consultationOffers).values(defaultConsultationOffers).onConflictDoNothing();
  await db.insert(priceList).values(defaultPriceList).onConflictDoNothing();
}
