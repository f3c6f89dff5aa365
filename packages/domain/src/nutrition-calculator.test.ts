import { describe, expect, it } from 'vitest';
import {
  computeNutritionProfile,
  isAcceptedNutritionInput,
  isNutritionProfile,
  nutritionProfileInputSchema,
  nutritionProfileSchema,
} from './nutrition';

const profile = computeNutritionProfile(
  'ana@example.com',
  { sex: 1, goals: 0, actualExcercise: 2, weight: 62.5, height: 165, age: 34, selectedDiet: 'equilibrada' },
  new Date('2026-01-02T03:04:05Z'),
);

describe('the zod-free checks agree with the schemas', () => {
  const profiles: unknown[] = [
    profile,
    { ...profile, computedCaloriesPerDay: 1400 },
    { ...profile, sex: 2 },
    { ...profile, goals: '1' },
    { ...profile, actualExcercise: 5 },
    { ...profile, weight: Number.NaN },
    { ...profile, bmr: Number.POSITIVE_INFINITY },
    { ...profile, imc: '22' },
    { ...profile, firstTimeDashboard: 'no' },
    { ...profile, selectedDiet: 'otra' },
    { ...profile, computedCaloriesPerDay: undefined },
    { ...profile, updatedAt: 5 },
    { ...profile, email: null },
    Object.fromEntries(Object.entries(profile).filter(([k]) => k !== 'recommendedDailyWater')),
    null,
    [],
    'perfil',
    42,
  ];
  it.each(profiles.map((p, i) => [i, p]))('stored profile %i', (_i, value) => {
    expect(isNutritionProfile(value)).toBe(nutritionProfileSchema.safeParse(value).success);
  });

  const base = { sex: 0, goals: 1, actualExcercise: 0, weight: 70, height: 170, age: 30 };
  const inputs: Record<string, unknown>[] = [
    base,
    { ...base, selectedDiet: 'equilibrada' },
    { ...base, selectedDiet: 'otra' },
    { ...base, weight: 30 },
    { ...base, weight: 29.9 },
    { ...base, weight: 300 },
    { ...base, weight: 300.1 },
    { ...base, height: 119 },
    { ...base, height: 230 },
    { ...base, height: 231 },
    { ...base, age: 17 },
    { ...base, age: 18 },
    { ...base, age: 30.5 },
    { ...base, age: 100 },
    { ...base, age: 101 },
    { ...base, weight: Number.NaN },
    { ...base, sex: 3 },
    { ...base, goals: 3 },
    { ...base, actualExcercise: 4 },
    { ...base, actualExcercise: -1 },
  ];
  it.each(inputs.map((p, i) => [i, p]))('input %i', (_i, value) => {
    expect(isAcceptedNutritionInput(value as Parameters<typeof isAcceptedNutritionInput>[0])).toBe(
      nutritionProfileInputSchema.safeParse(value).success,
    );
  });
});
