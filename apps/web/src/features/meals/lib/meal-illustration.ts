import { mealLabels } from '@nutritest/domain';

/**
 * The picture of a meal without a photo (docs/decisions/024-meals-after-the-order.md): the demo menu has no
 * photos, and a drawing is not a photo, so instead of a grey placeholder the card shows an
 * illustration of the meal's category (fish, chicken, meat, legumes, tart, salad, rice, vegetables)
 * made of the food icons the foods page already uses (Fluent Emoji, MIT; public/food-icons) on the
 * category's colours. A meal with a photo shows the photo.
 */
export interface MealIllustration {
  /** Spanish name of the category, for the picture's accessible name. */
  category: string;
  /** Big icon, then two small ones (files under /food-icons, without extension). */
  icons: readonly [string, string, string];
  /** Background gradient stops (light, so the icons keep their colours). */
  tones: readonly [string, string];
}

interface Rule {
  category: string;
  words: readonly string[];
  icons: MealIllustration['icons'];
  tones: MealIllustration['tones'];
}

// First match wins: the main ingredient is usually named first in the title.
const rules: readonly Rule[] = [
  {
    category: 'pescado',
    words: ['merluza', 'salmón', 'salmon', 'pescado', 'atún', 'atun', 'brótola', 'corvina', 'abadejo'],
    icons: ['fish', 'lemon', 'herb'],
    tones: ['#e3f2fd', '#bbdefb'],
  },
  {
    category: 'pollo',
    words: ['pollo', 'pavo', 'suprema'],
    icons: ['poultry-leg', 'roasted-sweet-potato', 'herb'],
    tones: ['#fff3e0', '#ffe0b2'],
  },
  {
    category: 'carne',
    words: ['carne', 'cerdo', 'lomo', 'bondiola', 'albóndigas', 'albondigas', 'pulpa', 'vacío', 'asado'],
    icons: ['cut-of-meat', 'potato', 'herb'],
    tones: ['#fbe9e7', '#ffccbc'],
  },
  {
    category: 'legumbres',
    words: ['lentejas', 'garbanzos', 'porotos', 'guiso', 'arvejas'],
    icons: ['pot-of-food', 'beans', 'carrot'],
    tones: ['#fff8e1', '#ffecb3'],
  },
  {
    category: 'tarta',
    words: ['tarta', 'pascualina', 'empanada', 'quiche'],
    icons: ['pie', 'egg', 'leafy-green'],
    tones: ['#fffde7', '#fff59d'],
  },
  {
    category: 'pasta',
    words: ['pasta', 'fideos', 'ñoquis', 'ravioles', 'lasaña', 'canelones', 'tallarines'],
    icons: ['spaghetti', 'tomato', 'cheese-wedge'],
    tones: ['#fff8e1', '#ffe0b2'],
  },
  {
    category: 'ensalada',
    words: ['ensalada', 'quinoa'],
    icons: ['green-salad', 'tomato', 'cucumber'],
    tones: ['#f1f8e9', '#dcedc8'],
  },
  {
    category: 'arroz',
    words: ['arroz', 'bowl', 'risotto', 'wok'],
    icons: ['cooked-rice', 'broccoli', 'carrot'],
    tones: ['#f3e5f5', '#e1bee7'],
  },
  {
    category: 'verduras',
    words: ['berenjena', 'zapallitos', 'verduras', 'vegetales', 'calabaza', 'zapallo', 'brócoli', 'espinaca'],
    icons: ['eggplant', 'bell-pepper', 'leafy-green'],
    tones: ['#e8f5e9', '#c8e6c9'],
  },
];

const vegetarian: Rule = {
  category: 'vegetariano',
  words: [],
  icons: ['leafy-green', 'avocado', 'tomato'],
  tones: ['#e8f5e9', '#c8e6c9'],
};
const anyMeal: Rule = {
  category: 'plato del día',
  words: [],
  icons: ['shallow-pan-of-food', 'herb', 'tomato'],
  tones: ['#ede7f6', '#d1c4e9'],
};

const words = (text: string) => text.toLowerCase().split(/[^a-záéíóúüñ]+/u);

/** The illustration of a meal, from its title (the main ingredient) and its labels. */
export function mealIllustration(meal: { title: string; subtitle: string | null }): MealIllustration {
  const titleWords = words(meal.title);
  const firstHit = rules
    .map((rule) => ({ rule, at: titleWords.findIndex((w) => rule.words.includes(w)) }))
    .filter((hit) => hit.at >= 0)
    .sort((a, b) => a.at - b.at)[0];
  const labels = mealLabels(meal.subtitle).map((l) => l.toLowerCase());
  const rule = firstHit?.rule ?? (labels.some((l) => l === 'vegano' || l === 'vegetariano') ? vegetarian : anyMeal);
  return { category: rule.category, icons: rule.icons, tones: rule.tones };
}

/**
 * The picture of an illustration icon: a WebP drawn from its SVG at twice the size the card shows
 * (scripts/meal-icons.mjs), not the SVG itself — a browser makes each SVG picture a document of its
 * own on the main thread, a long task per icon on a slow phone (issue 42).
 */
export const ILLUSTRATION_ICON_PX = { main: 104, side: 44 } as const;
export const illustrationIconUrl = (icon: string, role: keyof typeof ILLUSTRATION_ICON_PX) =>
  `/food-icons/meals/${icon}-${ILLUSTRATION_ICON_PX[role] * 2}.webp`;
