/**
 * Result labels per trait and score. Doc 2 §4 lists diagnostic-sounding words (RIESGO, NIVELES
 * AUMENTADOS, SIN RIESGO, CAPACIDAD SUPRANORMAL); a genotype only shows a tendency, so the labels
 * say so (docs/decisions/018-non-diagnostic-wording.md). Short-form traits use the label set of
 * their long-form relative. An empty string is a level the spec leaves without a label.
 */
import type { ResultScore, TraitKey } from './trait-rules';

export const NO_INFORMATION_LABEL = 'SIN INFORMACIÓN';

type LabelSet = readonly [score0: string, score1: string, score2: string];

/** Traits read as a predisposition: one label set, a tendency and never a measurement. */
const RISK: LabelSet = ['PREDISPOSICIÓN BAJA', 'PREDISPOSICIÓN MODERADA', 'PREDISPOSICIÓN ALTA'];
const OMEGA3: LabelSet = ['REQUERIMIENTO HABITUAL', 'REQUERIMIENTO ALGO MAYOR', 'REQUERIMIENTO MAYOR'];
/** Vitamin A: score 1 means a tendency to high levels, score 2 to low levels. */
const VITAMIN_A: LabelSet = ['TENDENCIA HABITUAL', 'TENDENCIA A NIVELES ALTOS', 'TENDENCIA A NIVELES BAJOS'];
const ALCOHOL: LabelSet = ['RESPUESTA HABITUAL', 'RESPUESTA INTERMEDIA', 'RESPUESTA ACELERADA'];
const SALT: LabelSet = ['SENSIBILIDAD HABITUAL', 'SENSIBILIDAD MODERADA', 'SENSIBILIDAD ALTA'];
const ANTIOXIDANT: LabelSet = ['ACTIVIDAD HABITUAL', 'ACTIVIDAD ALGO MENOR', 'TENDENCIA A ACTIVIDAD MENOR'];
const HOMOCYSTEINE: LabelSet = [
  'TENDENCIA HABITUAL',
  'TENDENCIA A NIVELES ALGO MAYORES',
  'TENDENCIA A NIVELES MAYORES',
];
/** Caffeine and caffeine in sport: 0 fast, 2 slow metabolizer (a characteristic, not a risk). */
const CAFFEINE: LabelSet = ['METABOLIZACIÓN RÁPIDA', 'METABOLIZACIÓN INTERMEDIA', 'METABOLIZACIÓN LENTA'];
const LACTOSE: LabelSet = ['TOLERANCIA HABITUAL', 'TOLERANCIA INTERMEDIA', 'TOLERANCIA DISMINUIDA'];
const SATIETY: LabelSet = ['SACIEDAD HABITUAL', 'SACIEDAD INTERMEDIA', 'SACIEDAD DISMINUIDA'];
const CELIAC: LabelSet = ['SIN MARCADORES DQ2.5 NI DQ8', '', 'PREDISPOSICIÓN GENÉTICA (DQ2.5 O DQ8)'];
/** Muscle composition by the ACTN3 genotype: CC fast, CT mixed, TT slow. */
const MUSCLE: LabelSet = ['TENDENCIA A FIBRAS RÁPIDAS', 'FIBRAS MIXTAS', 'TENDENCIA A FIBRAS LENTAS'];
/** Aerobic capacity: CC (0) a profile seen more in endurance athletes, anything else (2) the usual one. */
const AEROBIC: LabelSet = ['PERFIL DE RESISTENCIA', '', 'PERFIL HABITUAL'];

export const resultLabels: Record<TraitKey, LabelSet> = {
  saturatedFatWeight: RISK,
  satiety: SATIETY,
  glucoseSensitivity: RISK,
  ldlCholesterol: RISK,
  omega3Need: OMEGA3,
  hepaticDetox: RISK,
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

/**
 * What a trait is (issue 18): a `risk` trait is a predisposition (higher score = more to watch);
 * a `characteristic` describes how the body works (metabolism speed, fibre type, aerobic profile),
 * where no level is better or worse. Only risk traits get level words and the green/yellow/red scale.
 */
export type TraitKind = 'risk' | 'characteristic';

const characteristicTraits: readonly TraitKey[] = [
  'caffeineSensitivity',
  'caffeineSport',
  'alcoholResponse',
  'aerobicCapacity',
  'muscleFibre',
  'caffeine',
  'ethanol',
  'exercise',
];

export function traitKind(key: TraitKey): TraitKind {
  return characteristicTraits.includes(key) ? 'characteristic' : 'risk';
}

/** The level words of a risk trait, by score (doc 2 §2 says Bajo / Moderado / Alto: see decision 018). */
export const riskLevelLabels = ['Predisposición baja', 'Predisposición moderada', 'Predisposición alta'] as const;
/** The level word of a characteristic: it has no better or worse level. */
export const CHARACTERISTIC_LEVEL_LABEL = 'Característica';
/** Words that rank a result as a risk; none may appear on a characteristic's label or level word. */
export const RISK_WORDS = /\b(riesgos?|predisposici[oó]n|bajos?|bajas?|moderad[oa]s?|altos?|altas?)\b/i;

/** The words beside a trait's level: predisposition for risks, 'Característica' otherwise, 'Sin dato' without a score. */
export function levelWords(key: TraitKey, score: ResultScore | null): string {
  if (score === null) return 'Sin dato';
  return traitKind(key) === 'risk' ? riskLevelLabels[score] : CHARACTERISTIC_LEVEL_LABEL;
}

/** Which strand every genotype (and every allele named in the texts) is written on. */
export const STRAND_NOTE = 'Genotipos en la hebra directa (forward) del genoma de referencia GRCh38.';
