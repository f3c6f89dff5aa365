import { traitCatalogue } from '@nutritest/content';
import {
  AnalysisStatus,
  AppError,
  departments,
  type LabSample,
  markersByTrait,
  nextOperatorStatus,
  sampleCompleteness,
  slotLabel,
  statusLabels,
  type TraitKey,
} from '@nutritest/domain';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../platform/auth/guards';
import type { MailWorker } from '../../platform/mail/outbox';
import type { LogisticsService } from '../logistics';
import * as logisticsRepo from '../logistics';
import { parseLabCsv } from './lab-csv';
import * as repo from './ops.repository';

const legView = (l: {
  leg: {
    id: string;
    type: number;
    date: string | null;
    schedule: number | null;
    status: string;
    agreedDate: string | null;
    rescheduledFrom: string | null;
  };
  address: { street: string; doorNumber: number; apartmentNumber: string; corner: string; state: number };
}) => ({
  id: l.leg.id,
  type: l.leg.type,
  date: l.leg.date,
  schedule: l.leg.schedule,
  slot: slotLabel(l.leg.schedule),
  status: l.leg.status,
  agreedDate: l.leg.agreedDate,
  rescheduledFrom: l.leg.rescheduledFrom,
  address: `${l.address.street} ${l.address.doorNumber}${l.address.apartmentNumber ? ` ap. ${l.address.apartmentNumber}` : ''}${l.address.corner ? ` esq. ${l.address.corner}` : ''}`,
  department: departments[l.address.state] ?? '',
  departmentId: l.address.state,
});

const labTexts = {
  notHeld: 'Esta muestra no tiene resultados retenidos para publicar.',
  failed: (count: number) =>
    count === 1
      ? 'El archivo tiene 1 error; no se importó nada.'
      : `El archivo tiene ${count} errores; no se importó nada.`,
} as const;

/** A trait's name as the results show it. */
const traitName = (key: TraitKey) => traitCatalogue[key]?.label ?? key;

export function createOpsService(deps: { db: Database; logistics: LogisticsService; mail: MailWorker }) {
  const { db, logistics, mail } = deps;

  /**
   * Parses and checks the lab's file against the samples it names: each must exist and be in the
   * lab (new or held) or already published (a correction). Answers, per sample, its genotypes
   * merged with what it had and what the merge gives; a 400 with one message per row otherwise.
   */
  async function checkLabFile(text: string) {
    const parsed = parseLabCsv(text);
    const errors = [...parsed.errors];
    const references = [...new Set(parsed.rows.map((r) => r.referenceId))];
    const found = await repo.findAnalysesByReferences(db, references);
    const byReference = new Map(found.map((a) => [a.referenceId.toUpperCase(), a]));
    for (const reference of references) {
      const analysis = byReference.get(reference);
      const firstRow = parsed.rows.find((r) => r.referenceId === reference)!.row;
      if (!analysis) errors.push({ row: firstRow, message: `No existe la muestra "${reference}".` });
      else if (analysis.status !== AnalysisStatus.InLab && analysis.status !== AnalysisStatus.ResultsSent) {
        errors.push({
          row: firstRow,
          message: `La muestra "${reference}" no está en laboratorio ni tiene resultados (estado: ${statusLabels[analysis.status] ?? analysis.status}).`,
        });
      }
    }
    if (errors.length) {
      // One entry per row ("row.12"), in row order: the console lists them as the report.
      const fields: Record<string, string> = {};
      for (const e of errors.sort((a, b) => a.row - b.row)) {
        const key = e.row ? `row.${e.row}` : 'file';
        fields[key] = fields[key] ? `${fields[key]} ${e.message}` : e.message;
      }
      throw new AppError('VALIDATION', labTexts.failed(errors.length), fields);
    }
    const samples = [];
    for (const reference of references) {
      const analysis = byReference.get(reference)!;
      const incoming = parsed.rows
        .filter((r) => r.referenceId === reference)
        .map((r) => ({ rsid: r.rsid, genotype: r.genotype }));
      const previous = await repo.genotypesOf(db, analysis.id);
      const merged = new Map(previous.map((g) => [g.rsid, g.genotype]));
      for (const g of incoming) merged.set(g.rsid, g.genotype);
      const genotypes = [...merged].map(([rsid, genotype]) => ({ rsid, genotype }));
      const completeness = sampleCompleteness(genotypes);
      const kind: LabSample['kind'] =
        analysis.status === AnalysisStatus.ResultsSent ? 'correction' : previous.length > 0 ? 'held' : 'new';
      const view: LabSample = {
        referenceId: analysis.referenceId,
        kind,
        markers: incoming.length,
        traitsReported: completeness.traitsReported,
        traitsTotal: completeness.traitsTotal,
        missing: completeness.missing.map((m) => ({ trait: traitName(m.nutrient), rsids: m.rsids })),
        failedCalls: completeness.failedCalls.map((m) => ({ trait: traitName(m.nutrient), rsids: m.rsids })),
        complete: completeness.complete,
      };
      samples.push({ analysis, merged: genotypes, view });
    }
    return { rows: parsed.rows.length, strand: parsed.strand, samples };
  }

  return {
    async kits(filter: { status?: number; department?: number }) {
      const kits = await repo.listKits(db, filter.status);
      const legs = await repo.listLegs(
        db,
        kits.map((k) => k.id),
      );
      const rows = kits.map((k) => {
        const mine = legs.filter((l) => l.leg.analysisId === k.id).map(legView);
        const delivery = mine.find((l) => l.type === 1) ?? null;
        const back = mine.find((l) => l.type === 2) ?? null;
        const next = nextOperatorStatus(k.status);
        return {
          id: k.id,
          referenceId: k.referenceId,
          status: k.status,
          statusLabel: statusLabels[k.status] ?? String(k.status),
          nextStatus: next,
          nextLabel: next === null ? null : statusLabels[next]!,
          customer: { name: `${k.firstName} ${k.lastName}`.trim(), email: k.email, mobile: k.mobile },
          department: delivery?.department ?? null,
          departmentId: delivery?.departmentId ?? null,
          delivery,
          pickup: back,
          replaces: k.replacesReference
            ? { referenceId: k.replacesReference, reason: k.replacementReason ?? 'lost' }
            : null,
          canReject: k.status === AnalysisStatus.InLab || k.status === AnalysisStatus.SampleCollected,
          lostReviewRequestedAt: k.lostReviewRequestedAt?.toISOString() ?? null,
          resultsHeldAt: k.status === AnalysisStatus.InLab ? (k.resultsHeldAt?.toISOString() ?? null) : null,
          canReplaceLost:
            k.lostReviewRequestedAt !== null &&
            (k.status === AnalysisStatus.Paid || k.status === AnalysisStatus.KitDelivered),
          updated: k.updatedAt.toISOString(),
        };
      });
      return filter.department === undefined ? rows : rows.filter((r) => r.departmentId === filter.department);
    },

    async advance(operator: AuthUser, analysisId: string, to: number) {
      await db.transaction((tx) => logistics.transition(tx, analysisId, to, operator));
      mail.nudge();
    },

    /**
     * The laboratory could not analyse the sample (issue 22): the kit is replaced by a free one,
     * the customer is e-mailed and schedules it again in the wizard.
     */
    async rejectSample(operator: AuthUser, analysisId: string, reason: string) {
      const replacement = await db.transaction((tx) =>
        logistics.replaceKit(tx, analysisId, 'rejected', operator, reason),
      );
      mail.nudge();
      return { referenceId: replacement.referenceId };
    },

    /** After reviewing a second "my kit never arrived" (issue 36, N4): another free kit goes out. */
    async replaceLostKit(operator: AuthUser, analysisId: string) {
      const replacement = await logistics.replaceLostAfterReview(operator, analysisId);
      return { referenceId: replacement.referenceId };
    },

    async routeSheet(day: string) {
      const rows = await repo.legsOfDay(db, day);
      return [0, 1].map((schedule) => ({
        schedule,
        slot: slotLabel(schedule),
        stops: rows
          .filter((r) => r.leg.schedule === schedule)
          .map((r) => ({
            ...legView(r),
            referenceId: r.referenceId,
            kind: r.leg.type === 1 ? 'Entrega de kit' : 'Retiro de muestra',
            customer: `${r.firstName} ${r.lastName}`.trim(),
            mobile: r.mobile,
          })),
      }));
    },

    async phoneQueue() {
      const rows = await repo.phoneQueue(db);
      return rows.map((r) => ({
        ...legView(r),
        referenceId: r.referenceId,
        kind: r.leg.type === 1 ? 'Entrega de kit' : 'Retiro de muestra',
        customer: `${r.firstName} ${r.lastName}`.trim(),
        mobile: r.mobile,
        email: r.email,
      }));
    },

    async agreeByPhone(operator: AuthUser, legId: string, agreedDate: string, note: string) {
      await db.transaction(async (tx) => {
        const leg = await logisticsRepo.findLeg(tx, legId);
        if (leg?.status !== 'to_arrange') throw new AppError('NOT_FOUND');
        const updated = await logisticsRepo.updateLeg(tx, legId, {
          agreedDate,
          agreedNote: note || null,
          date: agreedDate,
          status: 'scheduled',
        });
        await logisticsRepo.insertAudit(tx, {
          actorId: operator.id,
          action: 'leg.agreed_by_phone',
          entity: 'kit_distribution',
          entityId: legId,
          before: { status: leg.status, date: leg.date },
          after: { status: updated?.status, date: agreedDate, note },
        });
      });
    },

    /** The markers each trait needs, named as the results name the trait (console and docs). */
    labMarkers() {
      return markersByTrait().map((t) => ({ trait: traitName(t.nutrient), rsids: t.rsids }));
    },

    /** What the file would do, sample by sample; nothing is stored (issue 41). */
    async previewLabResults(text: string) {
      const checked = await checkLabFile(text);
      return { rows: checked.rows, samples: checked.samples.map(({ view }) => view) };
    },

    /**
     * All or nothing for the file's rows: any bad row rejects the whole file with a report. Then each
     * sample's genotypes are merged with what it had (one new import id for all of them, so the
     * results are scored afresh); a complete sample in the lab is published, an incomplete one is
     * held for review (nothing e-mailed), a published one is corrected and its owner told (issue 41).
     */
    async importLabResults(operator: AuthUser, fileName: string, text: string) {
      const checked = await checkLabFile(text);
      const references = checked.samples.map((s) => s.view.referenceId);
      const result = await db.transaction(async (tx) => {
        const labImport = await repo.insertLabImport(tx, {
          operatorId: operator.id,
          fileName,
          rows: checked.rows,
          samples: references.length,
        });
        const published: string[] = [];
        const held: string[] = [];
        const corrected: string[] = [];
        for (const sample of checked.samples) {
          await repo.replaceGenotypes(tx, sample.analysis.id, sample.merged, labImport.id);
          const reference = sample.view.referenceId;
          if (sample.view.kind === 'correction') {
            corrected.push(reference);
            await logisticsRepo.insertAudit(tx, {
              actorId: operator.id,
              action: 'lab.correction',
              entity: 'analysis',
              entityId: sample.analysis.id,
              before: null,
              after: {
                importId: labImport.id,
                markers: sample.view.markers,
                traitsReported: sample.view.traitsReported,
              },
            });
            await logistics.notifyStage(tx, sample.analysis.accountId, 'results_corrected');
          } else if (sample.view.complete) {
            published.push(reference);
            await repo.setResultsHeld(tx, sample.analysis.id, false);
            await logistics.transition(tx, sample.analysis.id, AnalysisStatus.ResultsSent, operator);
          } else {
            held.push(reference);
            await repo.setResultsHeld(tx, sample.analysis.id, true);
            await logisticsRepo.insertAudit(tx, {
              actorId: operator.id,
              action: 'lab.held',
              entity: 'analysis',
              entityId: sample.analysis.id,
              before: null,
              after: { missing: sample.view.missing.map((m) => m.trait) },
            });
          }
        }
        await logisticsRepo.insertAudit(tx, {
          actorId: operator.id,
          action: 'lab.import',
          entity: 'lab_import',
          entityId: labImport.id,
          before: null,
          after: {
            fileName,
            rows: checked.rows,
            samples: references,
            strand: checked.strand,
            published,
            held,
            corrected,
          },
        });
        return { importId: labImport.id, rows: checked.rows, samples: references, published, held, corrected };
      });
      mail.nudge();
      return result;
    },

    /**
     * An operator publishes a held sample as it is (the laboratory confirmed what it cannot read):
     * the traits without their markers say so, and the customer is e-mailed (issue 41).
     */
    async publishHeldResults(operator: AuthUser, analysisId: string) {
      await db.transaction(async (tx) => {
        const analysis = await logisticsRepo.findAnalysis(tx, analysisId);
        if (!analysis) throw new AppError('NOT_FOUND');
        if (!analysis.resultsHeldAt || analysis.status !== AnalysisStatus.InLab) {
          throw new AppError('CONFLICT', labTexts.notHeld);
        }
        await repo.setResultsHeld(tx, analysis.id, false);
        await logistics.transition(tx, analysis.id, AnalysisStatus.ResultsSent, operator);
        await logisticsRepo.insertAudit(tx, {
          actorId: operator.id,
          action: 'lab.published_incomplete',
          entity: 'analysis',
          entityId: analysis.id,
          before: { heldSince: analysis.resultsHeldAt.toISOString() },
          after: { status: AnalysisStatus.ResultsSent },
        });
      });
      mail.nudge();
    },

    async audit() {
      const rows = await repo.listAudit(db);
      return rows.map((r) => ({
        id: r.entry.id,
        actor: r.actorEmail,
        action: r.entry.action,
        entity: r.entry.entity,
        entityId: r.entry.entityId,
        before: r.entry.before ?? null,
        after: r.entry.after ?? null,
        at: r.entry.at.toISOString(),
      }));
    },
  };
}
export type OpsService = ReturnType<typeof createOpsService>;
