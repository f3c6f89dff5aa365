import type { meals } from '../../db/schema';

type MealRow = Pick<
  typeof meals.$inferSelect,
  'id' | 'weekId' | 'title' | 'subtitle' | 'photoUrl' | 'calories' | 'kitchenId' | 'availableDay'
>;

/** A meal as both the weekly menu and the operations console show it. */
export function mealFields(m: MealRow) {
  return {
    mealId: m.id,
    weekId: m.weekId,
    title: m.title,
    subtitle: m.subtitle,
    photo: m.photoUrl,
    calories: m.calories,
    kitchenId: m.kitchenId,
    availableDay: m.availableDay,
  };
}
