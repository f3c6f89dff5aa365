import { asc, eq, gte, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { meals, mealWeeks, priceList } from '../../db/schema';

/** Operations' menu: the weeks, their meals, and the prices (meals-ops.ts). */

export type MealRow = typeof meals.$inferSelect;
type MealValues = Omit<typeof meals.$inferInsert, 'id' | 'createdAt'>;

export function listWeeksSince(db: Executor, from: string) {
  return db.select().from(mealWeeks).where(gte(mealWeeks.weekstart, from)).orderBy(asc(mealWeeks.weekstart));
}

export function listMealsOfWeeks(db: Executor, weekIds: string[]) {
  return db.select().from(meals).where(inArray(meals.weekId, weekIds)).orderBy(asc(meals.createdAt));
}

/** A new week, unless one starts that day already (then undefined). */
export async function insertWeekOnce(db: Executor, values: { weekstart: string; weekend: string }) {
  const [row] = await db.insert(mealWeeks).values(values).onConflictDoNothing().returning();
  return row;
}

export async function deleteWeek(db: Executor, id: string) {
  return (await db.delete(mealWeeks).where(eq(mealWeeks.id, id)).returning()).length > 0;
}

export async function findWeek(db: Executor, id: string) {
  const [row] = await db.select().from(mealWeeks).where(eq(mealWeeks.id, id));
  return row;
}

export async function findMeal(db: Executor, id: string) {
  const [row] = await db.select().from(meals).where(eq(meals.id, id));
  return row;
}

export async function insertMeal(db: Executor, values: MealValues) {
  const [row] = await db.insert(meals).values(values).returning();
  return row!;
}

export async function updateMeal(db: Executor, id: string, values: Partial<MealValues>) {
  const [row] = await db.update(meals).set(values).where(eq(meals.id, id)).returning();
  return row!;
}

export async function deleteMeal(db: Executor, id: string) {
  await db.delete(meals).where(eq(meals.id, id));
}

export function listPrices(db: Executor, codes: string[]) {
  return db.select().from(priceList).where(inArray(priceList.code, codes));
}

/** New amounts for some price codes, all or none. */
export async function updatePrices(db: Database, values: Record<string, number>) {
  await db.transaction(async (tx) => {
    for (const [code, amountCents] of Object.entries(values)) {
      await tx.update(priceList).set({ amountCents }).where(eq(priceList.code, code));
    }
  });
}
