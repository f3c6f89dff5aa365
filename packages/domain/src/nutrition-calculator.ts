/**
 * The nutrition calculator (doc 2 §9), with no zod in sight (the home page draws with it; the schemas
 * are in mini/nutrition.ts, and nutrition.ts re-exports both): energy, macros, water and BMI from sex, goal, activity,
 * weight, height and age; the nine diets. Pure functions, shared by the web (the home's profile
 * panel) and the API (which recomputes what it stores: it never trusts a computed figure it is sent).
 */

// ---------------------------------------------------------------- constants (doc 2 §9)

/** Harris–Benedict (revised) coefficients exactly as the spec gives them. */
export const bmrCoefficients = {
  male: { base: 88.4, weight: 13.4, height: 4.8, age: 5.68 },
  female: { base: 447.6, weight: 9.25, height: 3.1, age: 4.33 },
} as const;

/** Activity factor for the levels 0–4 (poco o nada … muy intenso). */
export const activityFactors = [1.2, 1.375, 1.55, 1.725, 1.9] as const;

/** Goal adjustment in kcal for goals 0 (lose fat), 1 (maintain), 2 (gain muscle). */
export const goalAdjustments = [-250, 0, 250] as const;

export const kcalPerGram = { carbs: 4, proteins: 4, fats: 9 } as const;

/** The bars of the macros are filled against this reference (doc 2 §9). */
export const MACRO_BAR_REFERENCE_KCAL = 1672;

/**
 * Guard rail beyond the spec: a recommended intake is never shown below these values without a note
 * to consult a professional (decision 011). The intake is raised to the floor and the note explains why.
 */
export const minimumRecommendedKcal = { male: 1500, female: 1200 } as const;

export const Sex = { Male: 0, Female: 1 } as const;
export type SexCode = 0 | 1;
export const Goal = { LoseFat: 0, Maintain: 1, GainMuscle: 2 } as const;
export type GoalCode = 0 | 1 | 2;
export type ActivityLevel = 0 | 1 | 2 | 3 | 4;

// ---------------------------------------------------------------- the form's draft values (doc 2 §3)

export const biologicalSexOptions = ['hombre', 'mujer'] as const;
export const objectiveOptions = ['perder grasa', 'mantener peso', 'ganar musculo'] as const;
export const dailyExerciseOptions = ['poco o nada', 'ligero', 'moderado', 'intenso', 'muy intenso'] as const;

export const biologicalSexLabels: Record<(typeof biologicalSexOptions)[number], string> = {
  hombre: 'Hombre',
  mujer: 'Mujer',
};
export const objectiveLabels: Record<(typeof objectiveOptions)[number], string> = {
  'perder grasa': 'Perder grasa',
  'mantener peso': 'Mantener peso',
  'ganar musculo': 'Ganar músculo',
};
export const dailyExerciseLabels: Record<(typeof dailyExerciseOptions)[number], string> = {
  'poco o nada': 'Poco o nada',
  ligero: 'Ligero (1 a 3 días por semana)',
  moderado: 'Moderado (3 a 5 días por semana)',
  intenso: 'Intenso (6 a 7 días por semana)',
  'muy intenso': 'Muy intenso (dos veces al día o trabajo físico)',
};

/** The sex code of a draft value ('mujer' → 1, anything else → 0). */
export function sexFromDraft(value: string | undefined): SexCode {
  return value === 'mujer' ? 1 : 0;
}

/** The goal of a draft value; an unknown objective means "maintain weight" (doc 2 §5). */
export function goalFromDraft(value: string | undefined): GoalCode {
  const index = objectiveOptions.indexOf(value as (typeof objectiveOptions)[number]);
  return index === -1 ? Goal.Maintain : (index as GoalCode);
}

/** The activity level of a draft value; an unknown level means 0 (doc 2 §5). */
export function activityFromDraft(value: string | undefined): ActivityLevel {
  const index = dailyExerciseOptions.indexOf(value as (typeof dailyExerciseOptions)[number]);
  return index === -1 ? 0 : (index as ActivityLevel);
}

// ---------------------------------------------------------------- diets (doc 2 §9, nine diets)

export const dietIds = [
  'equilibrada',
  'hipocalorica',
  'hipercalorica',
  'cetogenica',
  'baja-en-carbohidratos',
  'alta-en-proteinas',
  'vegetariana',
  'vegana',
  'mediterranea',
] as const;
export type DietId = (typeof dietIds)[number];
export const DEFAULT_DIET: DietId = 'equilibrada';

export interface Diet {
  id: DietId;
  title: string;
  /**
   * Why the calculator does not offer this diet (issue 37, decision 042), or absent when it does. A
   * diet whose split falls outside the safe ranges would come out as another diet under its name
   * ('Cetogénica' as 45 / 20 / 35): it is shown, not offered, and a nutritionist plans it.
   */
  notOffered?: string;
  /** Percent texts as shown, possibly a range ('45-55%'); a range counts as its midpoint. */
  carb: string;
  protein: string;
  fats: string;
  description: string;
}

export const diets: readonly Diet[] = [
  {
    id: 'equilibrada',
    title: 'Equilibrada',
    carb: '45-55%',
    protein: '15-25%',
    fats: '20-35%',
    description:
      'El reparto recomendado para la mayoría de las personas: cereales integrales, frutas, verduras, legumbres y proteínas de calidad en proporciones moderadas.',
  },
  {
    id: 'hipocalorica',
    title: 'Hipocalórica',
    carb: '40%',
    protein: '35%',
    fats: '25%',
    description:
      'Pensada para bajar de peso: más proteína para cuidar la masa muscular y sostener la saciedad, con menos harinas y grasas.',
  },
  {
    id: 'hipercalorica',
    title: 'Hipercalórica',
    carb: '50%',
    protein: '30%',
    fats: '20%',
    description: 'Para aumentar de peso o de masa muscular: más energía repartida en comidas frecuentes y nutritivas.',
  },
  {
    id: 'cetogenica',
    title: 'Cetogénica',
    notOffered:
      'No la calculamos aquí: una dieta cetogénica real (menos del 10 % de hidratos) queda fuera de los rangos seguros para todas las personas y necesita seguimiento profesional. Consultá con una nutricionista.',
    carb: '5%',
    protein: '30%',
    fats: '65%',
    description:
      'Muy baja en carbohidratos y alta en grasas. Es exigente y no es para todos: conviene hacerla con seguimiento profesional.',
  },
  {
    id: 'baja-en-carbohidratos',
    title: 'Baja en carbohidratos',
    notOffered:
      'No la calculamos aquí: con menos del 45 % de hidratos sale de los rangos seguros para todas las personas, y con ellos dejaría de ser baja en carbohidratos. Consultá con una nutricionista para planificarla.',
    carb: '20%',
    protein: '40%',
    fats: '40%',
    description: 'Reduce panes, pastas, arroz y azúcares, y da más lugar a proteínas, verduras y grasas saludables.',
  },
  {
    id: 'alta-en-proteinas',
    title: 'Alta en proteínas',
    carb: '30%',
    protein: '45%',
    fats: '25%',
    description:
      'Prioriza carnes magras, pescados, huevos, lácteos y legumbres; útil para quienes entrenan fuerza o buscan más saciedad.',
  },
  {
    id: 'vegetariana',
    title: 'Vegetariana',
    carb: '50%',
    protein: '20%',
    fats: '30%',
    description:
      'Sin carnes ni pescados; incluye huevos y lácteos. Las legumbres, los cereales y los frutos secos aportan la proteína.',
  },
  {
    id: 'vegana',
    title: 'Vegana',
    carb: '50%',
    protein: '20%',
    fats: '30%',
    description: 'Sin alimentos de origen animal. Combina legumbres y cereales, y necesita suplementar vitamina B12.',
  },
  {
    id: 'mediterranea',
    title: 'Mediterránea',
    carb: '45%',
    protein: '25%',
    fats: '30%',
    description:
      'Aceite de oliva, pescado, verduras, frutas, legumbres y frutos secos; poca carne roja y pocos ultraprocesados.',
  },
];

export function dietById(id: string | null | undefined): Diet {
  return diets.find((d) => d.id === id) ?? (diets[0] as Diet);
}

/** The diet the calculator computes for a choice: a diet it does not offer is computed as the balanced one. */
export function offeredDiet(id: string | null | undefined): Diet {
  const diet = dietById(id);
  return diet.notOffered ? (diets[0] as Diet) : diet;
}

/** '45-55%' → 50, '40%' → 40 (a range counts as its midpoint, doc 2 §9). */
export function percentOf(text: string): number {
  const numbers = text.match(/\d+(?:[.,]\d+)?/g)?.map((n) => Number(n.replace(',', '.'))) ?? [];
  if (numbers.length === 0) return 0;
  if (numbers.length === 1) return numbers[0] as number;
  return ((numbers[0] as number) + (numbers[1] as number)) / 2;
}

// ---------------------------------------------------------------- the formulas

export interface NutritionInputs {
  sex: SexCode;
  goals: GoalCode;
  actualExcercise: ActivityLevel;
  /** kg */
  weight: number;
  /** cm */
  height: number;
  /** years */
  age: number;
  /** The Formulario ADN's pregnancy answer (issue 37): no deficit, more water, a referral note. */
  pregnancy?: PregnancyState;
}

export type PregnancyState = 'pregnant' | 'breastfeeding' | null;

/** Basal metabolic rate in kcal/day, whole number. */
export function basalMetabolicRate({
  sex,
  weight,
  height,
  age,
}: Pick<NutritionInputs, 'sex' | 'weight' | 'height' | 'age'>) {
  const c = sex === Sex.Female ? bmrCoefficients.female : bmrCoefficients.male;
  return Math.round(c.base + c.weight * weight + c.height * height - c.age * age);
}

/** BMI = weight / height(m)², two decimals. */
export function bodyMassIndex(weight: number, heightCm: number): number {
  const metres = heightCm / 100;
  if (metres <= 0) return 0;
  return Math.round((weight / (metres * metres)) * 100) / 100;
}

export const bmiCategories = [
  'Delgadez',
  'Peso Normal',
  'Sobrepeso',
  'Obesidad grado 1',
  'Obesidad grado 2',
  'Obesidad grado 3',
] as const;
export type BmiCategory = (typeof bmiCategories)[number];

/** Doc 2 §9: <18.5, 18.5–24.9, 25–29.9, 30–34.9, 35–39.9, 40 and above. */
export function bmiCategory(bmi: number): BmiCategory {
  if (bmi < 18.5) return 'Delgadez';
  if (bmi < 25) return 'Peso Normal';
  if (bmi < 30) return 'Sobrepeso';
  if (bmi < 35) return 'Obesidad grado 1';
  if (bmi < 40) return 'Obesidad grado 2';
  return 'Obesidad grado 3';
}

/**
 * Water bounds (issue 37): the spec's weight / 7 × 250 ml grows without bound (5.4 L at 150 kg).
 * EFSA's adequate intake of total water (EFSA NDA Panel, Scientific Opinion on Dietary Reference
 * Values for water, EFSA J 2010;8(3):1459): 2.5 L a day for men, 2.0 L for women, +0.3 L in
 * pregnancy and +0.7 L in lactation. The figure is at most that adequate intake plus 0.25 L per
 * level of activity above "poco o nada" (sweat losses; EFSA notes needs rise with activity).
 */
export const waterAdequateIntake = { male: 2.5, female: 2.0, pregnant: 0.3, breastfeeding: 0.7 } as const;
export const WATER_PER_ACTIVITY_LEVEL = 0.25;

/** Water in litres = weight / 7 × 250 ml (doc 2 §9), at most the EFSA adequate intake plus activity; two decimals. */
export function dailyWaterLitres(
  weight: number,
  bounds?: { sex: SexCode; activity: ActivityLevel; pregnancy?: PregnancyState },
): number {
  const formula = (weight / 7) * 0.25;
  if (!bounds) return Math.round(formula * 100) / 100;
  const base = bounds.sex === Sex.Female ? waterAdequateIntake.female : waterAdequateIntake.male;
  const extra = bounds.pregnancy ? waterAdequateIntake[bounds.pregnancy] : 0;
  const cap = base + extra + WATER_PER_ACTIVITY_LEVEL * bounds.activity;
  return Math.round(Math.min(formula, cap) * 100) / 100;
}

/** From this BMI on, energy and protein use the adjusted body weight (issue 37). */
export const OBESITY_BMI = 30;
/** Below this BMI the profile asks the person to see a professional before following a plan. */
export const REFERRAL_BMI = 17;

/**
 * The weight energy and protein are computed from: the actual weight, or from a BMI of 30 on the
 * adjusted body weight, the weight at BMI 25 plus 40 % of the excess (Krenitsky J, "Adjusted body
 * weight, pro", Nutr Clin Pract 2005;20(4):468–473): predictive equations on actual weight
 * overestimate the needs of people with obesity.
 */
export function energyWeight(weight: number, heightCm: number): number {
  const metres = heightCm / 100;
  if (bodyMassIndex(weight, heightCm) < OBESITY_BMI) return weight;
  const reference = 25 * metres * metres;
  return Math.round((reference + 0.4 * (weight - reference)) * 10) / 10;
}

/** Notes the profile shows with its figures (issue 37). */
export type NutritionNote = 'lowBmi' | 'pregnancy' | 'adjustedWeight';
export const nutritionNoteTexts: Record<NutritionNote, string> = {
  lowBmi:
    'Tu IMC es menor a 17: antes de seguir un plan, consultá con tu médico o con una nutricionista. Las cifras de este perfil son solo orientativas.',
  pregnancy:
    'Indicaste embarazo o lactancia: en esta etapa las necesidades cambian. No calculamos ningún déficit de calorías y sumamos agua; seguí las indicaciones de tu equipo de salud y consultá con una nutricionista.',
  adjustedWeight:
    'Con un IMC de 30 o más, calculamos la energía y las proteínas con tu peso ajustado (el peso de un IMC de 25 más el 40 % de la diferencia): la fórmula con el peso actual sobreestima lo que necesitás.',
};

export interface Macros {
  recommendedDailyCarbos: number;
  recommendedDailyProteins: number;
  recommendedDailyFats: number;
}

/**
 * The shares of energy the calculator keeps every diet inside (percent of calories), whatever the
 * diet's own split says (issue 18: 'Alta en proteínas' gave a very active 70 kg man 400 g of
 * protein a day, 5.7 g/kg). Ranges: the Acceptable Macronutrient Distribution Ranges for adults of
 * the US/Canadian Dietary Reference Intakes (Institute of Medicine, "Dietary Reference Intakes for
 * Energy, Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids", National
 * Academies Press 2005, doi:10.17226/10490): carbohydrate 45–65 %, protein 10–35 %, fat 20–35 %.
 * On top, protein is never more than 2.0 g per kg of body weight: the upper end of what the ISSN
 * position stand on protein and exercise finds sufficient for most people who train (Jäger R et al.,
 * J Int Soc Sports Nutr 2017;14:20, doi:10.1186/s12970-017-0177-8). Not in the fact sheet: chosen
 * here as the conservative bound; see decision 011.
 */
export const macroShareRanges = {
  carbs: { min: 45, max: 65 },
  proteins: { min: 10, max: 35 },
  fats: { min: 20, max: 35 },
} as const;
export const MAX_PROTEIN_G_PER_KG = 2.0;

export interface MacroShares {
  carbs: number;
  proteins: number;
  fats: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The diet's split (ranges read as their midpoint, doc 2 §9) brought inside `macroShareRanges` and
 * the protein-per-kg bound, for this many calories and this weight:
 * 1. protein at most 35 % and at most 2.0 g/kg (when 2.0 g/kg is under 10 % of a very large intake,
 *    the per-kg bound wins: it is the safety bound); carbohydrate and fat clamped to their ranges;
 * 2. the shares then add to the diet's own total (at most 100 %; the balanced midpoints add to
 *    97.5 %, decision 011): energy missing goes to carbohydrate, then fat, up to their maxima;
 *    energy over goes from protein, then fat, then carbohydrate, down to their minima.
 * A diet already inside every range is unchanged.
 */
export function boundedShares(calories: number, diet: Diet, weight: number): MacroShares {
  const { carbs: cr, proteins: pr, fats: fr } = macroShareRanges;
  const proteinCap = calories > 0 ? ((MAX_PROTEIN_G_PER_KG * weight * kcalPerGram.proteins) / calories) * 100 : pr.max;
  const proteinMax = Math.min(pr.max, proteinCap);
  const proteinMin = Math.min(pr.min, proteinMax);
  const shares: MacroShares = {
    proteins: clamp(percentOf(diet.protein), proteinMin, proteinMax),
    carbs: clamp(percentOf(diet.carb), cr.min, cr.max),
    fats: clamp(percentOf(diet.fats), fr.min, fr.max),
  };
  const target = Math.min(100, percentOf(diet.protein) + percentOf(diet.carb) + percentOf(diet.fats));
  let gap = target - (shares.proteins + shares.carbs + shares.fats);
  const move = (key: keyof MacroShares, limit: number) => {
    const room = gap > 0 ? Math.max(0, limit - shares[key]) : Math.max(0, shares[key] - limit);
    const step = Math.min(Math.abs(gap), room) * Math.sign(gap);
    shares[key] += step;
    gap -= step;
  };
  if (gap > 0) {
    move('carbs', cr.max);
    move('fats', fr.max);
  } else if (gap < 0) {
    move('proteins', proteinMin);
    move('fats', fr.min);
    move('carbs', cr.min);
  }
  return shares;
}

/**
 * Macro grams of a diet for a calorie figure and a body weight: the bounded share of calories ÷ kcal
 * per gram, whole grams; protein never above 2.0 g/kg (rounded down to stay under it).
 */
export function macrosFor(calories: number, diet: Diet, weight: number): Macros {
  const shares = boundedShares(calories, diet, weight);
  return {
    recommendedDailyCarbos: Math.round((calories * shares.carbs) / 100 / kcalPerGram.carbs),
    recommendedDailyProteins: Math.min(
      Math.round((calories * shares.proteins) / 100 / kcalPerGram.proteins),
      Math.floor(MAX_PROTEIN_G_PER_KG * weight),
    ),
    recommendedDailyFats: Math.round((calories * shares.fats) / 100 / kcalPerGram.fats),
  };
}

/** Below this BMI (doc 2 §9 "Delgadez") the calculator does not offer the weight-loss goal. */
export const UNDERWEIGHT_BMI = 18.5;

/**
 * Why losing fat is not offered to someone underweight (shown next to the goal and returned by the
 * server): a calorie deficit would push the weight further below the healthy range.
 */
export const weightLossNotOfferedMessage =
  'Con tu peso y tu altura (IMC menor a 18,5) no te proponemos bajar de peso: un plan para perder grasa te alejaría más de un peso saludable. Si querés cambiar tu composición corporal, consultá con una nutricionista.';

/**
 * True when the weight-loss goal may be offered for this weight and height. Figures that are not
 * (yet) an accepted weight and height do not decide it: their own messages come first.
 */
export function isWeightLossOffered(weight: unknown, heightCm: unknown, pregnancy?: PregnancyState): boolean {
  if (pregnancy) return false;
  const isMeasure = (v: unknown, min: number, max: number): v is number =>
    typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;
  if (!isMeasure(weight, 30, 300) || !isMeasure(heightCm, 120, 230)) return true;
  return bodyMassIndex(weight, heightCm) >= UNDERWEIGHT_BMI;
}

export interface CaloriePlan {
  /** BMR × activity factor + goal adjustment, whole kcal. */
  computedCalories: number;
  /** What is recommended: the computed figure, raised to the minimum when it falls below it. */
  recommendedCaloriesPerDay: number;
  /** True when the computed figure was under the minimum: the profile shows a note to consult a professional. */
  belowMinimum: boolean;
}

export function caloriePlan(inputs: NutritionInputs): CaloriePlan {
  const bmr = basalMetabolicRate({ ...inputs, weight: energyWeight(inputs.weight, inputs.height) });
  const factor = activityFactors[inputs.actualExcercise] ?? activityFactors[0];
  // No deficit in pregnancy or lactation, nor when underweight (a profile kept from before).
  const deficitBarred = inputs.pregnancy || bodyMassIndex(inputs.weight, inputs.height) < UNDERWEIGHT_BMI;
  const adjustment = inputs.goals === Goal.LoseFat && deficitBarred ? 0 : (goalAdjustments[inputs.goals] ?? 0);
  const computedCalories = Math.round(bmr * factor + adjustment);
  const floor = inputs.sex === Sex.Female ? minimumRecommendedKcal.female : minimumRecommendedKcal.male;
  return {
    computedCalories,
    recommendedCaloriesPerDay: Math.max(computedCalories, floor),
    belowMinimum: computedCalories < floor,
  };
}

// ---------------------------------------------------------------- the stored profile (doc 2 §3)

/** What the user enters, mapped to codes, with the chosen diet (nutritionProfileInputSchema's output). */
export interface NutritionInputValues extends NutritionInputs {
  selectedDiet: DietId;
}

/** The profile as kept under `userProfileData_<email>` and in the account (doc 2 §3 fields). */
export interface NutritionProfile extends NutritionInputs {
  email: string;
  bmr: number;
  imc: number;
  recommendedCaloriesPerDay: number;
  recommendedDailyCarbos: number;
  recommendedDailyFats: number;
  recommendedDailyProteins: number;
  recommendedDailyWater: number;
  firstTimeDashboard: boolean;
  selectedDiet: DietId;
  /** Beyond the spec: the formula's figure when it was raised to the minimum (else null). */
  computedCaloriesPerDay: number | null;
  /** Beyond the spec (issue 37): the Formulario ADN's pregnancy answer the figures used. */
  pregnancy: PregnancyState;
  /** Beyond the spec (issue 37): what the profile must say with its figures. */
  notes: NutritionNote[];
  updatedAt: string;
}

/** The notes a profile shows, from its inputs. */
export function nutritionNotes(input: NutritionInputs): NutritionNote[] {
  const notes: NutritionNote[] = [];
  const bmi = bodyMassIndex(input.weight, input.height);
  if (bmi < REFERRAL_BMI) notes.push('lowBmi');
  if (input.pregnancy) notes.push('pregnancy');
  if (bmi >= OBESITY_BMI) notes.push('adjustedWeight');
  return notes;
}

/** Computes every derived figure of the profile from what the user entered. */
export function computeNutritionProfile(
  email: string,
  input: NutritionInputValues,
  updatedAt: Date = new Date(),
): NutritionProfile {
  const plan = caloriePlan(input);
  const diet = offeredDiet(input.selectedDiet);
  const pregnancy = input.pregnancy ?? null;
  return {
    email,
    sex: input.sex,
    goals: input.goals,
    actualExcercise: input.actualExcercise,
    weight: input.weight,
    height: input.height,
    age: input.age,
    bmr: basalMetabolicRate({ ...input, weight: energyWeight(input.weight, input.height) }),
    imc: bodyMassIndex(input.weight, input.height),
    recommendedCaloriesPerDay: plan.recommendedCaloriesPerDay,
    ...macrosFor(plan.recommendedCaloriesPerDay, diet, energyWeight(input.weight, input.height)),
    recommendedDailyWater: dailyWaterLitres(input.weight, {
      sex: input.sex,
      activity: input.actualExcercise,
      pregnancy,
    }),
    firstTimeDashboard: false,
    selectedDiet: diet.id,
    computedCaloriesPerDay: plan.belowMinimum ? plan.computedCalories : null,
    pregnancy,
    notes: nutritionNotes({ ...input, pregnancy }),
    updatedAt: updatedAt.toISOString(),
  };
}

/**
 * Picking another diet recomputes the macro grams (doc 2 §4). A change is ignored when the profile
 * has 0 calories (doc 2 §5).
 */
export function withDiet(profile: NutritionProfile, dietId: DietId, updatedAt: Date = new Date()): NutritionProfile {
  if (!profile.recommendedCaloriesPerDay) return profile;
  const diet = offeredDiet(dietId);
  return {
    ...profile,
    selectedDiet: diet.id,
    ...macrosFor(profile.recommendedCaloriesPerDay, diet, energyWeight(profile.weight, profile.height)),
    updatedAt: updatedAt.toISOString(),
  };
}

/** The fill of a macro bar in percent of the 1672 kcal reference, at most 100. */
export function macroBarPercent(grams: number, macro: keyof typeof kcalPerGram): number {
  return Math.min(100, Math.round(((grams * kcalPerGram[macro]) / MACRO_BAR_REFERENCE_KCAL) * 100));
}

/** The browser key of the profile: per user, made from the e-mail (doc 1 §4, doc 2 §3). */
export function nutritionProfileStorageKey(email: string): string {
  return `userProfileData_${email.trim().toLowerCase()}`;
}

/**
 * The calculator's genetic adjustment (issue 22 item 18, decision 011 amended). Before results it
 * computes with no genetic adjustment (and says so); once the results are sent it applies this one,
 * taken from the results' own advice (packages/content, "Grasas saturadas y peso corporal"): saturated
 * fat below 10 % of the day's energy and at most 20 g, or at most 15 g with the APOA2 genotype that
 * links weight to saturated fat (trait `saturatedFatWeight` scored 2).
 */
export const SATURATED_FAT_MAX_GRAMS = 20;
export const SATURATED_FAT_SENSITIVE_MAX_GRAMS = 15;

export interface NutritionGenetics {
  /** The customer's results were sent: the genetic adjustment applies. */
  hasResults: boolean;
  /** Their results say their weight is sensitive to saturated fat (only with results). */
  saturatedFatSensitive: boolean;
}

export const noGenetics: NutritionGenetics = { hasResults: false, saturatedFatSensitive: false };

/** Saturated fat, whole grams a day: under 10 % of the energy, capped at 20 g (15 g when sensitive). */
export function saturatedFatLimitGrams(calories: number, genetics: NutritionGenetics): number {
  const byEnergy = Math.floor((calories * 0.1) / kcalPerGram.fats);
  const cap =
    genetics.hasResults && genetics.saturatedFatSensitive ? SATURATED_FAT_SENSITIVE_MAX_GRAMS : SATURATED_FAT_MAX_GRAMS;
  return Math.max(0, Math.min(byEnergy, cap));
}
