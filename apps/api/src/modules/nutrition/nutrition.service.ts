import {
  type ActivityLevel,
  AnalysisStatus,
  AppError,
  computeNutritionProfile,
  type DietId,
  Goal,
  type GoalCode,
  type NutritionGenetics,
  type NutritionProfile,
  noGenetics,
  type nutritionProfileInputSchema,
  type PregnancyState,
  pregnancyStateOf,
  type SexCode,
  scoreGenotypes,
} from '@nutritest/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { nutritionProfiles } from '../../db/schema';
import type { AuthUser } from '../../platform/auth/guards';
import * as foodsRepo from '../foods';
import * as resultsRepo from '../results';
import * as repo from './nutrition.repository';

type Input = z.output<typeof nutritionProfileInputSchema>;

/** Why losing fat is refused in pregnancy or lactation (shown under the goal). */
export const weightLossInPregnancyMessage =
  'Indicaste embarazo o lactancia en tu Formulario ADN: en esta etapa no te proponemos bajar de peso. Elegí mantener el peso y consultá con tu equipo de salud.';

function toProfile(
  email: string,
  row: typeof nutritionProfiles.$inferSelect,
  pregnancy: PregnancyState,
): NutritionProfile {
  return computeNutritionProfile(
    email,
    {
      sex: row.sex as SexCode,
      goals: row.goals as GoalCode,
      actualExcercise: row.activity as ActivityLevel,
      weight: row.weight,
      height: row.height,
      age: row.age,
      selectedDiet: row.selectedDiet as DietId,
      pregnancy,
    },
    row.updatedAt,
  );
}

/**
 * The nutrition calculator's profile, kept in the account so it follows the customer to another
 * device. The server stores the inputs and recomputes every figure (it never stores a figure it was sent).
 */
export function createNutritionService(db: Database) {
  /**
   * The genetic adjustment's inputs (issue 22, decision 011): none until the results are sent, then
   * what the saturated-fat trait says. APOA2 is not an APOE trait, so no opt-in is involved.
   */
  async function geneticsOf(accountId: string): Promise<NutritionGenetics> {
    const analysis = await resultsRepo.findLatestAnalysis(db, accountId);
    if (!analysis || analysis.status !== AnalysisStatus.ResultsSent) return noGenetics;
    const genotypes = await resultsRepo.listGenotypes(db, analysis.id);
    if (genotypes.length === 0) return noGenetics;
    const trait = scoreGenotypes(genotypes).items.find((item) => item.nutrient === 'saturatedFatWeight');
    return { hasResults: true, saturatedFatSensitive: trait?.score === 2 };
  }

  /** The Formulario ADN's pregnancy answer (pathologies 15 and 16, decision 041). */
  const pregnancyOf = async (accountId: string) => pregnancyStateOf(await foodsRepo.listPathologyIds(db, accountId));

  return {
    async get(user: AuthUser): Promise<{ profile: NutritionProfile | null; genetics: NutritionGenetics }> {
      const row = await repo.findProfile(db, user.id);
      if (!row) throw new AppError('NOT_FOUND');
      const pregnancy = await pregnancyOf(user.id);
      return {
        profile: row.profile ? toProfile(row.email, row.profile, pregnancy) : null,
        genetics: await geneticsOf(user.id),
      };
    },

    async save(user: AuthUser, input: Input): Promise<NutritionProfile> {
      const found = await repo.findProfile(db, user.id);
      if (!found) throw new AppError('NOT_FOUND');
      const pregnancy = await pregnancyOf(user.id);
      if (pregnancy && input.goals === Goal.LoseFat) {
        throw new AppError('VALIDATION', weightLossInPregnancyMessage, { goals: weightLossInPregnancyMessage });
      }
      const row = await repo.upsertProfile(db, {
        accountId: user.id,
        sex: input.sex,
        goals: input.goals,
        activity: input.actualExcercise,
        weight: input.weight,
        height: input.height,
        age: input.age,
        selectedDiet: input.selectedDiet,
        updatedAt: new Date(),
      });
      if (!row) throw new AppError('INTERNAL');
      return toProfile(found.email, row, pregnancy);
    },
  };
}
export type NutritionService = ReturnType<typeof createNutritionService>;
