import {
  type Account,
  biologicalSexOptions,
  dailyExerciseOptions,
  montevideoDate,
  type NutritionProfile,
  type NutritionProfileInput,
  nutritionProfileStorageKey,
  objectiveOptions,
} from '@nutritest/domain';
import { nutritionProfileInputSchema, nutritionProfileSchema } from '@nutritest/domain/mini/nutrition';

/**
 * The nutrition profile and the form's draft as the browser keeps them (doc 2 §3). Both keys start
 * with `userProfileData_`, so they survive logout. Reads never throw: unreadable or invalid data
 * counts as missing, and a browser without storage simply keeps nothing. Checked with the domain's
 * schemas, in zod/mini: the home page draws without classic zod.
 */

/** What the form sends: the profile's inputs, as PUT /v1/account/nutrition-profile takes them. */
export function inputOf(profile: NutritionProfile): NutritionProfileInput {
  return {
    sex: profile.sex,
    goals: profile.goals,
    actualExcercise: profile.actualExcercise,
    weight: profile.weight,
    height: profile.height,
    age: profile.age,
    selectedDiet: profile.selectedDiet,
  };
}

function readJson(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the profile still lives in the account.
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/** The locally stored profile of `email`, or null when there is none or it is not a valid profile. */
export function readLocalProfile(email: string): NutritionProfile | null {
  const stored = nutritionProfileSchema.safeParse(readJson(nutritionProfileStorageKey(email)));
  if (!stored.success) return null;
  // Figures the server would refuse (e.g. an old, unvalidated profile) are not worth keeping or pushing.
  if (!nutritionProfileInputSchema.safeParse(inputOf(stored.data)).success) return null;
  return stored.data;
}

export function writeLocalProfile(email: string, profile: NutritionProfile): void {
  writeJson(nutritionProfileStorageKey(email), profile);
}

/** The newer of two profiles by `updatedAt` (the server's on a tie); null when neither exists. */
export function newerProfile(
  local: NutritionProfile | null,
  server: NutritionProfile | null | undefined,
): NutritionProfile | null {
  if (!local) return server ?? null;
  if (!server) return local;
  const localTime = Date.parse(local.updatedAt);
  const serverTime = Date.parse(server.updatedAt);
  if (Number.isNaN(serverTime)) return local;
  return localTime > serverTime ? local : server;
}

// ---------------------------------------------------------------- the form's draft

/** The form's values as typed: the spec's draft values, numbers kept as the text entered. */
export interface DraftValues {
  biologicalSex: (typeof biologicalSexOptions)[number] | '';
  objective: (typeof objectiveOptions)[number] | '';
  dailyExercise: (typeof dailyExerciseOptions)[number] | '';
  weight: string;
  height: string;
  age: string;
}
export type FormStep = 0 | 1;

/** One of `options`, else '' (a stored answer that is not one of them counts as unanswered). */
function optionOr<T extends string>(options: readonly T[], value: unknown): T | '' {
  return options.includes(value as T) ? (value as T) : '';
}

/** A number field as typed: text kept, a stored number turned to text, anything else ''. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  // As String(n) for any number (NaN included, as the schema this replaces did).
  return typeof value === 'number' ? String(value) : '';
}

export const emptyDraft: DraftValues = {
  biologicalSex: '',
  objective: '',
  dailyExercise: '',
  weight: '',
  height: '',
  age: '',
};

export const draftStorageKey = (email: string) => `${nutritionProfileStorageKey(email)}_draft`;

export function readDraft(email: string): { values: DraftValues; step: FormStep } | null {
  const data = readJson(draftStorageKey(email));
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return null;
  const stored = data as Record<string, unknown>;
  const values: DraftValues = {
    biologicalSex: optionOr(biologicalSexOptions, stored.biologicalSex),
    objective: optionOr(objectiveOptions, stored.objective),
    dailyExercise: optionOr(dailyExerciseOptions, stored.dailyExercise),
    weight: textOf(stored.weight),
    height: textOf(stored.height),
    age: textOf(stored.age),
  };
  return { values, step: stored.step === 1 ? 1 : 0 };
}

export function writeDraft(email: string, values: DraftValues, step: FormStep): void {
  writeJson(draftStorageKey(email), { ...values, step });
}

export function clearDraft(email: string): void {
  remove(draftStorageKey(email));
}

/** The draft values of a stored profile, to edit it again. */
export function draftOf(profile: NutritionProfile): DraftValues {
  return {
    biologicalSex: biologicalSexOptions[profile.sex],
    objective: objectiveOptions[profile.goals],
    dailyExercise: dailyExerciseOptions[profile.actualExcercise],
    weight: formatInput(profile.weight),
    height: formatInput(profile.height),
    age: String(profile.age),
  };
}

/** 72.5 → '72,5' (the decimal comma people type in Uruguay). */
function formatInput(value: number): string {
  return String(value).replace('.', ',');
}

/** Whole years between an ISO birth date and an ISO day (both YYYY-MM-DD). */
export function ageOn(birthDate: string, today: string): number | null {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  if (!by || !bm || !bd || !ty || !tm || !td) return null;
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/**
 * The form's starting values from what the account already holds (the Formulario ADN: sex, height,
 * weight, birth date), so a first profile does not ask again for what the person told us. The
 * objective and the exercise are not in the account: they stay unanswered.
 */
export function draftFromAccount(profile: Account['profile'], today = montevideoDate(new Date())): DraftValues {
  const age = profile.birthDate ? ageOn(profile.birthDate, today) : null;
  return {
    ...emptyDraft,
    biologicalSex: profile.gender === 0 ? 'hombre' : profile.gender === 1 ? 'mujer' : '',
    weight: profile.weight ? formatInput(profile.weight) : '',
    height: profile.height ? formatInput(profile.height) : '',
    age: age !== null && age > 0 ? String(age) : '',
  };
}
