import { foodCategories, foods, traitCatalogue } from '@nutritest/content';
import { type FoodsResponse, type ResultsResponse, rateFoods, traitScoresOf } from '@nutritest/domain';
import type { AuthUser } from '../../platform/auth/guards';
import type { ResultsService } from '../results/results.service';

/**
 * Food recommendations: the catalogue rated for one person from their genetic results. They are
 * derived genetic data, so they follow the results' access rules (and each read is logged there).
 */
export function createFoodsService(results: ResultsService) {
  const rate = (r: ResultsResponse): FoodsResponse =>
    rateFoods(foods, foodCategories, traitScoresOf(r.items), (key) => traitCatalogue[key]?.label ?? key);
  return {
    ownFoods: async (user: AuthUser) => rate(await results.ownResults(user)),
    patientFoods: async (user: AuthUser, patientId: string) => rate(await results.patientResults(user, patientId)),
  };
}
export type FoodsService = ReturnType<typeof createFoodsService>;
