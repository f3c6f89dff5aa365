import { type ResultScore, type TraitKey, traitRules } from '../results/trait-rules';
import {
  type FoodProperty,
  foodPropertyLevels,
  isUnsaturatedOil,
  type LimitProperty,
  type PreferProperty,
  type PropertyLevel,
} from './properties';
import type { FoodEntry, FoodGuideline, FoodNutrients } from './types';

/**
 * The food rating (fact sheet §3): for one person, every food gets 0 (prefer) … 3 (avoid).
 *
 *   penalty = trait score × property level          (the largest one counts)
 *   bonus   = trait score × protective level         (the largest one counts)
 *   rating  = clamp(round(base + penalty − 0.5 × bonus), 0, 3)   (a half rounds to the milder rating)
 *
 * An intolerance (lactose, caffeine, histamine, alcohol) is never offset by a bonus: the rating is
 * at least clamp(round(base + that penalty)).
 * `base` is the general advice for everyone (1; 0 for foods the national guideline asks to prefer,
 * 2 for those it asks to limit), so a person whose traits are all at 0 still sees sensible lists and
 * never a food at 3. A trait at score 0 (or without a score) never moves a food. A celiac-risk
 * result alone never puts a food at 3 ("No sugerido"): its pull stops at 2 (only a diagnosis,
 * which is the doctor's, would forbid gluten).
 *
 * Issue 18 (decision 012, amended): amounts are judged per usual portion; the same cap at 2 holds
 * for every intolerance a genotype only suggests (lactose, caffeine, histamine): 'No sugerido' for
 * lactose, gluten or histamine needs the person's declared intolerance (Formulario ADN). Two guards
 * hold for every genotype: an unsaturated oil is at worst 2 (portion control), and a food whose
 * usual portion passes a tolerable upper intake level is at least 2 ('Limitado').
 */

export type FoodScore = 0 | 1 | 2 | 3;

interface TraitLink {
  trait: TraitKey;
  /** Weak associations count half (saturated fat for glucose). */
  weight?: number;
  /** The link applies only at these scores (vitamin A: score 2, low conversion; a test checks each can happen). */
  atScores?: readonly ResultScore[];
  /** The highest rating this link can bring a food to by itself (celiac risk: 2, never "No sugerido"). */
  capAt?: FoodScore;
}

/** Which traits each property moves, toward avoid (limit) or toward prefer. */
export const foodRules: {
  limit: Record<LimitProperty, readonly TraitLink[]>;
  prefer: Record<PreferProperty, readonly TraitLink[]>;
} = {
  limit: {
    saturatedFat: [
      { trait: 'saturatedFatWeight' },
      { trait: 'lipids' },
      { trait: 'ldlCholesterol' },
      { trait: 'glucoseSensitivity', weight: 0.5 },
    ],
    cholesterol: [{ trait: 'ldlCholesterol' }],
    sugars: [{ trait: 'glucoseSensitivity' }, { trait: 'carbohydrates' }, { trait: 'satiety' }, { trait: 'appetite' }],
    energyDensity: [{ trait: 'satiety' }, { trait: 'appetite' }],
    // Genotype alone never forbids a food for an intolerance: most people who do not digest lactose
    // tolerate about 12 g per sitting; a slow caffeine metaboliser can have about two cups a day;
    // histamine advice applies only with symptoms. 'No sugerido' needs a declared intolerance.
    lactose: [
      { trait: 'lactoseTolerance', capAt: 2 },
      { trait: 'lactose', capAt: 2 },
    ],
    gluten: [
      { trait: 'celiacRisk', capAt: 2 },
      { trait: 'gluten', capAt: 2 },
    ],
    caffeine: [
      { trait: 'caffeineSensitivity', capAt: 2 },
      { trait: 'caffeine', capAt: 2 },
      { trait: 'caffeineSport', capAt: 2 },
    ],
    sodium: [{ trait: 'saltSensitivity' }, { trait: 'sodium' }],
    alcohol: [
      { trait: 'alcoholResponse' },
      { trait: 'ethanol' },
      { trait: 'histamineSensitivity', capAt: 2 },
      { trait: 'homocysteine' },
      { trait: 'folate' },
      { trait: 'hepaticDetox' },
      { trait: 'glucoseSensitivity' },
    ],
    histamine: [{ trait: 'histamineSensitivity', capAt: 2 }],
  },
  prefer: {
    epaDha: [{ trait: 'omega3Need' }, { trait: 'ldlCholesterol' }],
    fibre: [
      { trait: 'glucoseSensitivity' },
      { trait: 'carbohydrates' },
      { trait: 'satiety' },
      { trait: 'appetite' },
      { trait: 'ldlCholesterol' },
    ],
    lowEnergyDensity: [{ trait: 'satiety' }, { trait: 'appetite' }],
    protein: [{ trait: 'satiety' }, { trait: 'appetite' }],
    potassium: [{ trait: 'saltSensitivity' }, { trait: 'sodium' }],
    folate: [{ trait: 'homocysteine' }, { trait: 'folate' }],
    vitaminB12: [{ trait: 'vitaminB12' }, { trait: 'homocysteine' }],
    vitaminB6: [{ trait: 'vitaminB6' }, { trait: 'homocysteine' }],
    retinol: [
      { trait: 'vitaminA', atScores: [2] },
      { trait: 'provitaminA', atScores: [2] },
    ],
    betaCarotene: [
      { trait: 'vitaminA', atScores: [2] },
      { trait: 'provitaminA', atScores: [2] },
      { trait: 'antioxidantActivity' },
    ],
    vitaminD: [{ trait: 'vitaminDCalcium' }, { trait: 'vitaminD' }],
    calcium: [{ trait: 'vitaminDCalcium' }, { trait: 'calcium' }],
    nonDairyCalcium: [{ trait: 'lactoseTolerance' }, { trait: 'lactose' }],
    // No validated marker yet: magnesiumRequirement always says SIN INFORMACIÓN, so no trait moves it.
    magnesium: [],
    iron: [{ trait: 'iron' }],
    vitaminC: [{ trait: 'vitaminC' }, { trait: 'antioxidantActivity' }, { trait: 'hepaticDetox' }, { trait: 'iron' }],
    cruciferous: [{ trait: 'hepaticDetox' }],
    selenium: [{ trait: 'antioxidantActivity' }],
  },
};

/**
 * Properties a person may not tolerate: what a food brings besides (calcium in milk, B12 in beer)
 * never offsets them, since those nutrients come from other foods too.
 */
const intoleranceProperties: readonly FoodProperty[] = ['lactose', 'caffeine', 'histamine', 'alcohol'];

const guidelineBase: Record<FoodGuideline, number> = { prefer: 0, neutral: 1, limit: 2 };

/**
 * The intolerances a person can declare in the Formulario ADN (pathologies 'Intolerante a la
 * lactosa', 'Intolerante al gluten', 'Intolerancia a la histamina'), each named as the food
 * property it forbids.
 */
export const declaredIntolerances = ['lactose', 'gluten', 'histamine'] as const;
export type DeclaredIntolerance = (typeof declaredIntolerances)[number];

/**
 * Tolerable upper intake levels for adults, per day, in the unit of `FoodNutrients`. A usual
 * portion that passes one makes the food at least 'Limitado' for everyone. Only retinol is reached
 * by today's catalogue (beef liver ≈ 9,300 µg per 120 g, chicken liver ≈ 4,300 µg per 100 g); the
 * others are checked so a new food cannot slip past them.
 */
export const upperIntakeLevels = {
  // µg preformed retinol: IOM, Dietary Reference Intakes 2001; EFSA SCF 2002/2006 (same value)
  retinol: 3000,
  // µg: EFSA NDA Panel 2012 (EFSA J 10(7):2813); IOM 2011
  vitaminD: 100,
  // µg: EFSA NDA Panel 2023 (EFSA J 21(1):7704)
  selenium: 255,
  // mg: EFSA NDA Panel 2023 (EFSA J 21(5):8006)
  vitaminB6: 12,
  // mg: IOM, Dietary Reference Intakes 2001
  iron: 45,
  // mg: EFSA NDA Panel 2012 (EFSA J 10(7):2814); IOM 2011
  calcium: 2500,
} as const satisfies Partial<Record<keyof FoodNutrients, number>>;
export type UpperLimitNutrient = keyof typeof upperIntakeLevels;

/** The nutrients whose amount in the food's usual portion passes their tolerable upper intake level. */
export function nutrientsOverUpperLimit(food: FoodEntry): UpperLimitNutrient[] {
  return (Object.keys(upperIntakeLevels) as UpperLimitNutrient[]).filter(
    (key) => (food.nutrients[key] * food.portion.grams) / 100 > upperIntakeLevels[key],
  );
}

/** A reason that is not a trait: the general guideline, a declared intolerance or an upper intake level. */
export type FoodReasonProperty =
  | FoodProperty
  | 'guideline'
  | `declared:${DeclaredIntolerance}`
  | `upperLimit:${UpperLimitNutrient}`;

/** One reason a food moved: the trait (null for the guideline and the guards), the property and the direction. */
export interface FoodReason {
  trait: TraitKey | null;
  property: FoodReasonProperty;
  effect: 'limit' | 'prefer';
  /** trait score × level × weight: how strongly it pulled. */
  strength: number;
}

export interface FoodRating {
  score: FoodScore;
  /** Strongest first. Empty when nothing moved the food from the neutral 'Sugerido'. */
  reasons: FoodReason[];
}

export type TraitScores = Partial<Record<TraitKey, ResultScore | null>>;

/** Strength given to a guard's reason (declared intolerance, upper intake level): shown first. */
const GUARD_STRENGTH = 10;

export function rateFood(
  food: FoodEntry,
  scores: TraitScores,
  declared: readonly DeclaredIntolerance[] = [],
): FoodRating {
  const levels = foodPropertyLevels(food);
  const reasons: FoodReason[] = [];
  let penalty = 0;
  /** The largest penalty from an intolerance property: no nutrient of the food offsets it. */
  let intolerance = 0;
  /** Penalties of capped links, by cap. */
  const capped = new Map<FoodScore, number>();
  /** Penalties of capped links on an intolerance property, by cap: not offset either, but capped. */
  const cappedIntolerance = new Map<FoodScore, number>();
  let bonus = 0;

  const apply = (
    effect: 'limit' | 'prefer',
    property: FoodProperty,
    level: PropertyLevel,
    links: readonly TraitLink[],
  ) => {
    if (level === 0) return;
    for (const link of links) {
      const score = scores[link.trait];
      if (score === null || score === undefined || score === 0) continue;
      if (link.atScores && !link.atScores.includes(score)) continue;
      const strength = score * level * (link.weight ?? 1);
      if (effect === 'prefer') bonus = Math.max(bonus, strength);
      else if (link.capAt !== undefined) {
        capped.set(link.capAt, Math.max(capped.get(link.capAt) ?? 0, strength));
        if (intoleranceProperties.includes(property)) {
          cappedIntolerance.set(link.capAt, Math.max(cappedIntolerance.get(link.capAt) ?? 0, strength));
        }
      } else {
        penalty = Math.max(penalty, strength);
        if (intoleranceProperties.includes(property)) intolerance = Math.max(intolerance, strength);
      }
      reasons.push({ trait: link.trait, property, effect, strength });
    }
  };
  for (const [property, links] of Object.entries(foodRules.limit) as [LimitProperty, readonly TraitLink[]][]) {
    apply('limit', property, levels[property], links);
  }
  for (const [property, links] of Object.entries(foodRules.prefer) as [PreferProperty, readonly TraitLink[]][]) {
    apply('prefer', property, levels[property], links);
  }

  const base = guidelineBase[food.guideline];
  if (food.guideline !== 'neutral') {
    reasons.push({
      trait: null,
      property: 'guideline',
      effect: food.guideline === 'limit' ? 'limit' : 'prefer',
      strength: 1,
    });
  }
  let score = toScore(base + penalty - 0.5 * bonus);
  if (intolerance > 0) score = Math.max(score, toScore(base + intolerance)) as FoodScore;
  for (const [cap, strength] of capped) {
    // A capped link can raise the rating, but by itself never past its cap.
    const withIt = toScore(base + Math.max(penalty, strength) - 0.5 * bonus);
    score = Math.max(score, Math.min(withIt, Math.max(cap, score))) as FoodScore;
  }
  for (const [cap, strength] of cappedIntolerance) {
    score = Math.max(score, Math.min(cap, toScore(base + strength))) as FoodScore;
  }

  // Guards that hold for every genotype.
  if (isUnsaturatedOil(food)) score = Math.min(score, 2) as FoodScore;
  for (const nutrient of nutrientsOverUpperLimit(food)) {
    score = Math.max(score, 2) as FoodScore;
    reasons.push({ trait: null, property: `upperLimit:${nutrient}`, effect: 'limit', strength: GUARD_STRENGTH });
  }
  for (const intoleranceKey of new Set(declared)) {
    if (levels[intoleranceKey] === 0) continue;
    score = 3;
    reasons.push({ trait: null, property: `declared:${intoleranceKey}`, effect: 'limit', strength: GUARD_STRENGTH });
  }
  reasons.sort((a, b) => b.strength - a.strength || (a.effect === b.effect ? 0 : a.effect === 'limit' ? -1 : 1));
  return { score, reasons: withoutEchoes(reasons) };
}

/**
 * A short-form trait that reads the same markers as a long-form one (Lactosa and Tolerancia a la
 * lactosa) would repeat its reason: keep the long form's.
 */
function withoutEchoes(reasons: FoodReason[]): FoodReason[] {
  const seen = new Set(reasons.map((r) => `${r.trait}|${r.property}|${r.effect}`));
  return reasons.filter((r) => {
    const parent = r.trait ? traitRules[r.trait].sameRuleAs : undefined;
    return !(parent && seen.has(`${parent}|${r.property}|${r.effect}`));
  });
}

/** Clamp to 0–3; a half rounds down, to the milder rating (1.5 → 1, 2.5 → 2). */
function toScore(raw: number): FoodScore {
  return Math.min(3, Math.max(0, Math.ceil(raw - 0.5))) as FoodScore;
}

/** Trait scores keyed by trait from the results' items (`nutrient` is the trait key). */
export function traitScoresOf(items: readonly { nutrient: string; score: ResultScore | null }[]): TraitScores {
  const scores: TraitScores = {};
  for (const item of items) scores[item.nutrient as TraitKey] = item.score;
  return scores;
}
