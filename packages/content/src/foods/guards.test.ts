/**
 * Issue 37's guards, checked over at least 1,000 random genotypes for every food of the catalogue.
 *
 * The expectations do not come from the rating engine: `independentFacts` below re-derives, from
 * each food's composition and by hand, what published guidance says about it (Uruguay's warning
 * criteria as Decreto 34/021 prints them, WHO's processed meat and saturated fat, the upper intake
 * levels), and a hand-written list names the processed meats and the diagnosis-gated foods. The
 * genotypes are random allele counts per marker, scored by each trait's own rule, so traits that
 * share a marker agree (as in a real person).
 */
import {
  type DeclaredIntolerance,
  declaredIntolerances,
  type EffectCount,
  type FoodEntry,
  type FoodScore,
  foodRules,
  markerRsids,
  rateFood,
  type TraitKey,
  type TraitScores,
  traitEvidence,
  traitKeys,
  traitRules,
} from '@nutritest/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reportTraitKeys } from '../traits';
import { foods } from './catalogue';

// ---------------------------------------------------------------- the independent table

/** Processed meats, by hand (WHO/IARC: cured, smoked, fermented or salted meat, and dishes built on one). */
const processedMeatNames = new Set([
  'Jamón cocido',
  'Jamón crudo',
  'Paleta cocida',
  'Salame',
  'Mortadela',
  'Salchicha',
  'Chorizo',
  'Morcilla',
  'Panceta',
  'Queso de cerdo',
  'Paté',
  'Chivito',
  'Choripán',
  'Pancho',
  'Sándwich de miga',
  'Revuelto Gramajo',
  'Empanada de jamón y queso',
]);

/** Categories whose foods nothing is added to: eggs, fresh beef, pork and lamb, poultry, infusions. */
const unprocessedCategories = new Set([3, 4, 5, 6, 18]);

interface Facts {
  warningExcess: boolean;
  processedMeat: boolean;
  /** Saturated fat of the portion over a third of 22 g. */
  saturatedFatThird: boolean;
  /** The portion brings at least half of a tolerable upper intake level. */
  halfUpperLevel: boolean;
  overUpperLevel: boolean;
  lactosePerPortion: number;
  caffeinePerPortion: number;
}

/**
 * What the guidance says about a food, written apart from the engine: the decree's thresholds
 * (solids per 100 g: sodium > 500 mg, sugars > 13 g without lactose or fruit and milk sugars, fat
 * > 13 g, saturated fat > 6 g; drinks per 100 ml: 200 mg, 5 g, 4 g, 3 g), not applied to foods
 * nothing was added to nor to the fats of nuts and seeds.
 */
function independentFacts(food: FoodEntry): Facts {
  const n = food.nutrients;
  const portion = food.portion.grams / 100;
  const applies =
    food.guideline !== 'prefer' &&
    !unprocessedCategories.has(food.categoryId) &&
    !(food.categoryId === 7 && !food.histamine);
  const sugars =
    food.name.includes('sin lactosa') ||
    food.name.startsWith('Jugo de naranja natural') ||
    food.name.startsWith('Licuado')
      ? 0
      : n.sugars - food.lactose;
  const nutsAndSeeds = food.categoryId === 14;
  const [na, su, fa, sf] = food.liquid ? [200, 5, 4, 3] : [500, 13, 13, 6];
  const warningExcess =
    applies && (n.sodium > na || sugars > su || (!nutsAndSeeds && (n.fat > fa || n.saturatedFat > sf)));
  const upper: [number, number][] = [
    [n.retinol, 3000],
    [n.vitaminD, 100],
    [n.selenium, 255],
    [n.vitaminB6, 12],
    [n.iron, 45],
    [n.calcium, 2500],
  ];
  return {
    warningExcess,
    processedMeat: processedMeatNames.has(food.name),
    saturatedFatThird: n.saturatedFat * portion > 22 / 3,
    halfUpperLevel: upper.some(([amount, level]) => amount * portion >= level / 2),
    overUpperLevel: upper.some(([amount, level]) => amount * portion > level),
    lactosePerPortion: food.lactose * portion,
    caffeinePerPortion: food.caffeine * portion,
  };
}

const table = foods.map((food) => ({ food, facts: independentFacts(food) }));

// ---------------------------------------------------------------- random genotypes

/** Effect-allele counts for every marker, each trait scored by its own rule; a missing marker now and then. */
const genotypeArb = fc
  .tuple(...markerRsids.map(() => fc.constantFrom<EffectCount | null>(0, 0, 1, 1, 2, null)))
  .map((counts): TraitScores => {
    const byRsid = new Map(markerRsids.map((rsid, i) => [rsid, counts[i]!]));
    const scores: TraitScores = {};
    for (const key of traitKeys) {
      const rule = traitRules[key];
      const markerCounts = rule.markers.map((m) => byRsid.get(m.rsid));
      scores[key] = markerCounts.some((c) => c === null || c === undefined)
        ? null
        : rule.score(markerCounts as EffectCount[]);
    }
    return scores;
  });
const declaredArb = fc.subarray([...declaredIntolerances]);

/** The same person without the traits that may not move foods (inform-only or diagnosis-gated). */
function withoutNonMoving(scores: TraitScores): TraitScores {
  const out: TraitScores = { ...scores };
  for (const key of traitKeys) if (traitEvidence(key).foods !== 'moves') out[key] = 0;
  return out;
}

const RUNS = { numRuns: Number(process.env.GUARD_RUNS ?? 1000) };

/**
 * A plain check for the loops below (every food × 1,000 genotypes: millions of checks). Vitest's
 * `expect` costs microseconds a call and made this file the suite's slowest (issue 42); a failed
 * check throws, fast-check shrinks the genotype and reports it with this message.
 */
function ensure(ok: boolean, where: string, what: string): void {
  if (!ok) throw new Error(`${where}: ${what}`);
}

describe('the independent table', () => {
  it('finds what a dietitian expects on named foods', () => {
    const facts = (name: string) => table.find((t) => t.food.name === name)!.facts;
    for (const name of [
      'Churros',
      'Papas fritas',
      'Provoleta',
      'Copos de maíz',
      'Jugo en polvo',
      'Bebida energizante',
    ]) {
      expect(facts(name).warningExcess, name).toBe(true);
    }
    for (const name of ['Asado de tira', 'Provoleta', 'Bife ancho', 'Bife de chorizo']) {
      expect(facts(name).saturatedFatThird, name).toBe(true);
    }
    expect(facts('Nueces de Brasil').halfUpperLevel).toBe(true);
    for (const name of ['Leche entera', 'Leche sin lactosa', 'Yogur entero', 'Lentejas', 'Nueces', 'Aceite de oliva']) {
      if (name !== 'Aceite de oliva') expect(facts(name).warningExcess, name).toBe(false);
    }
    expect(table.filter((t) => t.facts.processedMeat)).toHaveLength(processedMeatNames.size);
  });
});

describe('issue 37 guards, for every food and 1,000 random genotypes', () => {
  it('general guidance holds: never preferred, limited foods stay limited, one level at most, first reason decides', () => {
    fc.assert(
      fc.property(genotypeArb, (scores) => {
        for (const { food, facts } of table) {
          const rating = rateFood(food, scores);
          const { score, baseline } = rating;
          const where = `${food.name} (${score}, baseline ${baseline})`;
          // Genetics moves a food at most one level from the general guidance.
          ensure(Math.abs(score - baseline) <= 1, where, 'moved more than one level');
          // Never 'Sugerido con preferencia' for an excess, a guideline limit, processed meat,
          // a third of the day's saturated fat in a portion, or half an upper level.
          if (
            facts.warningExcess ||
            food.guideline === 'limit' ||
            facts.processedMeat ||
            facts.saturatedFatThird ||
            facts.halfUpperLevel
          ) {
            ensure(score >= 1, where, "'Sugerido con preferencia' despite the guidance");
          }
          // What the guidance limits stays limited: its nutrients never make it 'Sugerido'.
          if (food.guideline === 'limit' || facts.processedMeat)
            ensure(score >= 2, where, 'a limited food made Sugerido');
          if (facts.overUpperLevel) ensure(score >= 2, where, 'over an upper level yet Sugerido');
          // The first reason is the one that decided.
          // A note ("no cambia esta calificación") never decides: the first reason that is not a note.
          const first = rating.reasons.find((r) => r.effect !== 'note');
          if (score > baseline) ensure(first?.effect === 'limit', where, 'raised, but the first reason is not a limit');
          if (score > baseline) ensure(first?.trait != null, where, 'raised, but the first reason names no trait');
          if (score < baseline)
            ensure(first?.effect === 'prefer', where, 'lowered, but the first reason is not a preference');
          if (score === baseline && baseline !== 1)
            ensure((first?.trait ?? null) === null, where, 'the guidance decided, yet a trait comes first');
          if (score === baseline && baseline === 1 && first)
            ensure(first.trait === null, where, 'the guidance decided, yet a trait comes first');
          // Intrinsic milk sugars are not free sugars; coffee and lettuce do not bring protein.
          if (food.sugarsFrom === 'milk' || (food.categoryId === 1 && food.nutrients.sugars <= food.lactose)) {
            ensure(!rating.reasons.some((r) => r.property === 'sugars'), where, 'milk sugars counted as free sugars');
          }
          if ((food.nutrients.protein * food.portion.grams) / 100 < 5) {
            ensure(
              !rating.reasons.some((r) => r.property === 'protein'),
              where,
              'a food with under 5 g of protein rated for protein',
            );
          }
        }
      }),
      RUNS,
    );
  }, 240_000);

  it('inform-only and diagnosis-gated traits move nothing: HLA, histamine, SOD2/GPX1, ACE, B6 and the rest', () => {
    fc.assert(
      fc.property(genotypeArb, (scores) => {
        const plain = withoutNonMoving(scores);
        for (const { food } of table) {
          const [withAll, without] = [rateFood(food, scores).score, rateFood(food, plain).score];
          ensure(
            withAll === without,
            food.name,
            `${withAll} with every trait, ${without} without those that may not move foods`,
          );
        }
      }),
      RUNS,
    );
  }, 240_000);

  it('declared conditions: lactose limits 2–12 g and rules out more, diagnoses rule out, pregnancy rules out liver and alcohol', () => {
    fc.assert(
      fc.property(genotypeArb, declaredArb, (scores, declared: DeclaredIntolerance[]) => {
        const has = (d: DeclaredIntolerance) => declared.includes(d);
        for (const { food, facts } of table) {
          const alone = rateFood(food, scores).score;
          const score = rateFood(food, scores, declared).score;
          const where = `${food.name} with ${declared.join(',')}`;
          ensure(score >= alone, where, `${score}, better than ${alone} without the declared conditions`);
          let floor: FoodScore = alone;
          const raise = (value: FoodScore) => {
            floor = Math.max(floor, value) as FoodScore;
          };
          if (has('lactose')) {
            if (facts.lactosePerPortion > 12) raise(3);
            else if (facts.lactosePerPortion > 2 && !food.fermented) raise(2);
          }
          if (food.gluten && has('celiac')) raise(3);
          else if (food.gluten && has('gluten')) raise(2);
          if (food.histamine && has('histamineDiagnosed')) raise(3);
          else if (food.histamine && has('histamine')) raise(2);
          if (has('pregnancy')) {
            if (facts.overUpperLevel && food.nutrients.retinol > 0) raise(3);
            if (food.alcohol > 0) raise(3);
            if (facts.caffeinePerPortion > 200) raise(3);
            else if (facts.caffeinePerPortion > 50) raise(2);
          }
          ensure(score === floor, where, `${score} where the declared conditions give ${floor}`);
        }
      }),
      RUNS,
    );
  }, 240_000);
});

describe('every trait that moves foods is shown with its caveats', () => {
  const linked = [
    ...new Set([...Object.values(foodRules.limit), ...Object.values(foodRules.prefer)].flat().map((l) => l.trait)),
  ];
  it.each(linked.filter((key) => traitEvidence(key).foods === 'moves'))('%s', (key: TraitKey) => {
    const shownAs = traitRules[key].sameRuleAs ?? key;
    expect(reportTraitKeys).toContain(shownAs);
    expect(['strong', 'moderate', 'limited']).toContain(traitEvidence(key).grade);
  });
  it('no inconsistent or contested marker moves a food', () => {
    for (const key of linked) {
      if (['inconsistent', 'contested'].includes(traitEvidence(key).grade)) {
        expect(traitEvidence(key).foods, key).not.toBe('moves');
      }
    }
  });
});
