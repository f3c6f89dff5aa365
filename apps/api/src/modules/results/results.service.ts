import { AnalysisStatus, AppError, scoreGenotypes } from '@nutritest/domain';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../platform/auth/guards';
import * as repo from './results.repository';

export const resultsTexts = {
  notYet: 'Tus resultados todavía no están disponibles: el laboratorio aún no los envió.',
  patientNotYet: 'Los resultados de este paciente todavía no están disponibles.',
} as const;

/**
 * Genetic results are computed from the imported genotypes by the domain engine on every read (so
 * a reviewed rule applies to everyone at once), and every read is logged for the owner to see.
 */
export function createResultsService(db: Database) {
  async function resultsOf(patientId: string, viewer: AuthUser, notYet: string) {
    const patient = await repo.findPatient(db, patientId);
    if (!patient) throw new AppError('NOT_FOUND');
    const analysis = await repo.findLatestAnalysis(db, patientId);
    if (!analysis || analysis.status !== AnalysisStatus.ResultsSent) throw new AppError('NOT_FOUND', notYet);
    const rows = await repo.listGenotypes(db, analysis.id);
    if (rows.length === 0) throw new AppError('NOT_FOUND', notYet);
    const { items, missing } = scoreGenotypes(rows);
    await repo.logAccess(db, patientId, viewer.id, viewer.role);
    return {
      patient: { firstName: patient.firstName, lastName: patient.lastName },
      analysisId: analysis.id,
      referenceId: analysis.referenceId,
      status: analysis.status,
      items,
      missing,
    };
  }

  return {
    ownResults: (user: AuthUser) => resultsOf(user.id, user, resultsTexts.notYet),

    /**
     * A patient's results: the nutritionist they linked by code, or an operator. Never a company,
     * never another customer; anything else answers 404 as if the patient did not exist.
     */
    async patientResults(user: AuthUser, patientId: string) {
      const patient = await repo.findPatient(db, patientId);
      const allowed =
        patient?.role === 'Customer' &&
        (user.role === 'Operator' || (user.role === 'Nutritionist' && patient.nutritionistId === user.id));
      if (!allowed) throw new AppError('NOT_FOUND');
      return resultsOf(patientId, user, resultsTexts.patientNotYet);
    },

    async accessLog(user: AuthUser) {
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
