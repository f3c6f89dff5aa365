import {
  type ActivityLevel,
  AppError,
  computeNutritionProfile,
  type DietId,
  type GoalCode,
  type NutritionProfile,
  type nutritionProfileInputSchema,
  type SexCode,
} from '@nutritest/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { nutritionProfiles } from '../../db/schema';
import type { AuthUser } from '../../platform/auth/guards';
import * as repo from './nutrition.repository';

type Input = z.output<typeof nutritionProfileInputSchema>;

function toProfile(email: string, row: typeof nutritionProfiles.$inferSelect): NutritionProfile {
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
    },
    row.updatedAt,
  );
}

/**
 * The nutrition calculator's profile, kept in the account so it follows the customer to another
 * device. The server stores the inputs and recomputes every figure (it never stores a figure it was sent).
 */
export function createNutritionService(db: Database) {
  return {
    async get(user: AuthUser): Promise<NutritionProfile | null> {
      const row = await repo.findProfile(db, user.id);
      if (!row) throw new AppError('NOT_FOUND');
      return row.profile ? toProfile(row.email, row.profile) : null;
    },

    async save(user: AuthUser, input: Input): Promise<NutritionProfile> {
      const found = await repo.findProfile(db, user.id);
      if (!found) throw new AppError('NOT_FOUND');
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
      return toProfile(found.email, row);
    },
  };
}
export type NutritionService = ReturnType<typeof createNutritionService>;
