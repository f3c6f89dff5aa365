import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ActivityLevel,
  basalMetabolicRate,
  bodyMassIndex,
  boundedShares,
  caloriePlan,
  computeNutritionProfile,
  type DietId,
  dietById,
  dietIds,
  diets,
  energyWeight,
  type GoalCode,
  isWeightLossOffered,
  MAX_PROTEIN_G_PER_KG,
  macroShareRanges,
  nutritionProfileInputSchema,
  type PregnancyState,
  percentOf,
  type SexCode,
  waterAdequateIntake,
  weightLossNotOfferedMessage,
} from './nutrition';

/** Every input the server accepts (nutritionProfileInputSchema), with every diet. */
const acceptedInput = fc
  .record({
    sex: fc.constantFrom<SexCode>(0, 1),
    goals: fc.constantFrom<GoalCode>(0, 1, 2),
    actualExcercise: fc.constantFrom<ActivityLevel>(0, 1, 2, 3, 4),
    weight: fc.double({ min: 30, max: 300, noNaN: true }),
    height: fc.double({ min: 120, max: 230, noNaN: true }),
    age: fc.integer({ min: 18, max: 100 }),
    selectedDiet: fc.constantFrom<DietId>(...dietIds),
  })
  .filter((input) => nutritionProfileInputSchema.safeParse(input).success);

const within = (value: number, { min, max }: { min: number; max: number }) =>
  value >= min - 1e-9 && value <= max + 1e-9;

describe('calculator safety (issue 18 item 10)', () => {
  it('the reported case: "Alta en proteínas" for a very active 70 kg man stays at 2.0 g/kg', () => {
    const profile = computeNutritionProfile('a@b.uy', {
      sex: 0,
      goals: 2,
      actualExcercise: 4,
      weight: 70,
      height: 175,
      age: 30,
      selectedDiet: 'alta-en-proteinas',
    });
    expect(profile.recommendedDailyProteins).toBeLessThanOrEqual(140);
  });

  it('protein is never above 2.0 g per kg, for any accepted input and diet', () => {
    fc.assert(
      fc.property(acceptedInput, (input) => {
        const profile = computeNutritionProfile('a@b.uy', input);
        expect(profile.recommendedDailyProteins).toBeLessThanOrEqual(MAX_PROTEIN_G_PER_KG * input.weight);
      }),
      { numRuns: 2000 },
    );
  });

  it('the energy shares stay inside the AMDR (protein under 10 % only where 2.0 g/kg is less)', () => {
    fc.assert(
      fc.property(acceptedInput, (input) => {
        const profile = computeNutritionProfile('a@b.uy', input);
        const calories = profile.recommendedCaloriesPerDay;
        const diet = dietById(input.selectedDiet);
        const shares = boundedShares(calories, diet, input.weight);
        expect(within(shares.carbs, macroShareRanges.carbs)).toBe(true);
        expect(within(shares.fats, macroShareRanges.fats)).toBe(true);
        const perKgShare = ((MAX_PROTEIN_G_PER_KG * input.weight * 4) / calories) * 100;
        expect(shares.proteins).toBeLessThanOrEqual(Math.min(macroShareRanges.proteins.max, perKgShare) + 1e-9);
        expect(shares.proteins).toBeGreaterThanOrEqual(Math.min(macroShareRanges.proteins.min, perKgShare) - 1e-9);
        // The shares never add to more than the energy recommended.
        const total = shares.carbs + shares.proteins + shares.fats;
        expect(total).toBeLessThanOrEqual(100 + 1e-9);
        const dietTotal = percentOf(diet.carb) + percentOf(diet.protein) + percentOf(diet.fats);
        expect(total).toBeCloseTo(Math.min(100, dietTotal), 6);
      }),
      { numRuns: 2000 },
    );
  });

  it('the grams match the shares (the energy of the three macros is the recommended energy)', () => {
    fc.assert(
      fc.property(acceptedInput, (input) => {
        const p = computeNutritionProfile('a@b.uy', input);
        const kcal = p.recommendedDailyCarbos * 4 + p.recommendedDailyProteins * 4 + p.recommendedDailyFats * 9;
        // Rounding to whole grams (and protein rounded down to its bound) moves it by a few kcal.
        expect(Math.abs(kcal - p.recommendedCaloriesPerDay * 0.975)).toBeLessThanOrEqual(
          p.recommendedCaloriesPerDay * 0.025 + 20,
        );
      }),
      { numRuns: 500 },
    );
  });

  it('a weight-loss goal with a BMI under 18.5 is refused, with the reason in Spanish', () => {
    const thin = { sex: 1, goals: 0, actualExcercise: 1, weight: 45, height: 170, age: 25 }; // BMI 15.57
    const result = nutritionProfileInputSchema.safeParse(thin);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['goals'], message: weightLossNotOfferedMessage }),
    ]);
    expect(nutritionProfileInputSchema.safeParse({ ...thin, goals: 1 }).success).toBe(true);
    // 18.5 exactly is a normal weight: losing fat is offered.
    expect(nutritionProfileInputSchema.safeParse({ ...thin, weight: 53.47 }).success).toBe(true);
  });
});

describe('calculator bounds (issue 37, decision 042)', () => {
  const pregnancyArb = fc.constantFrom<PregnancyState>(null, 'pregnant', 'breastfeeding');

  it("water never passes EFSA's adequate intake plus 0.25 L per activity level (5.4 L at 150 kg before)", () => {
    fc.assert(
      fc.property(acceptedInput, pregnancyArb, (input, pregnancy) => {
        const p = computeNutritionProfile('a@b.uy', { ...input, pregnancy: input.sex === 1 ? pregnancy : null });
        const base = input.sex === 1 ? waterAdequateIntake.female : waterAdequateIntake.male;
        const extra = p.pregnancy ? waterAdequateIntake[p.pregnancy] : 0;
        expect(p.recommendedDailyWater).toBeLessThanOrEqual(base + extra + 0.25 * input.actualExcercise + 0.005);
        expect(p.recommendedDailyWater).toBeGreaterThan(0);
      }),
      { numRuns: 2000 },
    );
    const heavy = computeNutritionProfile('a@b.uy', {
      sex: 0,
      goals: 1,
      actualExcercise: 0,
      weight: 150,
      height: 175,
      age: 40,
      selectedDiet: 'equilibrada',
    });
    expect(heavy.recommendedDailyWater).toBe(2.5);
  });

  it('from BMI 30, energy and protein use the adjusted body weight, and the profile says so', () => {
    fc.assert(
      fc.property(acceptedInput, (input) => {
        const bmi = bodyMassIndex(input.weight, input.height);
        const used = energyWeight(input.weight, input.height);
        if (bmi < 30) expect(used).toBe(input.weight);
        else {
          const reference = 25 * (input.height / 100) ** 2;
          expect(used).toBeCloseTo(reference + 0.4 * (input.weight - reference), 1);
          expect(used).toBeLessThan(input.weight);
          const p = computeNutritionProfile('a@b.uy', input);
          expect(p.notes).toContain('adjustedWeight');
          expect(p.bmr).toBe(basalMetabolicRate({ ...input, weight: used }));
          expect(p.recommendedDailyProteins).toBeLessThanOrEqual(2 * used + 0.5);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('pregnancy or lactation: no deficit, losing fat not offered, a referral note', () => {
    fc.assert(
      fc.property(acceptedInput, fc.constantFrom<PregnancyState>('pregnant', 'breastfeeding'), (input, pregnancy) => {
        const woman = { ...input, sex: 1 as const, pregnancy };
        const plan = caloriePlan(woman);
        const maintain = caloriePlan({ ...woman, goals: 1 });
        expect(plan.computedCalories).toBeGreaterThanOrEqual(maintain.computedCalories);
        expect(isWeightLossOffered(woman.weight, woman.height, pregnancy)).toBe(false);
        expect(computeNutritionProfile('a@b.uy', woman).notes).toContain('pregnancy');
      }),
      { numRuns: 1000 },
    );
  });

  it('below BMI 17 the profile asks to see a professional', () => {
    fc.assert(
      fc.property(acceptedInput, (input) => {
        const notes = computeNutritionProfile('a@b.uy', input).notes;
        expect(notes.includes('lowBmi')).toBe(bodyMassIndex(input.weight, input.height) < 17);
      }),
      { numRuns: 1000 },
    );
  });

  it('no diet is computed under a name it does not meet: keto and low-carb are not offered', () => {
    const notOffered = diets.filter((d) => d.notOffered).map((d) => d.id);
    expect(notOffered.sort()).toEqual(['baja-en-carbohidratos', 'cetogenica']);
    fc.assert(
      fc.property(acceptedInput, (input) => {
        const p = computeNutritionProfile('a@b.uy', input);
        expect(notOffered).not.toContain(p.selectedDiet);
      }),
      { numRuns: 500 },
    );
  });
});
