import {
  AnalysisStatus,
  AppError,
  privacyTexts,
  type ScoredResults,
  scoreGenotypes,
  withoutApoeTraits,
} from '@nutritest/domain';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../platform/auth/guards';
import type { TokenSubject } from '../../platform/auth/sessions.repository';
import { createLru } from '../../platform/lru';
import { hasConsultationResultsShare } from '../consultations';
import { sharesWithNutritionist } from '../privacy';
import { accessLogWriterFor } from './access-log-writer';
import * as repo from './results.repository';

export const resultsTexts = {
  notYet: 'Tus resultados todavía no están disponibles: el laboratorio aún no los envió.',
  patientNotYet: 'Los resultados de este paciente todavía no están disponibles.',
} as const;

/** Scored results kept per process (a few kB each): the active customers' and patients' analyses. */
export const SCORED_RESULTS_CACHE_SIZE = 1000;
/**
 * The owner's own visits to their results page go to the access log at most once per this window
 * (per API process): the log is there to show reads by others, and a row per page load would
 * bury them (and cost a write per GET). Reads by anyone else, and the owner's PDF report, foods and
 * export, are logged every time.
 */
export const OWN_VIEW_LOG_WINDOW_MS = 10 * 60_000;

/**
 * Genetic results are computed from the imported genotypes by the domain engine (so a reviewed rule
 * applies to everyone with the next deploy), and reads are logged for the owner to see. The
 * scoring of an analysis is kept in memory per lab import: genotypes are only ever replaced as a
 * whole by a new import, which has a new id, so a re-import is scored afresh on the next read.
 */
export function createResultsService(db: Database, options: { cacheSize?: number } = {}) {
  /** Per analysis and import: every trait, and the same without the APOE-based ones (no opt-in). */
  const scored = createLru<string, { all: ScoredResults; withoutApoe: ScoredResults }>(
    options.cacheSize ?? SCORED_RESULTS_CACHE_SIZE,
  );
  /** Owner id -> when this process last logged their own visit to the results page. */
  const ownViewsLogged = createLru<string, number>(10_000);
  /** Reads are logged beside the answer, not before it (access-log-writer.ts). */
  const accessLog = accessLogWriterFor(db);

  async function scoredResultsOf(analysisId: string, importId: string, showApoe: boolean): Promise<ScoredResults> {
    const key = `${analysisId}:${importId}`;
    let hit = scored.get(key);
    if (!hit) {
      const all = scoreGenotypes(await repo.listGenotypes(db, analysisId));
      hit = deepFreeze({ all, withoutApoe: withoutApoeTraits(all) });
      scored.set(key, hit);
    }
    return showApoe ? hit.all : hit.withoutApoe;
  }

  async function resultsOf(patientId: string, viewer: AuthUser, notYet: string, ownView = false) {
    // The caller's access was checked before this. One round trip (results.repository.ts).
    return resultsFrom(await repo.findResultsSource(db, patientId), patientId, viewer, notYet, ownView);
  }

  /** Scored results from what findResultsSource read (or findOwnResultsSource, with the session check). */
  async function resultsFrom(
    source: repo.ResultsSource | undefined,
    patientId: string,
    viewer: AuthUser,
    notYet: string,
    ownView = false,
  ) {
    if (!source) throw new AppError('NOT_FOUND');
    const { patient, analysis, importId, apoeGranted: showApoe, pathologyIds } = source;
    if (!analysis || analysis.status !== AnalysisStatus.ResultsSent) throw new AppError('NOT_FOUND', notYet);
    // No genotypes (not imported, or erased): nothing to show yet.
    if (!importId) throw new AppError('NOT_FOUND', notYet);
    // APOE-based traits only with the owner's opt-in, whoever is looking (docs/privacy.md, "APOE").
    const { items, missing } = await scoredResultsOf(analysis.id, importId, showApoe);
    if (!ownView) {
      accessLog.record(patientId, viewer.id, viewer.role);
    } else {
      const now = Date.now();
      const last = ownViewsLogged.get(patientId);
      if (last === undefined || now - last >= OWN_VIEW_LOG_WINDOW_MS) {
        accessLog.record(patientId, viewer.id, viewer.role);
        ownViewsLogged.set(patientId, now);
      }
    }
    return {
      patient: { firstName: patient.firstName, lastName: patient.lastName },
      analysisId: analysis.id,
      referenceId: analysis.referenceId,
      status: analysis.status,
      items,
      missing,
      /** The patient's declared pathologies, for the foods' ratings (not part of the results answer). */
      pathologyIds,
    };
  }

  return {
    /** The owner's results, logged as a read (PDF report, foods). */
    ownResults: (user: AuthUser) => resultsOf(user.id, user, resultsTexts.notYet),

    /** ownResults from what ownSourceWithSession read with the session check (the foods page). */
    ownResultsFrom: (user: AuthUser, source: repo.ResultsSource | undefined) =>
      resultsFrom(source, user.id, user, resultsTexts.notYet),

    /**
     * The owner's results page (GET /v1/Analyses/results): logged once per OWN_VIEW_LOG_WINDOW_MS.
     * From what ownSourceWithSession read with the session check (undefined: no profile, 404).
     */
    ownResultsView: (user: AuthUser, source: repo.ResultsSource | undefined) =>
      resultsFrom(source, user.id, user, resultsTexts.notYet, true),

    /**
     * The signed-in account's results source and its session check in one statement, for
     * requireRoleWith/getOptionalUserWith (decision 080): the results, the foods, the weekly menu.
     */
    ownSourceWithSession: (who: TokenSubject) => repo.findOwnResultsSource(db, who),

    /**
     * A patient's results: the nutritionist they linked by code, or an operator. Never a company,
     * never another customer; anything else answers 404 as if the patient did not exist.
     */
    async patientResults(user: AuthUser, patientId: string) {
      const patient = await repo.findPatient(db, patientId);
      const linked =
        patient?.role === 'Customer' &&
        (user.role === 'Operator' || (user.role === 'Nutritionist' && patient.nutritionistId === user.id));
      if (!linked) {
        // Or a nutritionist the client chose to share their results with for a consultation, only
        // while shared and until the session ends (issue 22, item 19; decision 025). Logged below.
        const shared =
          patient?.role === 'Customer' &&
          user.role === 'Nutritionist' &&
          (await hasConsultationResultsShare(db, patientId, user.id));
        if (!shared) throw new AppError('NOT_FOUND');
        return resultsOf(patientId, user, resultsTexts.patientNotYet);
      }
      // The patient can withdraw sharing with their nutritionist at any time (docs/privacy.md); read on
      // every request, so a withdrawal applies from the next one. Operators keep access for operations.
      if (user.role === 'Nutritionist' && !(await sharesWithNutritionist(db, patientId))) {
        throw new AppError('FORBIDDEN', privacyTexts.shareRevokedForNutritionist);
      }
      return resultsOf(patientId, user, resultsTexts.patientNotYet);
    },

    /**
     * A customer's scored traits for what is derived from them without showing them (the weekly
     * menu's "suits me" mark): the same cached scoring, not logged as a read; null without results.
     */
    async scoredItems(accountId: string, preloaded?: repo.ResultsSource) {
      const source = preloaded ?? (await repo.findResultsSource(db, accountId));
      const analysis = source?.analysis;
      if (!source?.importId || !analysis || analysis.status !== AnalysisStatus.ResultsSent) return null;
      const { items } = await scoredResultsOf(analysis.id, source.importId, source.apoeGranted);
      return { items, pathologyIds: source.pathologyIds };
    },

    async accessLog(user: AuthUser) {
      await accessLog.flush();
      const rows = await repo.listAccess(db, user.id);
      return rows.map((r) => ({
        at: r.at.toISOString(),
        role: r.viewerRole,
        viewer:
          r.viewerId === user.id ? 'Vos' : `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() || 'Equipo NutriTest',
      }));
    },
  };
}
export type ResultsService = ReturnType<typeof createResultsService>;

/** Cached results are shared by every request: frozen, so no caller can change another's answer. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}
