import { describe, expect, it } from 'vitest';
import {
  computeNutritionProfile,
  nutritionProfileInputSchema,
  nutritionProfileSchema,
  saturatedFatLimitGrams,
} from './nutrition';

const profile = computeNutritionProfile(
  'ana@example.com',
  { sex: 1, goals: 0, actualExcercise: 2, weight: 62.5, height: 165, age: 34, selectedDiet: 'equilibrada' },
  new Date('2026-01-02T03:04:05Z'),
);

describe('the stored profile and the inputs, as the one schema of each checks them', () => {
  const profiles: Array<[unknown, boolean]> = [
    [profile, true],
    [{ ...profile, computedCaloriesPerDay: 1400 }, true],
    [{ ...profile, sex: 2 }, false],
    [{ ...profile, goals: '1' }, false],
    [{ ...profile, actualExcercise: 5 }, false],
    [{ ...profile, weight: Number.NaN }, false],
    [{ ...profile, bmr: Number.POSITIVE_INFINITY }, false],
    [{ ...profile, imc: '22' }, false],
    [{ ...profile, firstTimeDashboard: 'no' }, false],
    [{ ...profile, selectedDiet: 'otra' }, false],
    [{ ...profile, computedCaloriesPerDay: undefined }, false],
    [{ ...profile, updatedAt: 5 }, false],
    [{ ...profile, email: null }, false],
    [Object.fromEntries(Object.entries(profile).filter(([k]) => k !== 'recommendedDailyWater')), false],
    [null, false],
    [[], false],
    ['perfil', false],
    [42, false],
  ];
  it.each(profiles.map(([p, ok], i) => [i, p, ok]))('stored profile %i', (_i, value, ok) => {
    expect(nutritionProfileSchema.safeParse(value).success).toBe(ok);
  });

  it('keeps only the known fields of a stored profile', () => {
    expect(nutritionProfileSchema.parse({ ...profile, extra: 1 })).toEqual(profile);
  });

  const base = { sex: 0, goals: 1, actualExcercise: 0, weight: 70, height: 170, age: 30 };
  const inputs: Array<[Record<string, unknown>, boolean]> = [
    [base, true],
    [{ ...base, selectedDiet: 'equilibrada' }, true],
    [{ ...base, selectedDiet: 'otra' }, false],
    [{ ...base, weight: 30 }, true],
    [{ ...base, weight: 29.9 }, false],
    [{ ...base, weight: 300 }, true],
    [{ ...base, weight: 300.1 }, false],
    [{ ...base, height: 119 }, false],
    [{ ...base, height: 230 }, true],
    [{ ...base, height: 231 }, false],
    [{ ...base, age: 17 }, false],
    [{ ...base, age: 18 }, true],
    [{ ...base, age: 30.5 }, false],
    [{ ...base, age: 100 }, true],
    [{ ...base, age: 101 }, false],
    [{ ...base, weight: Number.NaN }, false],
    [{ ...base, sex: 3 }, false],
    [{ ...base, goals: 3 }, false],
    [{ ...base, actualExcercise: 4 }, true],
    [{ ...base, actualExcercise: -1 }, false],
  ];
  it.each(inputs.map(([p, ok], i) => [i, p, ok]))('input %i', (_i, value, ok) => {
    expect(nutritionProfileInputSchema.safeParse(value).success).toBe(ok);
  });

  it('defaults the diet and says in Spanish what is wrong with each input', () => {
    expect(nutritionProfileInputSchema.parse(base).selectedDiet).toBe('equilibrada');
    const messages = (value: unknown) =>
      nutritionProfileInputSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages({})).toEqual([
      ['sex', 'Elegí tu sexo biológico'],
      ['goals', 'Elegí un objetivo'],
      ['actualExcercise', 'Elegí tu nivel de ejercicio'],
      ['weight', 'Ingresá tu peso en kilos'],
      ['height', 'Ingresá tu altura en centímetros'],
      ['age', 'Ingresá tu edad'],
    ]);
    expect(messages({ ...base, weight: 20, height: 240, age: 17.5, selectedDiet: 'otra' })).toEqual([
      ['weight', 'Ingresá un peso entre 30 y 300 kg'],
      ['height', 'Ingresá una altura entre 120 y 230 cm'],
      ['age', 'Ingresá tu edad en años, sin decimales'],
      ['selectedDiet', 'Elegí una de las dietas de la lista'],
    ]);
  });
});

describe('saturatedFatLimitGrams (issue 22: the genetic adjustment)', () => {
  const none = { hasResults: false, saturatedFatSensitive: false };
  it('before results: under 10 % of the energy, at most 20 g, whatever the genes', () => {
    expect(saturatedFatLimitGrams(1594, none)).toBe(17);
    expect(saturatedFatLimitGrams(2500, none)).toBe(20);
    // A stale "sensitive" without results changes nothing: no adjustment before results.
    expect(saturatedFatLimitGrams(2500, { hasResults: false, saturatedFatSensitive: true })).toBe(20);
  });
  it('with results: at most 15 g when the weight is sensitive to saturated fat, else the general limit', () => {
    expect(saturatedFatLimitGrams(2500, { hasResults: true, saturatedFatSensitive: true })).toBe(15);
    expect(saturatedFatLimitGrams(1200, { hasResults: true, saturatedFatSensitive: true })).toBe(13);
    expect(saturatedFatLimitGrams(2500, { hasResults: true, saturatedFatSensitive: false })).toBe(20);
  });
});
