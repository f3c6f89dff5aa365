import { foodCategories, foods, traitCatalogue } from '@nutritest/content';
import {
  AnalysisStatus,
  type DeclaredIntolerance,
  declaredIntolerancesOf,
  type FoodsResponse,
  type ResultsResponse,
  rateFood,
  rateFoods,
  scoreGenotypes,
  traitScoresOf,
  withoutApoeTraits,
} from '@nutritest/domain';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../platform/auth/guards';
import { showsApoeResults } from '../privacy/privacy.service';
import * as resultsRepo from '../results/results.repository';
import type { ResultsService } from '../results/results.service';
import * as repo from './foods.repository';

/**
 * Food recommendations: the catalogue rated for one person from their genetic results and the
 * intolerances they declared in the Formulario ADN (decision 012). They are derived genetic data,
 * so they follow the results' access rules (and each read is logged there).
 */
export function createFoodsService(results: ResultsService, db: Database) {
  const declaredOf = async (accountId: string): Promise<DeclaredIntolerance[]> =>
    declaredIntolerancesOf(await repo.listPathologyIds(db, accountId));
  const rate = (r: ResultsResponse, declared: readonly DeclaredIntolerance[]): FoodsResponse =>
    rateFoods(foods, foodCategories, traitScoresOf(r.items), (key) => traitCatalogue[key]?.label ?? key, declared);
  return {
    /** The declared intolerances of a person, for every caller of the rating (the results PDF too). */
    declaredIntolerances: declaredOf,
    ownFoods: async (user: AuthUser) => {
      const data = await results.ownResults(user);
      return rate(data, await declaredOf(user.id));
    },
    patientFoods: async (user: AuthUser, patientId: string) => {
      // Access is checked (and the read logged) by the results service before anything else is read.
      const data = await results.patientResults(user, patientId);
      return rate(data, await declaredOf(patientId));
    },

    /**
     * The person's rating of each food (id → 0–3), for the weekly menu's "suits me" mark; null
     * without results. Nothing leaves the server but a yes/no per meal, so the read is not logged.
     */
    async scoresFor(accountId: string): Promise<Map<string, number> | null> {
      const analysis = await resultsRepo.findLatestAnalysis(db, accountId);
      if (!analysis || analysis.status !== AnalysisStatus.ResultsSent) return null;
      const rows = await resultsRepo.listGenotypes(db, analysis.id);
      if (rows.length === 0) return null;
      const scored = scoreGenotypes(rows);
      // Like the results: no APOE-based trait moves a rating without the owner's opt-in.
      const scores = traitScoresOf(
        ((await showsApoeResults(db, accountId)) ? scored : withoutApoeTraits(scored)).items,
      );
      const declared = await declaredOf(accountId);
      return new Map(foods.map((f) => [f.id, rateFood(f, scores, declared).score]));
    },
  };
}
export type FoodsService = ReturnType<typeof createFoodsService>;
