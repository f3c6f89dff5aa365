import { readFileSync } from 'node:fs';
import {
  type DeclaredIntolerance,
  declaredIntolerances,
  type FoodScore,
  foodFrequencyLabel,
  isUnsaturatedOil,
  nutrientsOverUpperLimit,
  type ResultScore,
  rateFood,
  type TraitKey,
  type TraitScores,
  traitKeys,
} from '@nutritest/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expectedRatings,
  REVIEW_BEGIN,
  REVIEW_END,
  referencePersons,
  reviewCell,
  reviewFoodNames,
  reviewMarkdown,
} from './advice-review';
import { foods } from './catalogue';

describe('the advice review (docs/advice-review.md)', () => {
  it('rates the 35 foods as reviewed, for each of the eleven reference persons', () => {
    expect(referencePersons).toHaveLength(11);
    expect(reviewFoodNames).toHaveLength(35);
    for (const person of referencePersons) {
      const expected = expectedRatings[person.id]!;
      expect(expected, person.id).toHaveLength(reviewFoodNames.length);
      reviewFoodNames.forEach((name, i) => {
        const { score, reason } = reviewCell(person, name);
        expect(foodFrequencyLabel(score), `${person.id} · ${name}: ${reason}`).toBe(foodFrequencyLabel(expected[i]!));
      });
    }
  });

  it('is the document: its tables are the ones the engine generates today', () => {
    const doc = readFileSync(new URL('../../../../docs/advice-review.md', import.meta.url), 'utf8');
    const start = doc.indexOf(REVIEW_BEGIN);
    const end = doc.indexOf(REVIEW_END);
    expect(start, 'advice-review markers').toBeGreaterThanOrEqual(0);
    // Regenerate with: npx tsx scripts/advice-review.ts --write
    expect(doc.slice(start + REVIEW_BEGIN.length, end).trim()).toBe(reviewMarkdown().trim());
  });

  it('answers what issue 18 asked for the reference persons', () => {
    const [apoe, lactose, caffeine, histamine, celiac, allZero] = referencePersons;
    const label = (person: (typeof referencePersons)[number], name: string) =>
      foodFrequencyLabel(reviewCell(person, name).score);
    for (const person of referencePersons) {
      for (const oil of ['Aceite de oliva', 'Aceite de canola', 'Aceite de girasol']) {
        expect(label(person!, oil), `${person!.id} ${oil}`).not.toBe('No sugerido');
      }
      expect(reviewCell(person!, 'Hígado vacuno').score, person!.id).toBeGreaterThanOrEqual(2);
    }
    expect(reviewCell(allZero!, 'Hígado vacuno').reason).toBe(
      'Mucha vitamina A por porción: no más de una vez por semana; evitar en el embarazo.',
    );
    expect(label(apoe!, 'Huevo')).toBe('Limitado');
    expect(label(apoe!, 'Queso colonia')).toBe('Limitado');
    expect(label(lactose!, 'Leche entera')).toBe('Limitado'); // 11.5 g: limited, not forbidden (issue 37)
    expect(label(lactose!, 'Yogur entero')).not.toBe('No sugerido');
    expect(label(caffeine!, 'Café')).toBe('Limitado');
    // Histamine and HLA without symptoms or a diagnosis move nothing (issue 37).
    expect(label(histamine!, 'Queso colonia')).toBe(label(allZero!, 'Queso colonia'));
    expect(label(histamine!, 'Tomate')).toBe('Sugerido con preferencia');
    expect(label(celiac!, 'Pan flauta')).toBe(label(allZero!, 'Pan flauta'));
  });
});

// Random genotypes: every trait at 0, 1, 2, without information (null) or missing.
const traitScore = fc.constantFrom<ResultScore | null | undefined>(0, 1, 2, null, undefined);
const scoresArb = fc.tuple(...traitKeys.map(() => traitScore)).map((values): TraitScores => {
  const scores: TraitScores = {};
  traitKeys.forEach((key, i) => {
    if (values[i] !== undefined) scores[key] = values[i];
  });
  return scores;
});
const declaredArb = fc.subarray([...declaredIntolerances]);
const traitArb = fc.constantFrom<TraitKey>(...traitKeys);
/** Modest: 315 foods per run keeps the whole file well under 10 s. */
const runs = { numRuns: 40 };

const oils = foods.filter(isUnsaturatedOil);
const overUpperLimit = foods.filter((food) => nutrientsOverUpperLimit(food).length > 0);

describe('the rating engine, for every food and random genotypes (fast-check)', () => {
  it('finds the oils and the foods over an upper intake level it guards', () => {
    expect(oils.map((f) => f.name)).toEqual(
      expect.arrayContaining(['Aceite de oliva', 'Aceite de canola', 'Aceite de girasol', 'Aceite de maíz']),
    );
    expect(oils.map((f) => f.name)).not.toContain('Manteca');
    expect(overUpperLimit.map((f) => f.name).sort()).toEqual(['Hígado de pollo', 'Hígado vacuno']);
  });

  it('never rates an unsaturated oil 3 (No sugerido)', () => {
    fc.assert(
      fc.property(scoresArb, declaredArb, (scores, declared) => {
        for (const oil of oils) expect(rateFood(oil, scores, declared).score, oil.name).toBeLessThan(3);
      }),
      runs,
    );
  }, 60_000);

  it('never rates a food whose portion passes an upper intake level 0 (it is at least Limitado)', () => {
    fc.assert(
      fc.property(scoresArb, declaredArb, (scores, declared) => {
        for (const food of overUpperLimit) {
          expect(rateFood(food, scores, declared).score, food.name).toBeGreaterThanOrEqual(2);
        }
      }),
      runs,
    );
  }, 60_000);

  it('a trait at 0, without information or missing never moves a food', () => {
    fc.assert(
      fc.property(scoresArb, traitArb, declaredArb, (scores, trait, declared) => {
        const { [trait]: _, ...missing } = scores;
        for (const food of foods) {
          const without = rateFood(food, missing, declared);
          expect(rateFood(food, { ...missing, [trait]: 0 }, declared), food.name).toEqual(without);
          expect(rateFood(food, { ...missing, [trait]: null }, declared), food.name).toEqual(without);
        }
      }),
      runs,
    );
  }, 60_000);

  it('a genetic result alone never makes a food No sugerido for histamine, lactose, caffeine or gluten', () => {
    const genotypeOnly: [TraitKey[], DeclaredIntolerance | null][] = [
      [['histamineSensitivity'], 'histamine'],
      [['lactoseTolerance', 'lactose'], 'lactose'],
      [['caffeineSensitivity', 'caffeine', 'caffeineSport'], null],
      [['celiacRisk', 'gluten'], 'celiac'],
    ];
    fc.assert(
      fc.property(scoresArb, declaredArb, (scores, declared) => {
        for (const [traits, intolerance] of genotypeOnly) {
          const others = declared.filter((d) => d !== intolerance);
          const withoutTraits: TraitScores = { ...scores };
          for (const trait of traits) withoutTraits[trait] = 0;
          for (const food of foods) {
            const score: FoodScore = rateFood(food, scores, others).score;
            if (score === 3) expect(rateFood(food, withoutTraits, others).score, `${food.name} ${traits}`).toBe(3);
          }
        }
      }),
      runs,
    );
  }, 60_000);

  it('a diagnosis declared rules out every food that carries it, whatever the genotype', () => {
    fc.assert(
      fc.property(
        scoresArb,
        fc.constantFrom<DeclaredIntolerance>('celiac', 'histamineDiagnosed'),
        (scores, diagnosis) => {
          for (const food of foods) {
            const carries = diagnosis === 'celiac' ? food.gluten : food.histamine;
            const rating = rateFood(food, scores, [diagnosis]);
            if (carries) expect(rating.score, food.name).toBe(3);
            else expect(rating.score, food.name).toBe(rateFood(food, scores).score);
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});
