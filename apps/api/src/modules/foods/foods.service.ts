import { foodCategories, foods, traitCatalogue } from '@nutritest/content';
import {
  AnalysisStatus,
  type FoodsResponse,
  type ResultsResponse,
  rateFood,
  rateFoods,
  scoreGenotypes,
  traitScoresOf,
} from '@nutritest/domain';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../platform/auth/guards';
import * as resultsRepo from '../results/results.repository';
import type { ResultsService } from '../results/results.service';

/**
 * Food recommendations: the catalogue rated for one person from their genetic results. They are
 * derived genetic data, so they follow the results' access rules (and each read is logged there).
 */
export function createFoodsService(results: ResultsService, db: Database) {
  const rate = (r: ResultsResponse): FoodsResponse =>
    rateFoods(foods, foodCategories, traitScoresOf(r.items), (key) => traitCatalogue[key]?.label ?? key);
  return {
    ownFoods: async (user: AuthUser) => rate(await results.ownResults(user)),
    patientFoods: async (user: AuthUser, patientId: string) => rate(await results.patientResults(user, patientId)),

    /**
     * The person's rating of each food (id → 0–3), for the weekly menu's "suits me" mark; null
     * without results. Nothing leaves the server but a yes/no per meal, so the read is not logged.
     */
    async scoresFor(accountId: string): Promise<Map<string, number> | null> {
      const analysis = await resultsRepo.findLatestAnalysis(db, accountId);
      if (!analysis || analysis.status !== AnalysisStatus.ResultsSent) return null;
      const rows = await resultsRepo.listGenotypes(db, analysis.id);
      if (rows.length === 0) return null;
      const scores = traitScoresOf(scoreGenotypes(rows).items);
      return new Map(foods.map((f) => [f.id, rateFood(f, scores).score]));
    },
  };
}
export type FoodsService = ReturnType<typeof createFoodsService>;
