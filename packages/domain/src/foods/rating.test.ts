import { describe, expect, it } from 'vitest';
import { isApoeTrait } from '../results/apoe';
import { type EffectCount, type ResultScore, type TraitKey, traitKeys, traitRules } from '../results/trait-rules';
import { foodPropertyLevels, isUnsaturatedOil } from './properties';
import { foodRules, nutrientsOverUpperLimit, rateFood, stepTowardBaseline, type TraitScores } from './rating';
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
  it('a lactose result limits a cup of milk; a declared intolerance limits 2–12 g and rules out more', () => {
    const scores = { ...allZero, lactoseTolerance: 2 as const };
    const milkRating = rateFood(milk, scores);
    expect(foodFrequencyLabel(milkRating.score)).toBe('Limitado');
    expect(milkRating.reasons[0]).toMatchObject({ trait: 'lactoseTolerance', property: 'lactose', effect: 'limit' });
    const yogurt = rateFood(lactoseFreeYogurt, scores);
    expect(yogurt.score).toBeLessThan(milkRating.score);
    expect(yogurt.reasons).toContainEqual(expect.objectContaining({ trait: 'lactoseTolerance', effect: 'prefer' }));
    // 11.5 g in a cup: limited, not forbidden (issue 37); two cups (23 g) are 'No sugerido'.
    const declared = rateFood(milk, allZero, ['lactose']);
    expect(foodFrequencyLabel(declared.score)).toBe('Limitado');
    expect(declared.reasons[0]).toMatchObject({ trait: null, property: 'declared:lactose', effect: 'limit' });
    const twoCups = { ...milk, portion: { grams: 480, label: '2 tazas' } };
    expect(rateFood(twoCups, allZero, ['lactose']).score).toBe(3);
    // A food without lactose is not touched.
    expect(rateFood(lactoseFreeYogurt, scores, ['lactose'])).toEqual(yogurt);
  });

  it('fermented dairy counts as low lactose up to 12 g per portion', () => {
    const yogurt = { ...lactoseFreeYogurt, id: 'yogur', lactose: 4, fermented: true };
    expect(foodPropertyLevels(yogurt).lactose).toBe(0); // 6.8 g per pote
    expect(foodPropertyLevels({ ...yogurt, fermented: false }).lactose).toBe(0.5);
    expect(rateFood(yogurt, { ...allZero, lactoseTolerance: 2 }, ['lactose']).score).toBeLessThan(3);
  });

  it('a slow caffeine metaboliser: coffee and mate are limited, never forbidden by the genotype', () => {
    const slow = { ...allZero, caffeineSensitivity: 2 as const };
    for (const drink of [coffee, mate]) {
      expect(rateFood(drink, slow).score).toBeGreaterThan(rateFood(drink, allZero).score);
      expect(foodFrequencyLabel(rateFood(drink, slow).score)).toBe('Limitado');
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

  it('celiac risk alone moves no food: it adds a note until a diagnosis is declared (issue 37)', () => {
    const celiac = { ...allZero, celiacRisk: 2 as const, gluten: 2 as const };
    const rating = rateFood(bread, celiac);
    expect(rating.score).toBe(rateFood(bread, allZero).score);
    expect(rating.reasons.at(-1)).toMatchObject({ trait: 'celiacRisk', property: 'gluten', effect: 'note' });
    expect(rating.reasons.filter((r) => r.effect === 'note')).toHaveLength(1);
    expect(foodReasonText(rating.reasons.at(-1)!, { celiacRisk: 'Enfermedad celíaca' })).toMatch(
      /no cambia esta calificación: sin un diagnóstico de celiaquía/,
    );
    // The diagnosis rules gluten out, and the note gives way to it.
    const diagnosed = rateFood(bread, celiac, ['celiac']);
    expect(diagnosed.score).toBe(3);
    expect(diagnosed.reasons[0]).toMatchObject({ property: 'declared:celiac' });
    expect(diagnosed.reasons.some((r) => r.effect === 'note')).toBe(false);
  });

  it('does not repeat a reason through a short-form trait that reads the same markers', () => {
    const rating = rateFood(milk, { ...allZero, lactoseTolerance: 2, lactose: 2 });
    expect(rating.reasons.filter((r) => r.property === 'lactose').map((r) => r.trait)).toEqual(['lactoseTolerance']);
  });

  it('an intolerance is not offset by what else the food brings', () => {
    // Milk's calcium and B12 would pull it back for someone who also needs them.
    const scores = { ...allZero, lactoseTolerance: 2 as const, vitaminB12: 2 as const, vitaminDCalcium: 2 as const };
    expect(rateFood(milk, scores).score).toBe(2);
    expect(rateFood(milk, scores, ['lactose']).score).toBe(2);
  });

  it('a half rounds toward the baseline, and genetics moves a food one level at most', () => {
    // One copy of the slow caffeine allele (AC) keeps the general 400 mg: it moves nothing (issue 37).
    const moderate = { ...allZero, caffeineSensitivity: 1 as const };
    expect(rateFood(coffee, moderate).score).toBe(1);
    // A heterozygous B12 result on a high B12 food: 1 × 1 × 0.5 = 0.5 → a tie, stays at the baseline.
    const tuna = food('atun', { nutrients: { kcal: 120, protein: 25, vitaminB12: 1 } }); // 1 µg: high
    expect(foodPropertyLevels(tuna).vitaminB12).toBe(1);
    expect(rateFood(tuna, { ...allZero, vitaminB12: 1 }).score).toBe(1);
    // Every trait at 2 can move a neutral food one level, never two.
    const worst: TraitScores = Object.fromEntries(traitKeys.map((k) => [k, 2]));
    for (const f of catalogue) {
      const { score, baseline } = rateFood(f, worst);
      expect(Math.abs(score - baseline)).toBeLessThanOrEqual(1);
    }
    expect(stepTowardBaseline(0.5)).toBe(0);
    expect(stepTowardBaseline(-0.5)).toBe(0);
    expect(stepTowardBaseline(0.75)).toBe(1);
    expect(stepTowardBaseline(-1.5)).toBe(-1);
  });

  it('a high omega-3 need prefers salmon; histamine genetics only notes, symptoms limit, a diagnosis rules out', () => {
    expect(rateFood(salmon, { ...allZero, omega3Need: 2 }).score).toBe(0);
    const histamine = { ...allZero, histamineSensitivity: 2 as const };
    const tomato = food('tomate', { guideline: 'prefer', histamine: true, nutrients: { kcal: 18, vitaminC: 14 } });
    expect(rateFood(tomato, histamine).score).toBe(0);
    expect(rateFood(tomato, histamine).reasons.at(-1)).toMatchObject({ trait: 'histamineSensitivity', effect: 'note' });
    expect(rateFood(wine, histamine).score).toBe(2);
    expect(rateFood(wine, allZero, ['histamine']).score).toBe(2);
    expect(rateFood(wine, allZero, ['histamineDiagnosed']).score).toBe(3);
    expect(rateFood(wine, allZero, ['histamineDiagnosed']).reasons[0]).toMatchObject({
      property: 'declared:histamineDiagnosed',
    });
    expect(rateFood(tomato, histamine, ['histamine']).score).toBe(2);
    expect(rateFood(broccoli, histamine, ['histamineDiagnosed']).score).toBe(0);
  });

  it('a self-declared gluten intolerance limits gluten; only a celiac diagnosis rules it out', () => {
    expect(rateFood(bread, allZero, ['gluten']).score).toBe(2);
    expect(rateFood(bread, allZero, ['celiac']).score).toBe(3);
    expect(rateFood(bread, { ...allZero, celiacRisk: 2 }).score).toBe(1);
    expect(rateFood(broccoli, allZero, ['celiac']).score).toBe(0);
  });

  it('pregnancy or lactation: liver and alcohol ruled out, caffeine limited', () => {
    const liver = food('higado', {
      portion: { grams: 120, label: '1 bife (120 g)' },
      nutrients: { kcal: 175, protein: 27, retinol: 7744 },
    });
    expect(rateFood(liver, allZero).score).toBe(2);
    const pregnant = rateFood(liver, allZero, ['pregnancy']);
    expect(pregnant.score).toBe(3);
    expect(pregnant.reasons[0]).toMatchObject({ property: 'pregnancy:retinol' });
    expect(rateFood(wine, allZero, ['pregnancy']).score).toBe(3);
    expect(rateFood(mate, allZero, ['pregnancy']).score).toBe(2);
    expect(rateFood(broccoli, allZero, ['pregnancy']).score).toBe(0);
  });

  it('judges fat per portion and by its quality: an unsaturated oil is at worst Limitado', () => {
    const oliveOil = food('aceite-de-oliva', {
      portion: { grams: 14, label: '1 cucharada (14 g)' },
      nutrients: { kcal: 884, fat: 100, saturatedFat: 13.8 },
    });
    const butter = food('manteca', {
      portion: { grams: 10, label: '1 cucharadita (10 g)' },
      nutrients: { kcal: 717, fat: 81, saturatedFat: 51.4 },
    });
    expect(isUnsaturatedOil(oliveOil)).toBe(true);
    expect(isUnsaturatedOil(butter)).toBe(false);
    expect(foodPropertyLevels(oliveOil)).toMatchObject({ saturatedFat: 0, energyDensity: 0 }); // 1.9 g, 124 kcal
    expect(foodPropertyLevels(butter).saturatedFat).toBe(0.5); // 5.1 g of the day's 22 g
    const worst: TraitScores = Object.fromEntries(traitKeys.map((k) => [k, 2]));
    expect(rateFood(oliveOil, worst).score).toBeLessThanOrEqual(2);
    // 100 g of oil would be very high: the portion, not 100 g, is what a person eats.
    expect(foodPropertyLevels({ ...oliveOil, portion: { grams: 100, label: '100 g' } }).saturatedFat).toBe(0.5);
  });

  it('a portion over a tolerable upper intake level is at least Limitado for everyone, with the reason', () => {
    const liver = food('higado', {
      guideline: 'prefer',
      portion: { grams: 120, label: '1 bife (120 g)' },
      nutrients: { kcal: 175, protein: 27, retinol: 7744, vitaminB12: 70, folate: 253, iron: 6 },
    });
    expect(nutrientsOverUpperLimit(liver)).toEqual(['retinol']); // 9,293 µg > 3,000 µg
    const needs = { ...allZero, vitaminB12: 2 as const, homocysteine: 2 as const, iron: 2 as const };
    const rating = rateFood(liver, needs);
    expect(foodFrequencyLabel(rating.score)).toBe('Limitado');
    expect(rating.reasons[0]).toMatchObject({ trait: null, property: 'upperLimit:retinol', effect: 'limit' });
    expect(foodReasonText(rating.reasons[0]!, {})).toBe(
      'Mucha vitamina A por porción: no más de una vez por semana; evitar en el embarazo.',
    );
    expect(nutrientsOverUpperLimit({ ...liver, portion: { grams: 30, label: '30 g' } })).toEqual([]);
  });

  it('the property levels follow the cut-offs', () => {
    const milkLevels = foodPropertyLevels(milk);
    expect(milkLevels.lactose).toBe(0.5); // 11.5 g per cup: tolerated by most (≤ 12 g)
    expect(milkLevels.sugars).toBe(0); // its sugars are lactose, not free sugars
    expect(milkLevels.calcium).toBe(1); // 271 mg per cup (≥ 200 mg)
    expect(milkLevels.nonDairyCalcium).toBe(0);
    expect(foodPropertyLevels(coffee).caffeine).toBe(1); // 96 mg per cup
    expect(foodPropertyLevels(bread).gluten).toBe(0.5);
    expect(foodPropertyLevels(bread).sodium).toBe(0.5); // 245 mg in the 50 g portion: over a tenth of 2 g
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
      portion: '1 taza',
      score: 1,
      reasons: [],
    });
    expect(rated.missingTraits).toEqual([]);
  });

  it('names the traits the ratings read that the results lack, a short form under its long form, once (issue 18)', () => {
    const used = [
      ...new Set([...Object.values(foodRules.limit), ...Object.values(foodRules.prefer)].flat().map((l) => l.trait)),
    ];
    // Every trait answered except histamine (failed) and both caffeine forms (not sent).
    const scores: TraitScores = Object.fromEntries(
      used
        .filter((key) => !['caffeineSensitivity', 'caffeine'].includes(key))
        .map((key) => [key, key === 'histamineSensitivity' ? null : 0]),
    );
    const names: Partial<Record<TraitKey, string>> = {
      histamineSensitivity: 'Sensibilidad a la histamina',
      caffeineSensitivity: 'Sensibilidad a la cafeína',
    };
    const rated = rateFoods([milk], [{ id: 1, label: 'Lácteos' }], scores, (key) => names[key] ?? key);
    expect([...rated.missingTraits].sort()).toEqual(['Sensibilidad a la cafeína', 'Sensibilidad a la histamina']);
    // An APOE-based trait left out (no opt-in) is never named; one sent without a score is.
    const apoeKey = used.find((key) => isApoeTrait(key));
    if (apoeKey) {
      const { [apoeKey]: _hidden, ...withoutApoe } = scores;
      const hidden = rateFoods([milk], [{ id: 1, label: 'Lácteos' }], withoutApoe, (key) => key);
      expect(hidden.missingTraits).not.toContain(traitRules[apoeKey].sameRuleAs ?? apoeKey);
      const failed = rateFoods([milk], [{ id: 1, label: 'Lácteos' }], { ...scores, [apoeKey]: null }, (key) => key);
      expect(failed.missingTraits).toContain(traitRules[apoeKey].sameRuleAs ?? apoeKey);
    }
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

describe('every food rule can happen', () => {
  /** Every score a trait's rule gives, over every combination of effect-allele counts. */
  function reachableScores(key: TraitKey): Set<ResultScore> {
    const rule = traitRules[key];
    const scores = new Set<ResultScore>();
    const counts: EffectCount[] = rule.markers.map(() => 0);
    const walk = (i: number) => {
      if (i === counts.length) {
        const score = rule.score(counts);
        if (score !== null) scores.add(score);
        return;
      }
      for (const count of [0, 1, 2] as const) {
        counts[i] = count;
        walk(i + 1);
      }
    };
    walk(0);
    return scores;
  }

  const links = [...Object.entries(foodRules.limit), ...Object.entries(foodRules.prefer)].flatMap(([property, list]) =>
    list.map((link) => ({ property, ...link })),
  );

  it.each(links)('$property → $trait: at a score its trait can give', ({ trait, atScores }) => {
    const reachable = reachableScores(trait);
    // A link with no scores named moves the food at any score above 0.
    const wanted = atScores ?? [1, 2];
    expect(wanted.filter((score) => reachable.has(score)).length).toBeGreaterThan(0);
    for (const score of atScores ?? []) expect(reachable, `score ${score}`).toContain(score);
  });
});
