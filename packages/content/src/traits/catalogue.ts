import { type TraitKey, traitKind } from '@nutritest/domain';
import { antioxidantActivity, hepaticDetox, homocysteine } from './detox';
import {
  alcoholResponse,
  caffeineSensitivity,
  celiacRisk,
  histamineSensitivity,
  lactoseTolerance,
  saltSensitivity,
} from './sensitivities';
import {
  appetite,
  caffeine,
  calcium,
  carbohydrates,
  ethanol,
  exercise,
  folate,
  gluten,
  iron,
  lactose,
  lipids,
  provitaminA,
  sodium,
  vitaminC,
  vitaminD,
} from './short-forms';
import { aerobicCapacity, caffeineSport, muscleFibre } from './sports';
import type { TraitEntry, TraitText } from './types';
import { p } from './types';
import { magnesiumRequirement, vitaminA, vitaminB6, vitaminB12, vitaminDCalcium } from './vitamins-minerals';
import { glucoseSensitivity, ldlCholesterol, omega3Need, satiety, saturatedFatWeight } from './weight-metabolism';

const texts: Record<TraitKey, TraitText> = {
  saturatedFatWeight,
  satiety,
  glucoseSensitivity,
  ldlCholesterol,
  omega3Need,
  hepaticDetox,
  antioxidantActivity,
  homocysteine,
  lactoseTolerance,
  celiacRisk,
  caffeineSensitivity,
  saltSensitivity,
  alcoholResponse,
  histamineSensitivity,
  vitaminA,
  vitaminB12,
  vitaminB6,
  vitaminDCalcium,
  magnesiumRequirement,
  caffeineSport,
  aerobicCapacity,
  muscleFibre,
  calcium,
  iron,
  sodium,
  provitaminA,
  folate,
  vitaminC,
  vitaminD,
  lactose,
  gluten,
  lipids,
  carbohydrates,
  ethanol,
  caffeine,
  appetite,
  exercise,
};

/** The trait catalogue (doc 2 §3), keyed like the engine's result items (`nutrient`), with each trait's kind. */
export const traitCatalogue = Object.fromEntries(
  Object.entries(texts).map(([key, text]) => [key, { ...text, kind: traitKind(key as TraitKey) }]),
) as Record<TraitKey, TraitEntry>;

/** "Entendiendo tu resultado" for a trait whose score is null (label 'SIN INFORMACIÓN'). */
export const noResultText = p(
  'El laboratorio no nos informó con seguridad los marcadores de este rasgo, así que preferimos no darte un resultado. No quiere decir que tu riesgo sea bajo ni alto: simplemente no tenemos el dato. Si más adelante lo informa, actualizamos tus resultados y te avisamos por correo.',
);
