import { traitEvidence } from '../results/evidence';
import { type ResultScore, type TraitKey, traitRules } from '../results/trait-rules';
import {
  type GuidanceFact,
  generalGuidance,
  nutrientsOverUpperLimit,
  perPortion,
  type UpperLimitNutrient,
  upperIntakeLevels,
  type WarningNutrient,
} from './guidance';
import {
  type FoodProperty,
  foodPropertyLevels,
  isUnsaturatedOil,
  type LimitProperty,
  type PreferProperty,
  type PropertyLevel,
} from './properties';
import type { FoodEntry } from './types';

export { nutrientsOverUpperLimit, type UpperLimitNutrient, upperIntakeLevels };

/**
 * The food rating (issue 37, decision 040): for one person, every food gets 0 (prefer) … 3 (avoid).
 *
 * 1. **General guidance first** (guidance.ts): a baseline from the Guía Alimentaria (prefer 0,
 *    neutral 1, limit 2), raised by Uruguay's warning criteria, processed meat, the saturated fat of
 *    the usual portion and the upper intake levels. It is the rating of a person whose genetics
 *    change nothing.
 * 2. **Genetics within bounds.** The fact sheet's pull (§3): penalty = trait score × property level
 *    (the largest counts), bonus likewise, delta = penalty − 0.5 × bonus. The delta rounds toward the
 *    baseline on a tie (±0.5 → 0) and moves the food at most one level. Only traits whose evidence
 *    may move foods take part (results/evidence.ts). An intolerance property (lactose, caffeine,
 *    alcohol) is never offset by what else the food brings; a genotype alone never takes a food past
 *    'Limitado' for an intolerance (`capAt`). A moderate result (score 1) only limits, and never past
 *    'Limitado'; only a high one (score 2) makes a food preferred or 'No sugerido'. What a food the guidance limits brings besides (the
 *    fibre of fries) never lowers its rating.
 * 3. **Hard caps for everyone:** never 'Sugerido con preferencia' for a warning-criteria excess, a
 *    guideline 'limit', processed meat, a portion with more than a third of the day's saturated fat
 *    or half an upper intake level; an unsaturated oil is at worst 'Limitado'.
 * 4. **Declared conditions** (Formulario ADN) apply last: a lactose intolerance limits portions of
 *    2–12 g of lactose and rules out more; a self-declared gluten or histamine intolerance limits,
 *    a diagnosed celiac disease or histamine intolerance rules the food out; pregnancy or lactation
 *    rules out liver and alcohol and limits caffeine (≤ 200 mg a day).
 *
 * "¿Por qué?" shows first the reason that decided the rating.
 */

export type FoodScore = 0 | 1 | 2 | 3;

interface TraitLink {
  trait: TraitKey;
  /** Weak associations count half (saturated fat for glucose). */
  weight?: number;
  /** The link applies only at these scores (vitamin A: score 2, low conversion; caffeine: slow metabolisers). */
  atScores?: readonly ResultScore[];
  /** The highest rating this link can bring a food to by itself (a genotype only limits an intolerance). */
  capAt?: FoodScore;
}

/**
 * Which traits each property moves, toward avoid (limit) or toward prefer. A trait whose evidence
 * does not move foods (results/evidence.ts: inconsistent, contested, or diagnosis-gated) is listed
 * only where it adds a note (celiac risk on gluten, histamine on histamine-rich foods).
 */
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
    refinedCarbs: [{ trait: 'glucoseSensitivity' }, { trait: 'carbohydrates' }],
    energyDensity: [{ trait: 'satiety' }, { trait: 'appetite' }],
    // Genotype alone never forbids a food for an intolerance: most people who do not digest lactose
    // tolerate about 12 g per sitting; a slow caffeine metaboliser (CC) can have about two cups a
    // day, and the text for one copy (AC) keeps the general 400 mg, so AC moves nothing.
    lactose: [
      { trait: 'lactoseTolerance', capAt: 2 },
      { trait: 'lactose', capAt: 2 },
    ],
    gluten: [
      { trait: 'celiacRisk', capAt: 2 },
      { trait: 'gluten', capAt: 2 },
    ],
    caffeine: [
      { trait: 'caffeineSensitivity', capAt: 2, atScores: [2] },
      { trait: 'caffeine', capAt: 2, atScores: [2] },
    ],
    sodium: [],
    alcohol: [
      { trait: 'alcoholResponse' },
      { trait: 'ethanol' },
      { trait: 'histamineSensitivity', capAt: 2 },
      { trait: 'homocysteine' },
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
    // ACE I/D (salt sensitivity) is contested: informative only.
    potassium: [],
    folate: [{ trait: 'homocysteine' }],
    vitaminB12: [{ trait: 'vitaminB12' }, { trait: 'homocysteine' }],
    // ALPL: the direction of the B6-lowering allele is not verified; homocysteine still counts B6.
    vitaminB6: [{ trait: 'homocysteine' }],
    retinol: [
      { trait: 'vitaminA', atScores: [2] },
      { trait: 'provitaminA', atScores: [2] },
    ],
    betaCarotene: [
      { trait: 'vitaminA', atScores: [2] },
      { trait: 'provitaminA', atScores: [2] },
    ],
    vitaminD: [{ trait: 'vitaminDCalcium' }, { trait: 'vitaminD' }],
    calcium: [{ trait: 'vitaminDCalcium' }, { trait: 'calcium' }],
    nonDairyCalcium: [{ trait: 'lactoseTolerance' }, { trait: 'lactose' }],
    // No validated marker yet: magnesiumRequirement always says SIN INFORMACIÓN, so no trait moves it.
    magnesium: [],
    iron: [{ trait: 'iron' }],
    vitaminC: [{ trait: 'vitaminC' }, { trait: 'hepaticDetox' }, { trait: 'iron' }],
    cruciferous: [{ trait: 'hepaticDetox' }],
    // SOD2/GPX1 (antioxidant activity) have an inconsistent direction: informative only.
    selenium: [],
  },
};

/**
 * Properties a person may not tolerate: what a food brings besides (calcium in milk, B12 in beer)
 * never offsets them, since those nutrients come from other foods too.
 */
const intoleranceProperties: readonly FoodProperty[] = ['lactose', 'caffeine', 'histamine', 'alcohol'];

/**
 * What a person can declare in the Formulario ADN that changes their foods (issue 37):
 * - 'lactose': lactose intolerance (pathology 6);
 * - 'gluten': a gluten intolerance without a celiac diagnosis (pathology 7);
 * - 'celiac': celiac disease diagnosed by a doctor (pathology 13);
 * - 'histamine': symptoms of histamine intolerance, without a diagnosis (pathology 12);
 * - 'histamineDiagnosed': histamine intolerance diagnosed by a doctor (pathology 14);
 * - 'pregnancy': pregnant or breastfeeding (pathologies 15 and 16).
 */
export const declaredIntolerances = [
  'lactose',
  'gluten',
  'celiac',
  'histamine',
  'histamineDiagnosed',
  'pregnancy',
] as const;
export type DeclaredIntolerance = (typeof declaredIntolerances)[number];
/** Another name for what the Formulario ADN declares: not only intolerances. */
export type DeclaredCondition = DeclaredIntolerance;

/** What pregnancy or lactation rules out or limits. */
export type PregnancyTopic = 'retinol' | 'alcohol' | 'caffeine';

/** A reason that is not a trait: the general guidance, a declared condition or an upper intake level. */
export type FoodReasonProperty =
  | FoodProperty
  | 'guideline'
  | 'processedMeat'
  | 'portionSaturatedFat'
  | `warning:${WarningNutrient}`
  | `declared:${DeclaredIntolerance}`
  | `pregnancy:${PregnancyTopic}`
  | `upperLimit:${UpperLimitNutrient}`
  | `nearUpperLimit:${UpperLimitNutrient}`;

/** One reason: the trait (null for the guidance and declared conditions), the property and the direction. */
export interface FoodReason {
  trait: TraitKey | null;
  property: FoodReasonProperty;
  /** 'note' informs without moving the food (celiac risk or histamine without a diagnosis). */
  effect: 'limit' | 'prefer' | 'note';
  /** trait score × level × weight: how strongly it pulled (guidance and conditions: their floor). */
  strength: number;
}

export interface FoodRating {
  score: FoodScore;
  /** The reason that decided first. Empty when nothing moved the food from the neutral 'Sugerido'. */
  reasons: FoodReason[];
  /** The general-guidance rating, before genetics and declared conditions. */
  baseline: FoodScore;
}

export type TraitScores = Partial<Record<TraitKey, ResultScore | null>>;

/** A delta rounded to whole levels, a half toward zero (toward the baseline): 0.5 → 0, 0.75 → 1, −1.5 → −1. */
export function stepTowardBaseline(delta: number): number {
  return Math.sign(delta) * Math.ceil(Math.abs(delta) - 0.5) || 0;
}

const clampScore = (value: number): FoodScore => Math.min(3, Math.max(0, value)) as FoodScore;

function guidanceReason(fact: GuidanceFact): FoodReason {
  switch (fact.kind) {
    case 'guideline':
      return { trait: null, property: 'guideline', effect: fact.effect, strength: 1 };
    case 'warning':
      return { trait: null, property: `warning:${fact.nutrient}`, effect: 'limit', strength: 1 };
    case 'processedMeat':
      return { trait: null, property: 'processedMeat', effect: 'limit', strength: 2 };
    case 'portionSaturatedFat':
      return { trait: null, property: 'portionSaturatedFat', effect: 'limit', strength: fact.share > 2 / 3 ? 2 : 1 };
    case 'upperLimit':
      return { trait: null, property: `upperLimit:${fact.nutrient}`, effect: 'limit', strength: 2 };
    case 'nearUpperLimit':
      return { trait: null, property: `nearUpperLimit:${fact.nutrient}`, effect: 'limit', strength: 1 };
  }
}

/** The rating a declared condition asks for at least, with its reason; null when it does not concern the food. */
function conditionsFloor(
  food: FoodEntry,
  levels: Record<FoodProperty, PropertyLevel>,
  declared: ReadonlySet<DeclaredIntolerance>,
): { floor: FoodScore; reason: FoodReason }[] {
  const out: { floor: FoodScore; reason: FoodReason }[] = [];
  const add = (floor: FoodScore, property: FoodReasonProperty) =>
    out.push({ floor, reason: { trait: null, property, effect: 'limit', strength: floor } });
  // Lactose per portion (fact sheet §2.3): above 12 g rules it out; 2–12 g limits; fermented dairy up to 12 g is fine.
  if (declared.has('lactose') && levels.lactose > 0) add(levels.lactose >= 1 ? 3 : 2, 'declared:lactose');
  if (food.gluten) {
    if (declared.has('celiac')) add(3, 'declared:celiac');
    else if (declared.has('gluten')) add(2, 'declared:gluten');
  }
  if (food.histamine) {
    if (declared.has('histamineDiagnosed')) add(3, 'declared:histamineDiagnosed');
    else if (declared.has('histamine')) add(2, 'declared:histamine');
  }
  if (declared.has('pregnancy')) {
    // Preformed vitamin A over the upper level is teratogenic; no alcohol; caffeine ≤ 200 mg a day (EFSA 2015).
    if (perPortion(food, food.nutrients.retinol) > upperIntakeLevels.retinol) add(3, 'pregnancy:retinol');
    if (food.alcohol > 0) add(3, 'pregnancy:alcohol');
    const caffeine = perPortion(food, food.caffeine);
    if (caffeine > 200) add(3, 'pregnancy:caffeine');
    else if (caffeine > 50) add(2, 'pregnancy:caffeine');
  }
  return out;
}

/** What depends on the food alone, computed once per food object (a person's catalogue rates 315 of them). */
const staticCache = new WeakMap<
  FoodEntry,
  { levels: Record<FoodProperty, PropertyLevel>; guidance: ReturnType<typeof generalGuidance> }
>();
function staticFacts(food: FoodEntry) {
  let facts = staticCache.get(food);
  if (!facts) {
    facts = { levels: foodPropertyLevels(food), guidance: generalGuidance(food) };
    staticCache.set(food, facts);
  }
  return facts;
}

/** The rules as flat lists, built once: [effect, property, link, evidence use]. */
type FlatLink = readonly [effect: 'limit' | 'prefer', property: FoodProperty, link: TraitLink, intolerance: boolean];
let flatLinks: readonly FlatLink[] | undefined;
function linksOf(): readonly FlatLink[] {
  if (!flatLinks) {
    const out: FlatLink[] = [];
    for (const [property, links] of Object.entries(foodRules.limit) as [LimitProperty, readonly TraitLink[]][]) {
      for (const link of links) out.push(['limit', property, link, intoleranceProperties.includes(property)]);
    }
    for (const [property, links] of Object.entries(foodRules.prefer) as [PreferProperty, readonly TraitLink[]][]) {
      for (const link of links) out.push(['prefer', property, link, false]);
    }
    flatLinks = out;
  }
  return flatLinks;
}

const byStrength = (a: FoodReason, b: FoodReason) => b.strength - a.strength;

function stepOf(penalty: number, intolerance: number, bonus: number): number {
  const delta = intolerance > 0 ? Math.max(penalty - 0.5 * bonus, intolerance) : penalty - 0.5 * bonus;
  return Math.max(-1, Math.min(1, stepTowardBaseline(delta)));
}

export function rateFood(
  food: FoodEntry,
  scores: TraitScores,
  declared: readonly DeclaredIntolerance[] = [],
): FoodRating {
  const { levels, guidance } = staticFacts(food);
  const declaredSet = new Set(declared);

  const limits: FoodReason[] = [];
  const prefers: FoodReason[] = [];
  const notes: FoodReason[] = [];
  let penalty = 0;
  let uncappedPenalty = 0;
  /** The largest penalty from an intolerance property: no nutrient of the food offsets it. */
  let intolerance = 0;
  let uncappedIntolerance = 0;
  let bonus = 0;

  for (const [effect, property, link, isIntolerance] of linksOf()) {
    const level = levels[property];
    if (level === 0) continue;
    const score = scores[link.trait];
    if (score === null || score === undefined || score === 0) continue;
    if (link.atScores && !link.atScores.includes(score)) continue;
    const use = traitEvidence(link.trait).foods;
    if (use === 'none') continue;
    const strength = score * level * (link.weight ?? 1);
    if (use === 'notes') {
      notes.push({ trait: link.trait, property, effect: 'note', strength });
      continue;
    }
    if (effect === 'prefer') {
      // A moderate result (one copy) follows the general advice on what to prefer: only a high one
      // turns a food into 'Sugerido con preferencia' (issue 37: half of people carry each of them).
      if (guidance.noGeneticBonus || score < 2) continue;
      bonus = Math.max(bonus, strength);
      prefers.push({ trait: link.trait, property, effect, strength });
      continue;
    }
    penalty = Math.max(penalty, strength);
    if (isIntolerance) intolerance = Math.max(intolerance, strength);
    // A moderate result (score 1) limits at most: 'No sugerido' needs a high one.
    if (link.capAt === undefined && score === 2) {
      uncappedPenalty = Math.max(uncappedPenalty, strength);
      if (isIntolerance) uncappedIntolerance = Math.max(uncappedIntolerance, strength);
    }
    limits.push({ trait: link.trait, property, effect, strength });
  }

  const { baseline } = guidance;
  const step = stepOf(penalty, intolerance, bonus);
  const uncappedStep = stepOf(uncappedPenalty, uncappedIntolerance, bonus);
  let score = clampScore(baseline + step);
  // A capped link (an intolerance suggested by a genotype) never takes a food past 'Limitado' by itself.
  if (step > uncappedStep) score = Math.max(clampScore(baseline + uncappedStep), Math.min(score, 2)) as FoodScore;
  score = Math.max(score, guidance.floor) as FoodScore;
  if (isUnsaturatedOil(food)) score = Math.min(score, 2) as FoodScore;
  const genetic = score;

  const conditions = declaredSet.size > 0 ? conditionsFloor(food, levels, declaredSet) : [];
  let conditionDecided = false;
  for (const c of conditions) score = Math.max(score, c.floor) as FoodScore;
  // A declared condition that alone asks for the final rating decides it.
  for (const c of conditions) if (c.floor === score && c.floor >= genetic) conditionDecided = true;

  // Notes of a diagnosis-gated trait, unless the person declared the matching condition.
  const shownNotes =
    notes.length === 0
      ? notes
      : notes.filter((n) =>
          n.property === 'gluten'
            ? !declaredSet.has('celiac') && !declaredSet.has('gluten')
            : !declaredSet.has('histamineDiagnosed') && !declaredSet.has('histamine'),
        );

  const guidanceReasons = guidance.facts.map(guidanceReason);
  const conditionReasons = conditions.map((c) => c.reason).sort(byStrength);
  const geneticReasons =
    genetic > baseline ? limits.sort(byStrength) : genetic < baseline ? prefers.sort(byStrength) : [];

  const reasons: FoodReason[] = conditionDecided
    ? [...conditionReasons, ...geneticReasons, ...guidanceReasons]
    : [...geneticReasons, ...guidanceReasons, ...conditionReasons];
  if (shownNotes.length > 0) reasons.push(...uniqueNotes(shownNotes));
  return { score, baseline, reasons: geneticReasons.length > 0 ? withoutEchoes(reasons) : reasons };
}

/** One note per trait and property, the strongest. */
function uniqueNotes(notes: FoodReason[]): FoodReason[] {
  const seen = new Set<string>();
  return notes
    .sort((a, b) => b.strength - a.strength)
    .filter((n) => {
      const key = `${traitRules[n.trait!].sameRuleAs ?? n.trait}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
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

/** Trait scores keyed by trait from the results' items (`nutrient` is the trait key). */
export function traitScoresOf(items: readonly { nutrient: string; score: ResultScore | null }[]): TraitScores {
  const scores: TraitScores = {};
  for (const item of items) scores[item.nutrient as TraitKey] = item.score;
  return scores;
}
