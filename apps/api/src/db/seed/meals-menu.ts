import { addDays, mondayOf, montevideoDate } from '@nutritest/domain';

import type { Executor } from '../client';
import { meals, mealWeeks } from '../schema';

/** The demo menu: kitchen 1 (with calories, Monday or Wednesday) and the everyday kitchen 2. */
const demoMeals: Array<Omit<typeof meals.$inferInsert, 'weekId'>> = [
  {
    title: 'Pollo al horno con boniato',
    subtitle: '(sin gluten, sin lactosa)',
    kitchenId: 2,
    availableDay: 7,
    foodIds: ['pechuga-de-pollo', 'boniato', 'aceite-de-oliva'],
  },
  {
    title: 'Tarta de zapallitos',
    subtitle: '(vegetariano, apto freezer)',
    kitchenId: 2,
    availableDay: 7,
    foodIds: ['zapallito', 'huevo', 'harina-de-trigo', 'queso-magro'],
  },
  {
    title: 'Guiso de lentejas con verduras',
    subtitle: '(vegano, sin lactosa, apto freezer)',
    kitchenId: 2,
    availableDay: 2,
    foodIds: ['lentejas', 'zanahoria', 'zapallo', 'cebolla'],
  },
  {
    title: 'Merluza con puré de calabaza',
    subtitle: '(sin gluten)',
    kitchenId: 2,
    availableDay: 4,
    foodIds: ['merluza', 'zapallo', 'leche-entera', 'manteca'],
  },
  {
    title: 'Milanesas de berenjena con ensalada',
    subtitle: '(vegetariano)',
    kitchenId: 2,
    availableDay: 5,
    foodIds: ['berenjena', 'huevo', 'pan-rallado', 'lechuga', 'tomate'],
  },
  {
    title: 'Ensalada de quinoa y garbanzos',
    subtitle: '(vegano, sin gluten, sin lactosa)',
    kitchenId: 2,
    availableDay: 1,
    foodIds: ['quinoa', 'garbanzos', 'tomate', 'pepino', 'aceite-de-oliva'],
  },
  {
    title: 'Salmón con vegetales asados',
    subtitle: '(sin gluten, sin lactosa)',
    calories: 520,
    kitchenId: 1,
    availableDay: 7,
    foodIds: ['salmon', 'zucchini', 'morron-rojo', 'aceite-de-oliva'],
  },
  {
    title: 'Bowl de arroz integral, tofu y brócoli',
    subtitle: '(vegano, sin lactosa)',
    calories: 480,
    kitchenId: 1,
    availableDay: 3,
    foodIds: ['arroz-integral', 'tofu', 'brocoli', 'salsa-de-soja'],
  },
];

/**
 * Makes sure the demo menu has this week and the next two (run at every start with demo data, so
 * the menu moves with the calendar). Weeks that already exist are left as they are.
 */
export async function seedDemoMenu(db: Executor, now: Date = new Date()): Promise<void> {
  const monday = mondayOf(montevideoDate(now));
  for (let i = 0; i < 3; i++) {
    const weekstart = addDays(monday, i * 7);
    const inserted = await db
      .insert(mealWeeks)
      .values({ weekstart, weekend: addDays(weekstart, 6) })
      .onConflictDoNothing()
      .returning();
    const week = inserted[0];
    if (!week) continue;
    await db.insert(meals).values(demoMeals.map((m) => ({ ...m, weekId: week.id })));
  }
}
