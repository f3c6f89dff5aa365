import {
  biologicalSexOptions,
  dailyExerciseOptions,
  type NutritionProfile,
  type NutritionProfileInput,
  nutritionProfileInputSchema,
  nutritionProfileSchema,
  nutritionProfileStorageKey,
  objectiveOptions,
} from '@nutritest/domain';
import { z } from 'zod';

/**
 * The nutrition profile and the form's draft as the browser keeps them (doc 2 §3). Both keys start
 * with `userProfileData_`, so they survive logout. Reads never throw: unreadable or invalid data
 * counts as missing, and a browser without storage simply keeps nothing.
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
  const parsed = nutritionProfileSchema.safeParse(readJson(nutritionProfileStorageKey(email)));
  if (!parsed.success) return null;
  // Figures the server would refuse (e.g. an old, unvalidated profile) are not worth keeping or pushing.
  if (!nutritionProfileInputSchema.safeParse(inputOf(parsed.data)).success) return null;
  return parsed.data;
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

const blank = z.literal('');

/** The form's values as typed: the spec's draft values, numbers kept as the text entered. */
export const draftValuesSchema = z.object({
  biologicalSex: z.enum(biologicalSexOptions).or(blank).catch(''),
  objective: z.enum(objectiveOptions).or(blank).catch(''),
  dailyExercise: z.enum(dailyExerciseOptions).or(blank).catch(''),
  weight: z.union([z.string(), z.number()]).transform(String).catch(''),
  height: z.union([z.string(), z.number()]).transform(String).catch(''),
  age: z.union([z.string(), z.number()]).transform(String).catch(''),
});
export type DraftValues = z.output<typeof draftValuesSchema>;
export type FormStep = 0 | 1;

const draftSchema = draftValuesSchema.extend({ step: z.union([z.literal(0), z.literal(1)]).catch(0) });

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
  const parsed = draftSchema.safeParse(data);
  if (!parsed.success) return null;
  const { step, ...values } = parsed.data;
  return { values, step };
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
