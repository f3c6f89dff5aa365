import { foodCategories, foods, traitCatalogue } from '@nutritest/content';
import {
  type DeclaredIntolerance,
  declaredIntolerancesOf,
  type FoodsResponse,
  foodsResponseSchema,
  rateFoods,
  traitScoresOf,
} from '@nutritest/domain';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../platform/auth/guards';
import { type CachedJson, createJsonCache } from '../../platform/cached-json';
import type { ResultsService, ResultsSource } from '../results';
import * as repo from './foods.repository';

/** One person's rated catalogue, ready to send: built once per lab import and declared intolerances. */
export type FoodsAnswer = CachedJson;

/** Scored traits as the results service caches them: one frozen array per analysis, import and APOE choice. */
type ScoredItems = Parameters<typeof traitScoresOf>[0];

/**
 * Food recommendations: the catalogue rated for one person from their genetic results and the
 * intolerances they declared in the Formulario ADN (decision 012). They are derived genetic data,
 * so they follow the results' access rules (and each read is logged there).
 *
 * Rating 315 foods and serialising ~110 kB took most of a foods request (issue 23). The answer is
 * kept per scored result — the results service caches one frozen array of traits per analysis and
 * lab import (and APOE choice), so a new import, an APOE opt-in or a rule change (a deploy) gives a
 * new array and the old answers go with it (a WeakMap) — and per set of declared intolerances, read
 * on every request, so a change in the Formulario ADN shows on the next one.
 */
export function createFoodsService(results: ResultsService, db: Database) {
  const answers = createJsonCache<FoodsResponse>(foodsResponseSchema);
  /** Food id → rating 0–3 of an answer, for the weekly menu's "suits me" mark. */
  const scoresOf = new WeakMap<FoodsResponse, ReadonlyMap<string, number>>();

  const declaredOf = async (accountId: string): Promise<DeclaredIntolerance[]> =>
    declaredIntolerancesOf(await repo.listPathologyIds(db, accountId));

  const answerFor = (items: ScoredItems, declared: readonly DeclaredIntolerance[]) =>
    answers.get(items, [...declared].sort().join(','), () =>
      rateFoods(foods, foodCategories, traitScoresOf(items), (k) => traitCatalogue[k]?.label ?? k, declared),
    );

  return {
    /** The declared intolerances of a person, for every caller of the rating (the results PDF too). */
    declaredIntolerances: declaredOf,
    /** The results service's read of the signed-in customer's source, with the session check (decision 080). */
    ownSourceWithSession: results.ownSourceWithSession,
    /** From what ownSourceWithSession read. */
    ownFoods: async (user: AuthUser, source: ResultsSource | undefined): Promise<FoodsAnswer> => {
      const data = await results.ownResultsFrom(user, source);
      return answerFor(data.items, declaredIntolerancesOf(data.pathologyIds));
    },
    patientFoods: async (user: AuthUser, patientId: string): Promise<FoodsAnswer> => {
      // Access is checked (and the read logged) by the results service before anything else is read.
      const data = await results.patientResults(user, patientId);
      return answerFor(data.items, declaredIntolerancesOf(data.pathologyIds));
    },

    /**
     * The person's rating of each food (id → 0–3), for the weekly menu's "suits me" mark; null
     * without results. Nothing leaves the server but a yes/no per meal, so the read is not logged.
     * The same cached answer as the foods page (APOE-based traits only with the owner's opt-in).
     */
    async scoresFor(accountId: string, source?: ResultsSource): Promise<ReadonlyMap<string, number> | null> {
      const scored = await results.scoredItems(accountId, source);
      if (!scored) return null;
      const { value } = answerFor(scored.items, declaredIntolerancesOf(scored.pathologyIds));
      let scores = scoresOf.get(value);
      if (!scores) {
        scores = new Map(value.foods.map((f) => [f.id, f.score]));
        scoresOf.set(value, scores);
      }
      return scores;
    },
  };
}
export type FoodsService = ReturnType<typeof createFoodsService>;
