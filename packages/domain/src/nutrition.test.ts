import { describe, expect, it } from 'vitest';
import {
  type ActivityLevel,
  activityFromDraft,
  basalMetabolicRate,
  bmiCategory,
  bodyMassIndex,
  caloriePlan,
  computeNutritionProfile,
  type DietId,
  dailyWaterLitres,
  dietById,
  diets,
  type GoalCode,
  goalFromDraft,
  macroBarPercent,
  macrosFor,
  nutritionProfileInputSchema,
  nutritionProfileStorageKey,
  percentOf,
  sexFromDraft,
  withDiet,
} from './nutrition';

// Hand-computed with the spec's formulas (doc 2 §9); BMR rounded to whole kcal first.
// Man 80 kg, 180 cm, 30 years: 88.4 + 13.4·80 + 4.8·180 − 5.68·30 = 1854.0
// Woman 60 kg, 165 cm, 40 years: 447.6 + 9.25·60 + 3.1·165 − 4.33·40 = 1340.9 → 1341
const man = { sex: 0 as const, weight: 80, height: 180, age: 30 };
const woman = { sex: 1 as const, weight: 60, height: 165, age: 40 };

describe('basal metabolic rate', () => {
  it('uses the men and women equations of the spec', () => {
    expect(basalMetabolicRate(man)).toBe(1854);
    expect(basalMetabolicRate(woman)).toBe(1341);
  });
});

describe('recommended calories for every activity level and goal', () => {
  // rows: activity 0..4; columns: lose fat (−250), maintain, gain muscle (+250)
  const expected = {
    man: [
      [1975, 2225, 2475], // 1854 × 1.2 = 2224.8
      [2299, 2549, 2799], // × 1.375 = 2549.25
      [2624, 2874, 3124], // × 1.55 = 2873.7
      [2948, 3198, 3448], // × 1.725 = 3198.15
      [3273, 3523, 3773], // × 1.9 = 3522.6
    ],
    woman: [
      [1359, 1609, 1859], // 1341 × 1.2 = 1609.2
      [1594, 1844, 2094], // × 1.375 = 1843.875
      [1829, 2079, 2329], // × 1.55 = 2078.55
      [2063, 2313, 2563], // × 1.725 = 2313.225
      [2298, 2548, 2798], // × 1.9 = 2547.9
    ],
  };
  for (const [who, body] of [
    ['man', man],
    ['woman', woman],
  ] as const) {
    for (let level = 0; level <= 4; level++) {
      for (let goal = 0; goal <= 2; goal++) {
        it(`${who}, activity ${level}, goal ${goal}`, () => {
          const plan = caloriePlan({ ...body, actualExcercise: level as ActivityLevel, goals: goal as GoalCode });
          expect(plan.recommendedCaloriesPerDay).toBe(expected[who][level]?.[goal]);
          expect(plan.belowMinimum).toBe(false);
        });
      }
    }
  }

  it('never recommends less than 1200 kcal to a woman: raised, with the computed figure kept for the note', () => {
    // 447.6 + 9.25·45 + 3.1·150 − 4.33·70 = 1025.75 → 1026; × 1.2 − 250 = 981.2
    const plan = caloriePlan({ sex: 1, weight: 45, height: 150, age: 70, actualExcercise: 0, goals: 0 });
    expect(plan).toEqual({ computedCalories: 981, recommendedCaloriesPerDay: 1200, belowMinimum: true });
  });

  it('never recommends less than 1500 kcal to a man', () => {
    // 88.4 + 13.4·45 + 4.8·155 − 5.68·80 = 981.0; × 1.2 − 250 = 927.2
    const plan = caloriePlan({ sex: 0, weight: 45, height: 155, age: 80, actualExcercise: 0, goals: 0 });
    expect(plan).toEqual({ computedCalories: 927, recommendedCaloriesPerDay: 1500, belowMinimum: true });
  });
});

describe('macros for every diet', () => {
  // 2874 kcal for the 80 kg man (moderate activity, maintain), inside the AMDR (carbs 45–65 %,
  // protein 10–35 %, fat 20–35 %) and protein at most 2.0 g/kg = 160 g (22.27 % of 2874 kcal).
  const table: Record<DietId, [number, number, number]> = {
    equilibrada: [359, 144, 88], // midpoints 50 / 20 / 27.5, inside every range: unchanged
    hipocalorica: [379, 160, 80], // 40 / 35 / 25 -> protein 22.27 (160 g), carbs 52.73 / fat 25
    hipercalorica: [415, 160, 64], // 50 / 30 / 20 -> protein 22.27, carbs 57.73, fat 20
    cetogenica: [323, 144, 112], // 5 / 30 / 65 -> carbs 45, fat 35, protein 20 (to add to 100)
    'baja-en-carbohidratos': [323, 144, 112], // 20 / 40 / 40 -> 45 / 20 / 35
    'alta-en-proteinas': [379, 160, 80], // 30 / 45 / 25 -> carbs 52.73, protein 22.27, fat 25
    vegetariana: [359, 144, 96], // 50 / 20 / 30
    vegana: [359, 144, 96], // 50 / 20 / 30
    mediterranea: [343, 160, 96], // 45 / 25 / 30 -> protein 22.27, carbs 47.73
  };
  it('has the nine diets of the spec', () => {
    expect(diets.map((d) => d.id).sort()).toEqual(Object.keys(table).sort());
  });
  for (const diet of diets) {
    it(diet.title, () => {
      const [carbs, proteins, fats] = table[diet.id];
      const macros = macrosFor(2874, diet, 80);
      expect(macros.recommendedDailyCarbos).toBe(carbs);
      expect(macros.recommendedDailyProteins).toBe(proteins);
      expect(macros.recommendedDailyFats).toBe(fats);
    });
  }

  it('reads a range as its midpoint', () => {
    expect(percentOf('45-55%')).toBe(50);
    expect(percentOf('15-25%')).toBe(20);
    expect(percentOf('20-35%')).toBe(27.5);
    expect(percentOf('40%')).toBe(40);
    expect(percentOf('')).toBe(0);
  });
});

describe('BMI and water', () => {
  it('BMI with two decimals and its category', () => {
    expect(bodyMassIndex(80, 180)).toBe(24.69); // 80 / 3.24
    expect(bodyMassIndex(60, 165)).toBe(22.04); // 60 / 2.7225
    expect(bmiCategory(18.49)).toBe('Delgadez');
    expect(bmiCategory(18.5)).toBe('Peso Normal');
    expect(bmiCategory(24.99)).toBe('Peso Normal');
    expect(bmiCategory(25)).toBe('Sobrepeso');
    expect(bmiCategory(30)).toBe('Obesidad grado 1');
    expect(bmiCategory(35)).toBe('Obesidad grado 2');
    expect(bmiCategory(39.99)).toBe('Obesidad grado 2');
    expect(bmiCategory(40)).toBe('Obesidad grado 3');
  });
  it('water = weight / 7 × 250 ml in litres', () => {
    expect(dailyWaterLitres(70)).toBe(2.5);
    expect(dailyWaterLitres(80)).toBe(2.86); // 2.857
  });
  it('bars against the 1672 kcal reference', () => {
    expect(macroBarPercent(209, 'carbs')).toBe(50); // 836 / 1672
    expect(macroBarPercent(1000, 'fats')).toBe(100);
  });
});

describe('the form draft values', () => {
  it('maps the Spanish options to codes, with the spec defaults for unknown values', () => {
    expect(sexFromDraft('mujer')).toBe(1);
    expect(sexFromDraft('hombre')).toBe(0);
    expect(goalFromDraft('perder grasa')).toBe(0);
    expect(goalFromDraft('ganar musculo')).toBe(2);
    expect(goalFromDraft('otra cosa')).toBe(1);
    expect(goalFromDraft(undefined)).toBe(1);
    expect(activityFromDraft('muy intenso')).toBe(4);
    expect(activityFromDraft('moderado')).toBe(2);
    expect(activityFromDraft('???')).toBe(0);
  });
});

describe('the stored profile', () => {
  const at = new Date('2026-11-22T12:00:00Z');
  const input = nutritionProfileInputSchema.parse({ ...man, goals: 1, actualExcercise: 2 });

  it('computes every field and starts on the balanced diet', () => {
    expect(computeNutritionProfile('Ana@Demo.uy', input, at)).toEqual({
      email: 'Ana@Demo.uy',
      sex: 0,
      goals: 1,
      actualExcercise: 2,
      weight: 80,
      height: 180,
      age: 30,
      bmr: 1854,
      imc: 24.69,
      recommendedCaloriesPerDay: 2874,
      recommendedDailyCarbos: 359,
      recommendedDailyProteins: 144,
      recommendedDailyFats: 88,
      recommendedDailyWater: 2.86,
      firstTimeDashboard: false,
      selectedDiet: 'equilibrada',
      computedCaloriesPerDay: null,
      pregnancy: null,
      notes: [],
      updatedAt: '2026-11-22T12:00:00.000Z',
    });
  });

  it('a diet change recomputes the grams; with 0 calories it is ignored', () => {
    const profile = computeNutritionProfile('a@b.uy', input, at);
    const mediterranean = withDiet(profile, 'mediterranea', at);
    expect(mediterranean.selectedDiet).toBe('mediterranea');
    expect(mediterranean.recommendedDailyFats).not.toBe(profile.recommendedDailyFats);
    // Issue 37: keto is not offered under its name: it stays computed as the balanced diet.
    const keto = withDiet(profile, 'cetogenica', at);
    expect(keto.selectedDiet).toBe('equilibrada');
    expect(keto.recommendedDailyCarbos).toBe(profile.recommendedDailyCarbos);
    const empty = { ...profile, recommendedCaloriesPerDay: 0 };
    expect(withDiet(empty, 'cetogenica', at)).toBe(empty);
  });

  it('refuses impossible figures with Spanish messages', () => {
    const result = nutritionProfileInputSchema.safeParse({
      ...man,
      weight: 5,
      height: 400,
      age: 12.5,
      goals: 1,
      actualExcercise: 9,
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'weight: Ingresá un peso entre 30 y 300 kg',
        'height: Ingresá una altura entre 120 y 230 cm',
        'age: Ingresá tu edad en años, sin decimales',
        'actualExcercise: Elegí tu nivel de ejercicio',
      ]),
    );
  });

  it('is kept in the browser under a per-user key', () => {
    expect(nutritionProfileStorageKey(' Ana@Demo.UY ')).toBe('userProfileData_ana@demo.uy');
    expect(dietById('nope').id).toBe('equilibrada');
  });
});
