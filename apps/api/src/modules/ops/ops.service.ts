import { AnalysisStatus, AppError, departments, nextOperatorStatus, slotLabel, statusLabels } from '@nutritest/domain';
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

export function createOpsService(deps: { db: Database; logistics: LogisticsService; mail: MailWorker }) {
  const { db, logistics, mail } = deps;

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

    /** All or nothing: any bad row rejects the whole file with a report. */
    async importLabResults(operator: AuthUser, fileName: string, text: string) {
      const parsed = parseLabCsv(text);
      const errors = [...parsed.errors];
      const references = [...new Set(parsed.rows.map((r) => r.referenceId))];
      const found = await repo.findAnalysesByReferences(db, references);
      const byReference = new Map(found.map((a) => [a.referenceId.toUpperCase(), a]));
      for (const reference of references) {
        const analysis = byReference.get(reference);
        const firstRow = parsed.rows.find((r) => r.referenceId === reference)!.row;
        if (!analysis) errors.push({ row: firstRow, message: `No existe la muestra ${reference}.` });
        else if (analysis.status !== AnalysisStatus.InLab) {
          errors.push({
            row: firstRow,
            message: `La muestra ${reference} no está en laboratorio (estado: ${statusLabels[analysis.status] ?? analysis.status}).`,
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
        throw new AppError('VALIDATION', `El archivo tiene ${errors.length} error(es); no se importó nada.`, fields);
      }
      const result = await db.transaction(async (tx) => {
        const labImport = await repo.insertLabImport(tx, {
          operatorId: operator.id,
          fileName,
          rows: parsed.rows.length,
          samples: references.length,
        });
        for (const reference of references) {
          const analysis = byReference.get(reference)!;
          const rows = parsed.rows.filter((r) => r.referenceId === reference);
          await repo.replaceGenotypes(
            tx,
            analysis.id,
            rows.map((r) => ({ rsid: r.rsid, genotype: r.genotype })),
            labImport.id,
          );
          await logistics.transition(tx, analysis.id, AnalysisStatus.ResultsSent, operator);
        }
        await logisticsRepo.insertAudit(tx, {
          actorId: operator.id,
          action: 'lab.import',
          entity: 'lab_import',
          entityId: labImport.id,
          before: null,
          after: { fileName, rows: parsed.rows.length, samples: references, strand: parsed.strand },
        });
        return { importId: labImport.id, rows: parsed.rows.length, samples: references };
      });
      mail.nudge();
      return result;
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
