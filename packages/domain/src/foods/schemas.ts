import { isApoeTrait } from '../results/apoe';
import { resultLabels } from '../results/labels';
import { type TraitKey, traitRules } from '../results/trait-rules';
import type { WarningNutrient } from './guidance';
import { foodPropertyLabels } from './properties';
import {
  type DeclaredIntolerance,
  type FoodReason,
  type FoodScore,
  foodRules,
  type PregnancyTopic,
  rateFood,
  type TraitScores,
  type UpperLimitNutrient,
} from './rating';
import type { FoodsResponse } from './response';
import type { FoodCategory, FoodEntry } from './types';

/** Doc 2 §4 "Food frequency by score": the label of each score and the name of its list. */
export const foodFrequencies: readonly { score: FoodScore; label: string; list: string }[] = [
  { score: 0, label: 'Sugerido con preferencia', list: 'Alimentos sugeridos con preferencia' },
  { score: 1, label: 'Sugerido', list: 'Alimentos sugeridos' },
  { score: 2, label: 'Limitado', list: 'Alimentos a limitar su consumo' },
  { score: 3, label: 'No sugerido', list: 'Alimentos no sugeridos' },
];

export function foodFrequencyLabel(score: number): string {
  return foodFrequencies.find((f) => f.score === score)?.label ?? '';
}

/** A trait's name with the person's result label: 'Tolerancia a la lactosa (tolerancia disminuida)'. */
export function traitResultName(key: TraitKey, scores: TraitScores, traitName: (key: TraitKey) => string): string {
  const score = scores[key];
  const label = score === null || score === undefined ? '' : (resultLabels[key][score] ?? '');
  return `${traitName(key)}${label ? ` (${label.toLowerCase()})` : ''}`;
}

/** What a declared condition (Formulario ADN) says about a food that concerns it. */
const declaredIntoleranceTexts: Record<DeclaredIntolerance, string> = {
  lactose:
    'Tiene lactosa y en tu Formulario ADN indicaste intolerancia a la lactosa: por encima de unos 12 g por vez no te conviene; entre 2 y 12 g, con moderación. Elegí opciones sin lactosa, yogur o quesos duros.',
  gluten:
    'Tiene gluten y en tu Formulario ADN indicaste que no lo toleras bien: limitalo, y antes de dejarlo del todo consultá a tu médico para descartar celiaquía (el estudio se hace mientras todavía comés gluten).',
  celiac: 'Tiene gluten y en tu Formulario ADN indicaste enfermedad celíaca diagnosticada: elegí opciones sin TACC.',
  histamine:
    'Es un alimento rico en histamina y en tu Formulario ADN indicaste síntomas de intolerancia a la histamina: limitalo y consultá con un profesional.',
  histamineDiagnosed:
    'Es un alimento rico en histamina y en tu Formulario ADN indicaste intolerancia a la histamina diagnosticada: te conviene evitarlo.',
  pregnancy: 'En tu Formulario ADN indicaste embarazo o lactancia.',
};

/** What pregnancy or lactation (Formulario ADN) says about a food. */
const pregnancyTexts: Record<PregnancyTopic, string> = {
  retinol:
    'Indicaste embarazo o lactancia: una porción supera el máximo de vitamina A preformada, que en el embarazo puede dañar al bebé. No te lo recomendamos.',
  alcohol: 'Indicaste embarazo o lactancia: no hay una cantidad de alcohol segura en esta etapa.',
  caffeine:
    'Indicaste embarazo o lactancia: la cafeína no debería pasar de 200 mg por día en total (EFSA); tenelo en cuenta con esta porción.',
};

/** Names of the upper-limited nutrients, inside a sentence. */
const upperLimitNames: Record<UpperLimitNutrient, string> = {
  retinol: 'vitamina A',
  vitaminD: 'vitamina D',
  selenium: 'selenio',
  vitaminB6: 'vitamina B6',
  iron: 'hierro',
  calcium: 'calcio',
};

/** What passing a tolerable upper intake level in one portion means. */
const upperLimitTexts: Record<UpperLimitNutrient, string> = {
  retinol: 'Mucha vitamina A por porción: no más de una vez por semana; evitar en el embarazo.',
  vitaminD: 'Mucha vitamina D por porción: supera el máximo diario tolerable, así que comelo de vez en cuando.',
  selenium: 'Mucho selenio por porción: supera el máximo diario tolerable, así que comelo de vez en cuando.',
  vitaminB6: 'Mucha vitamina B6 por porción: supera el máximo diario tolerable, así que no lo consumas a diario.',
  iron: 'Mucho hierro por porción: supera el máximo diario tolerable, así que no lo consumas a diario.',
  calcium: 'Mucho calcio por porción: supera el máximo diario tolerable, así que no lo consumas a diario.',
};

/** Uruguay's warning criteria (the front-of-package octagons), by nutrient. */
const warningTexts: Record<WarningNutrient, string> = {
  sodium:
    'Tiene exceso de sodio según los criterios del rotulado frontal de Uruguay (el octógono «EXCESO SODIO»): no es para elegir a diario.',
  sugars:
    'Tiene exceso de azúcares según los criterios del rotulado frontal de Uruguay (el octógono «EXCESO AZÚCARES»): no es para elegir a diario.',
  fat: 'Tiene exceso de grasas según los criterios del rotulado frontal de Uruguay (el octógono «EXCESO GRASAS»): no es para elegir a diario.',
  saturatedFat:
    'Tiene exceso de grasas saturadas según los criterios del rotulado frontal de Uruguay (el octógono «EXCESO GRASAS SATURADAS»): no es para elegir a diario.',
};

/** The note of a trait that informs without moving the food, by the food property it concerns. */
function noteText(reason: { trait: string | null; property: string }, result: string): string {
  if (reason.property === 'gluten') {
    return `Tu resultado en ${result} no cambia esta calificación: sin un diagnóstico de celiaquía no hace falta dejar el gluten. Si tenés síntomas, consultá a tu médico antes de dejarlo.`;
  }
  return `Tu resultado en ${result} no cambia esta calificación: limitar los alimentos ricos en histamina solo tiene sentido si tenés síntomas o un diagnóstico.`;
}

/** One reason as a Spanish sentence for the food's "¿Por qué?". */
export function foodReasonText(
  reason: { trait: string | null; property: string; effect: 'limit' | 'prefer' | 'note' },
  traits: Readonly<Record<string, string>>,
): string {
  const [kind, detail] = reason.property.split(':') as [string, string | undefined];
  if (kind === 'declared') return declaredIntoleranceTexts[detail as DeclaredIntolerance] ?? '';
  if (kind === 'pregnancy') return pregnancyTexts[detail as PregnancyTopic] ?? '';
  if (kind === 'upperLimit') return upperLimitTexts[detail as UpperLimitNutrient] ?? '';
  if (kind === 'nearUpperLimit') {
    const name = upperLimitNames[detail as UpperLimitNutrient] ?? detail;
    return `Una porción aporta más de la mitad del máximo diario tolerable de ${name}: no lo comas a diario.`;
  }
  if (kind === 'warning') return warningTexts[detail as WarningNutrient] ?? '';
  if (kind === 'processedMeat') {
    return 'Es una carne procesada (curada, ahumada o embutida): la Organización Mundial de la Salud recomienda a todas las personas limitarlas.';
  }
  if (kind === 'portionSaturatedFat') {
    return 'Una porción aporta más de un tercio de la grasa saturada aconsejada para todo el día (menos del 10 % de las calorías, según la OMS): mejor en porciones chicas y de vez en cuando.';
  }
  if (reason.effect === 'note') {
    return noteText(reason, traits[reason.trait ?? ''] ?? reason.trait ?? '');
  }
  if (reason.trait === null) {
    return reason.effect === 'limit'
      ? 'La Guía Alimentaria para la Población Uruguaya recomienda limitarlo a todas las personas.'
      : 'La Guía Alimentaria para la Población Uruguaya recomienda preferirlo a todas las personas.';
  }
  const property = foodPropertyLabels[reason.property as keyof typeof foodPropertyLabels] ?? reason.property;
  const result = traits[reason.trait] ?? reason.trait;
  return reason.effect === 'limit'
    ? `Aporta ${property}: por tu resultado en ${result} te conviene moderarlo.`
    : `Aporta ${property}, que te conviene por tu resultado en ${result}.`;
}

/** "¿Por qué?" shows the strongest reasons only: enough to explain, and the answer stays small. */
export const MAX_REASONS = 4;

/**
 * Rates the whole catalogue for one person; foods keep the catalogue's order (by category, then
 * name). `declared` are the intolerances the person declared in the Formulario ADN.
 */
export function rateFoods(
  catalogue: readonly FoodEntry[],
  categories: readonly FoodCategory[],
  scores: TraitScores,
  traitName: (key: TraitKey) => string = (key) => key,
  declared: readonly DeclaredIntolerance[] = [],
): FoodsResponse {
  const labels = new Map(categories.map((c) => [c.id, c.label]));
  const traits: Record<string, string> = {};
  return {
    foods: catalogue.map((food) => {
      const { score, reasons } = rateFood(food, scores, declared);
      return {
        id: food.id,
        food: food.name,
        category: labels.get(food.categoryId) ?? '',
        categoryId: food.categoryId,
        portion: food.portion.label,
        score,
        reasons: reasons.slice(0, MAX_REASONS).map(({ trait, property, effect }: FoodReason) => {
          if (trait && !(trait in traits)) traits[trait] = traitResultName(trait, scores, traitName);
          return { trait, property, effect };
        }),
      };
    }),
    categories: Object.fromEntries(categories.map((c) => [String(c.id), c.label])),
    traits,
    missingTraits: [
      ...new Set(
        ratingTraits
          // An APOE-based trait is left out of the scores until its owner opts in (decision on APOE):
          // named only when it was sent and failed, never when it is hidden.
          .filter((key) => (isApoeTrait(key) ? key in scores && scores[key] === null : (scores[key] ?? null) === null))
          .map((key) => traitName(traitRules[key].sameRuleAs ?? key)),
      ),
    ],
  };
}

/** Every trait the food ratings read (foodRules), once. */
const ratingTraits: readonly TraitKey[] = [
  ...new Set(
    [...Object.values(foodRules.limit), ...Object.values(foodRules.prefer)].flatMap((links) =>
      links.map((link) => link.trait),
    ),
  ),
];
