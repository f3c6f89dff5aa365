import { describe, expect, it } from 'vitest';
import { traitKeys } from '../results/trait-rules';
import { foodPropertyLevels } from './properties';
import { rateFood, type TraitScores } from './rating';
import { foodFrequencyLabel, foodReasonText, rateFoods } from './schemas';
import type { FoodEntry, FoodNutrients } from './types';

const zero: FoodNutrients = {
  kcal: 0,
  protein: 0,
  fat: 0,
  saturatedFat: 0,
  sugars: 0,
  fibre: 0,
  sodium: 0,
  potassium: 0,
  cholesterol: 0,
  calcium: 0,
  magnesium: 0,
  iron: 0,
  vitaminC: 0,
  folate: 0,
  vitaminB12: 0,
  vitaminB6: 0,
  retinol: 0,
  betaCarotene: 0,
  vitaminD: 0,
  selenium: 0,
};

function food(
  id: string,
  parts: Partial<Omit<FoodEntry, 'nutrients'>> & { nutrients?: Partial<FoodNutrients> },
): FoodEntry {
  const { nutrients, ...rest } = parts;
  return {
    id,
    name: id,
    categoryId: 1,
    portion: { grams: 100, label: '100 g' },
    liquid: false,
    lactose: 0,
    caffeine: 0,
    alcohol: 0,
    epaDha: 0,
    gluten: false,
    histamine: false,
    cruciferous: false,
    guideline: 'neutral',
    source: { kind: 'manual', basis: 'test' },
    ...rest,
    nutrients: { ...zero, ...nutrients },
  };
}

// USDA SR28 figures per 100 g (01077 whole milk, 14209 brewed coffee); mate by hand.
const milk = food('leche', {
  liquid: true,
  portion: { grams: 240, label: '1 taza' },
  lactose: 4.8,
  nutrients: { kcal: 61, protein: 3.15, saturatedFat: 1.87, sugars: 5.05, calcium: 113, sodium: 43, vitaminB12: 0.45 },
});
const lactoseFreeYogurt = food('yogur-sin-lactosa', {
  portion: { grams: 170, label: '1 pote' },
  lactose: 0.1,
  nutrients: { kcal: 61, protein: 3.5, saturatedFat: 2.1, sugars: 4.7, calcium: 121, sodium: 46, vitaminB12: 0.37 },
});
const coffee = food('cafe', {
  liquid: true,
  portion: { grams: 240, label: '1 taza' },
  caffeine: 40,
  nutrients: { kcal: 1, potassium: 49, sodium: 2 },
});
const mate = food('mate', {
  liquid: true,
  portion: { grams: 500, label: '1 termo compartido (500 ml)' },
  caffeine: 30,
  nutrients: { kcal: 2 },
});
const bread = food('pan', { gluten: true, nutrients: { kcal: 265, sodium: 490, fibre: 2.7, sugars: 5 } });
const wine = food('vino', {
  liquid: true,
  guideline: 'limit',
  histamine: true,
  alcohol: 10.6,
  portion: { grams: 150, label: '1 copa' },
  nutrients: { kcal: 85, sugars: 0.6 },
});
const broccoli = food('brocoli', {
  guideline: 'prefer',
  cruciferous: true,
  nutrients: { kcal: 34, fibre: 2.6, vitaminC: 89, folate: 63, potassium: 316, calcium: 47 },
});
const salmon = food('salmon', {
  epaDha: 2000,
  portion: { grams: 150, label: '1 filete' },
  nutrients: { kcal: 208, protein: 20, saturatedFat: 3.1, vitaminD: 11, vitaminB12: 3.2 },
});
const catalogue = [milk, lactoseFreeYogurt, coffee, mate, bread, wine, broccoli, salmon];

const allZero: TraitScores = Object.fromEntries(traitKeys.map((k) => [k, 0]));

describe('the food rating', () => {
  it('a lactose-intolerant person: milk is "No sugerido", lactose-free yogurt rates better', () => {
    const scores = { ...allZero, lactoseTolerance: 2 as const };
    const milkRating = rateFood(milk, scores);
    expect(foodFrequencyLabel(milkRating.score)).toBe('No sugerido');
    expect(milkRating.reasons[0]).toMatchObject({ trait: 'lactoseTolerance', property: 'lactose', effect: 'limit' });
    const yogurt = rateFood(lactoseFreeYogurt, scores);
    expect(yogurt.score).toBeLessThan(milkRating.score);
    expect(yogurt.reasons).toContainEqual(expect.objectContaining({ trait: 'lactoseTolerance', effect: 'prefer' }));
  });

  it('a slow caffeine metaboliser: coffee and mate rate lower than for a fast one', () => {
    const slow = { ...allZero, caffeineSensitivity: 2 as const };
    for (const drink of [coffee, mate]) {
      expect(rateFood(drink, slow).score).toBeGreaterThan(rateFood(drink, allZero).score);
      expect(rateFood(drink, slow).score).toBe(3);
      expect(rateFood(drink, slow).reasons[0]).toMatchObject({ trait: 'caffeineSensitivity', property: 'caffeine' });
    }
  });

  it('a person with every trait at 0 gets no food at 3, and nothing moved by a trait', () => {
    const rated = rateFoods(catalogue, [{ id: 1, label: 'Prueba' }], allZero);
    expect(rated.foods.map((f) => f.score)).not.toContain(3);
    for (const f of rated.foods) expect(f.reasons.every((r) => r.trait === null)).toBe(true);
    expect(rated.foods.find((f) => f.id === 'vino')?.score).toBe(2); // the general guideline alone
    expect(rated.foods.find((f) => f.id === 'brocoli')?.score).toBe(0);
    expect(rated.foods.find((f) => f.id === 'leche')?.score).toBe(1);
  });

  it('traits without a score never move a food either', () => {
    const unknown: TraitScores = Object.fromEntries(traitKeys.map((k) => [k, null]));
    for (const f of catalogue) expect(rateFood(f, unknown)).toEqual(rateFood(f, allZero));
  });

  it('celiac risk alone never forbids gluten, even in a food the guideline already limits', () => {
    const celiac = { ...allZero, celiacRisk: 2 as const, gluten: 2 as const };
    const rating = rateFood(bread, celiac);
    expect(rating.score).toBe(2);
    expect(rating.reasons[0]).toMatchObject({ trait: 'celiacRisk', property: 'gluten' });
    const pastry = { ...bread, id: 'medialuna', guideline: 'limit' as const };
    expect(rateFood(pastry, allZero).score).toBe(2);
    expect(rateFood(pastry, celiac).score).toBe(2);
    // Another result can still take it to 3.
    expect(rateFood(pastry, { ...celiac, saltSensitivity: 2 }).score).toBe(3);
  });

  it('does not repeat a reason through a short-form trait that reads the same markers', () => {
    const rating = rateFood(milk, { ...allZero, lactoseTolerance: 2, lactose: 2 });
    expect(rating.reasons.filter((r) => r.property === 'lactose').map((r) => r.trait)).toEqual(['lactoseTolerance']);
  });

  it('an intolerance is not offset by what else the food brings', () => {
    // Milk's calcium and B12 would pull it back for someone who also needs them.
    const scores = { ...allZero, lactoseTolerance: 2 as const, vitaminB12: 2 as const, vitaminDCalcium: 2 as const };
    expect(rateFood(milk, scores).score).toBe(3);
  });

  it('a half rounds to the milder rating: a moderate result on a very high property limits, not forbids', () => {
    const moderate = { ...allZero, caffeineSensitivity: 1 as const };
    expect(rateFood(coffee, moderate).score).toBe(2); // 1 + 1 × 1.5 = 2.5 → 2
    expect(rateFood(coffee, { ...allZero, caffeineSensitivity: 2 }).score).toBe(3);
  });

  it('a high omega-3 need prefers salmon; histamine sensitivity avoids wine', () => {
    expect(rateFood(salmon, { ...allZero, omega3Need: 2 }).score).toBe(0);
    expect(rateFood(wine, { ...allZero, histamineSensitivity: 2 }).score).toBe(3);
  });

  it('the property levels follow the cut-offs', () => {
    const milkLevels = foodPropertyLevels(milk);
    expect(milkLevels.lactose).toBe(1); // 11.5 g per cup
    expect(milkLevels.calcium).toBe(1); // 271 mg per cup
    expect(milkLevels.nonDairyCalcium).toBe(0);
    expect(foodPropertyLevels(coffee).caffeine).toBe(1.5); // 96 mg per cup
    expect(foodPropertyLevels(bread).gluten).toBe(0.5);
    expect(foodPropertyLevels(bread).sodium).toBe(0.5);
    expect(foodPropertyLevels(salmon).epaDha).toBe(1.5);
    expect(foodPropertyLevels(broccoli).vitaminC).toBe(1.5);
  });

  it('answers the spec shape with the categories map', () => {
    const rated = rateFoods([milk], [{ id: 1, label: 'Lácteos' }], allZero);
    expect(rated.categories).toEqual({ '1': 'Lácteos' });
    expect(rated.foods[0]).toEqual({
      id: 'leche',
      food: 'leche',
      category: 'Lácteos',
      categoryId: 1,
      score: 1,
      reasons: [],
    });
  });

  it('explains each reason in Spanish with the trait name and its result', () => {
    const scores = { ...allZero, lactoseTolerance: 2 as const };
    const rated = rateFoods([milk, wine], [{ id: 1, label: 'Lácteos' }], scores, (key) =>
      key === 'lactoseTolerance' ? 'Tolerancia a la lactosa' : key,
    );
    expect(rated.traits).toEqual({ lactoseTolerance: 'Tolerancia a la lactosa (tolerancia disminuida)' });
    expect(foodReasonText(rated.foods[0]!.reasons[0]!, rated.traits)).toBe(
      'Aporta lactosa: por tu resultado en Tolerancia a la lactosa (tolerancia disminuida) te conviene moderarlo.',
    );
    expect(foodReasonText(rated.foods[1]!.reasons[0]!, rated.traits)).toBe(
      'La Guía Alimentaria para la Población Uruguaya recomienda limitarlo a todas las personas.',
    );
  });
});
