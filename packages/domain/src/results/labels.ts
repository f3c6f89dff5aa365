/**
 * Result labels per trait and score, exactly as doc 2 §4 lists them. Short-form traits use the
 * label set of their topic (lactose → TOLERANCIA, gluten → VARIANTES, ...); "most traits and
 * others" use RIESGO. An empty string is a level the spec leaves without a label.
 */
import type { ResultScore, TraitKey } from './trait-rules';

export const NO_INFORMATION_LABEL = 'SIN INFORMACIÓN';

type LabelSet = readonly [score0: string, score1: string, score2: string];

const RISK: LabelSet = ['RIESGO BAJO', 'RIESGO MODERADO', 'RIESGO ALTO'];
const OMEGA3: LabelSet = ['REQUERIMIENTO NORMAL', 'REQUERIMIENTO MODERADO', 'REQUERIMIENTO ALTO'];
/** Vitamin A: score 1 means high levels, score 2 low levels. */
const VITAMIN_A: LabelSet = ['NIVELES NORMALES', 'NIVELES ALTOS', 'NIVELES BAJOS'];
const ALCOHOL: LabelSet = ['RESPUESTA NORMAL', 'RESPUESTA MODERADA', 'RESPUESTA ACELERADA'];
const SALT: LabelSet = ['SENSIBILIDAD NORMAL', 'SENSIBILIDAD MODERADA', 'SENSIBILIDAD ALTA'];
const ANTIOXIDANT: LabelSet = ['ACTIVIDAD NORMAL', 'ACTIVIDAD MODERADA', 'ACTIVIDAD DISMINUIDA'];
/** Homocysteine (the source misspelt the middle label; this is the correct spelling). */
const HOMOCYSTEINE: LabelSet = ['NIVELES NORMALES', 'NIVELES MODERADOS', 'NIVELES AUMENTADOS'];
/** Caffeine and caffeine in sport: 0 fast, 2 slow metabolizer. */
const CAFFEINE: LabelSet = ['METABOLIZACIÓN RÁPIDA', 'METABOLIZACIÓN MODERADA', 'METABOLIZACIÓN LENTA'];
const LACTOSE: LabelSet = ['TOLERANCIA NORMAL', 'TOLERANCIA MODERADA', 'TOLERANCIA DISMINUIDA'];
const SATIETY: LabelSet = ['SACIEDAD HABITUAL', 'SACIEDAD INTERMEDIA', 'SACIEDAD DISMINUIDA'];
const CELIAC: LabelSet = ['VARIANTES NO ASOCIADAS', '', 'VARIANTES ASOCIADAS'];
/** Hepatic detox: level 0 says there is no risk. */
const HEPATIC_DETOX: LabelSet = ['SIN RIESGO', 'RIESGO MODERADO', 'RIESGO ALTO'];
/** Muscle composition by the ACTN3 genotype: CC fast, CT mixed, TT slow. */
const MUSCLE: LabelSet = ['FIBRAS RÁPIDAS', 'FIBRAS MIXTAS', 'FIBRAS LENTAS'];
/** Aerobic capacity: CC supranormal (0), anything else normal (2); there is no level 1. */
const AEROBIC: LabelSet = ['CAPACIDAD SUPRANORMAL', '', 'CAPACIDAD NORMAL'];

export const resultLabels: Record<TraitKey, LabelSet> = {
  saturatedFatWeight: RISK,
  satiety: SATIETY,
  glucoseSensitivity: RISK,
  ldlCholesterol: RISK,
  omega3Need: OMEGA3,
  hepaticDetox: HEPATIC_DETOX,
  antioxidantActivity: ANTIOXIDANT,
  homocysteine: HOMOCYSTEINE,
  lactoseTolerance: LACTOSE,
  celiacRisk: CELIAC,
  caffeineSensitivity: CAFFEINE,
  saltSensitivity: SALT,
  alcoholResponse: ALCOHOL,
  histamineSensitivity: RISK,
  vitaminA: VITAMIN_A,
  vitaminB12: RISK,
  vitaminB6: RISK,
  vitaminDCalcium: RISK,
  magnesiumRequirement: RISK,
  caffeineSport: CAFFEINE,
  aerobicCapacity: AEROBIC,
  muscleFibre: MUSCLE,
  calcium: RISK,
  iron: RISK,
  sodium: SALT,
  provitaminA: VITAMIN_A,
  folate: RISK,
  vitaminC: RISK,
  vitaminD: RISK,
  lactose: LACTOSE,
  gluten: CELIAC,
  lipids: RISK,
  carbohydrates: RISK,
  ethanol: ALCOHOL,
  caffeine: CAFFEINE,
  appetite: SATIETY,
  exercise: AEROBIC,
};

/** The label for a trait's score; a missing score is always 'SIN INFORMACIÓN'. */
export function resultLabel(key: TraitKey, score: ResultScore | null): string {
  if (score === null) return NO_INFORMATION_LABEL;
  return resultLabels[key][score];
}

/** The level words of the Metabolism view cards (doc 2 §2, §4), by score. */
export const metabolismLevelLabels = ['Bajo', 'Moderado', 'Alto'] as const;
