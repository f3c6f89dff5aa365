import {
  AnalysisStatus,
  AppError,
  type addDistributionRequestSchema,
  type addKitDistributionRequestSchema,
  canTransition,
  type Distribution,
  type DistributionInfo,
  DistributionType,
  departments,
  findDistribution,
  formatDateEs,
  isSelectableDay,
  KitLeg,
  lifecycleOrder,
  MONTEVIDEO_DEPARTMENT_ID,
  montevideoDate,
  office,
  resultsDueDate,
  slotLabel,
  splitDistributions,
  statusLabels,
} from '@nutritest/domain';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import type { AuthUser } from '../../platform/auth/guards';
import { enqueueEmail, type MailWorker } from '../../platform/mail/outbox';
import { emailTemplates } from '../../platform/mail/templates';
import * as repo from './logistics.repository';

type AddDistribution = z.output<typeof addDistributionRequestSchema>;
type AddKitDistribution = z.output<typeof addKitDistributionRequestSchema>;
type Stage = Parameters<typeof emailTemplates.kitStage>[0]['stage'];

export const logisticsTexts = {
  noKit: 'Todavía no tenés un kit comprado.',
  finished: 'Tu kit ya completó el recorrido.',
  dateRequired: 'Elegí un día y un horario.',
  dateInvalid: 'Ese día no está disponible: elegí un día hábil a partir de 48 horas.',
  slotFull: 'Ese horario ya está completo. Elegí otro.',
  invalidTransition: 'El kit no puede pasar a ese estado desde el estado actual.',
  changed: 'El kit cambió de estado mientras tanto. Actualizá la lista.',
  deliveryFirst: 'Primero coordiná la entrega del kit.',
} as const;

export function createLogisticsService(deps: { db: Database; config: Config; mail: MailWorker }) {
  const { db, config, mail } = deps;

  async function notify(tx: Executor, accountId: string, stage: Stage, detail?: string) {
    const contact = await repo.findCustomerContact(tx, accountId);
    if (!contact) return;
    await enqueueEmail(
      tx,
      contact.email,
      emailTemplates.kitStage({
        firstName: contact.firstName || 'Hola',
        supportEmail: config.supportEmail,
        stage,
        detail,
        dashboardUrl: `${config.publicUrl}/dashboard`,
      }),
    );
  }

  async function currentAnalysis(user: AuthUser) {
    const analysis = await repo.findLatestAnalysis(db, user.id);
    if (!analysis) throw new AppError('NOT_FOUND', logisticsTexts.noKit);
    return analysis;
  }

  function toDistribution(
    row: Awaited<ReturnType<typeof repo.listDistributions>>[number],
    status: number,
  ): Distribution {
    const a = row.address;
    return {
      id: row.distribution.id,
      type: row.distribution.type,
      address: {
        street: a.street,
        doorNumber: a.doorNumber,
        apartmentNumber: a.apartmentNumber,
        corner: a.corner,
        state: a.state,
        city: a.city,
      },
      created: row.distribution.createdAt.toISOString(),
      status,
      kitDistributions: row.legs.map((l) => ({
        id: l.id,
        type: l.type,
        date: l.date,
        schedule: l.schedule,
        status: l.status,
        agreedDate: l.agreedDate,
      })),
    };
  }

  /** Everything the wizard and the timeline need, for one analysis. */
  async function infoFor(
    analysis: NonNullable<Awaited<ReturnType<typeof repo.findAnalysis>>>,
  ): Promise<DistributionInfo> {
    const [rows, events] = await Promise.all([
      repo.listDistributions(db, analysis.id),
      repo.listEvents(db, analysis.id),
    ]);
    const list = rows.map((r) => toDistribution(r, analysis.status));
    const { pickup, return: back } = splitDistributions(list);
    const reached = new Map<number, string>();
    reached.set(AnalysisStatus.Paid, analysis.createdAt.toISOString());
    for (const e of events) reached.set(e.status, e.at.toISOString());
    const collected = reached.get(AnalysisStatus.SampleCollected) ?? reached.get(AnalysisStatus.InLab);
    return {
      analysisId: analysis.id,
      status: analysis.status,
      distributions: list,
      pickupDistribution: pickup,
      returnDistribution: back,
      timeline: lifecycleOrder.map((status) => ({
        status,
        label: statusLabels[status]!,
        at: reached.get(status) ?? null,
      })),
      resultsDueDate: collected ? resultsDueDate(montevideoDate(new Date(collected))) : null,
    };
  }

  /**
   * Moves the kit to a status, if the lifecycle allows it: status, event, e-mail and (for
   * operators) the audit entry in one transaction.
   */
  async function transition(tx: Executor, analysisId: string, to: number, actor: AuthUser | null) {
    const analysis = await repo.findAnalysis(tx, analysisId);
    if (!analysis) throw new AppError('NOT_FOUND');
    if (!canTransition(analysis.status, to)) throw new AppError('CONFLICT', logisticsTexts.invalidTransition);
    const updated = await repo.updateAnalysisStatus(tx, analysisId, analysis.status, to);
    if (!updated) throw new AppError('CONFLICT', logisticsTexts.changed);
    await repo.insertEvent(tx, analysisId, to, actor?.id ?? null);
    if (actor?.role === 'Operator') {
      await repo.insertAudit(tx, {
        actorId: actor.id,
        action: 'analysis.status',
        entity: 'analysis',
        entityId: analysisId,
        before: { status: analysis.status },
        after: { status: to },
      });
    }
    if (to === AnalysisStatus.KitDelivered) {
      await repo.markLegsDone(tx, analysisId, KitLeg.Delivery);
      await notify(tx, analysis.accountId, 'delivered');
      // A pickup the customer already scheduled takes effect as soon as the kit arrives.
      const pickup = await repo.findLiveLeg(tx, analysisId, KitLeg.Return);
      if (pickup) await transition(tx, analysisId, AnalysisStatus.PickupScheduled, null);
    }
    if (to === AnalysisStatus.SampleCollected) await repo.markLegsDone(tx, analysisId, KitLeg.Return);
    if (to === AnalysisStatus.InLab) await notify(tx, analysis.accountId, 'in_lab');
    if (to === AnalysisStatus.ResultsSent) await notify(tx, analysis.accountId, 'results_ready');
    return updated;
  }

  return {
    transition,
    infoFor,

    async getDistribution(user: AuthUser): Promise<DistributionInfo | null> {
      const analysis = await repo.findLatestAnalysis(db, user.id);
      return analysis ? infoFor(analysis) : null;
    },

    async getAnalysis(user: AuthUser) {
      const analysis = await currentAnalysis(user);
      const info = await infoFor(analysis);
      return {
        id: analysis.id,
        referenceId: analysis.referenceId,
        status: analysis.status,
        created: analysis.createdAt.toISOString(),
        lastModified: analysis.updatedAt.toISOString(),
        timeline: info.timeline,
        resultsDueDate: info.resultsDueDate,
      };
    },

    /**
     * Creates (or finds again) the address a leg will use. The office needs no address from the
     * customer: the office's own is used.
     */
    async addDistribution(user: AuthUser, body: AddDistribution): Promise<Distribution> {
      const analysis = await currentAnalysis(user);
      if (analysis.status === AnalysisStatus.ResultsSent) throw new AppError('CONFLICT', logisticsTexts.finished);
      const typed =
        body.type === DistributionType.Office
          ? { ...office, doorNumber: Number(office.doorNumber), city: '' }
          : { ...body.address, city: body.address.city ?? '', state: body.address.department ?? body.address.state };
      const existing = (await repo.listDistributions(db, analysis.id)).map((r) => toDistribution(r, analysis.status));
      const found = findDistribution(
        existing.filter((d) => d.type === body.type),
        typed,
      );
      if (found && !body.address.new) return found;
      const created = await db.transaction(async (tx) => {
        const address = await repo.insertAddress(tx, {
          accountId: user.id,
          street: typed.street,
          doorNumber: typed.doorNumber,
          apartmentNumber: typed.apartmentNumber ?? '',
          corner: typed.corner ?? '',
          state: typed.state,
          city: typed.city,
        });
        return repo.insertDistribution(tx, {
          analysisId: analysis.id,
          accountId: user.id,
          type: body.type,
          addressId: address.id,
        });
      });
      const rows = await repo.listDistributions(db, analysis.id);
      return toDistribution(rows.find((r) => r.distribution.id === created.id)!, analysis.status);
    },

    /**
     * Schedules a leg on one of the caller's distributions. Montevideo courier legs need a
     * selectable day and a slot with room; interior legs go to the phone queue; office legs need
     * neither. Re-scheduling replaces the live leg and frees its slot.
     */
    async addKitDistribution(user: AuthUser, body: AddKitDistribution, now = new Date()) {
      const found = await repo.findDistributionFor(db, body.distributionId, user.id);
      if (!found) throw new AppError('NOT_FOUND');
      const analysis = await repo.findAnalysis(db, found.distribution.analysisId);
      if (!analysis || analysis.accountId !== user.id) throw new AppError('NOT_FOUND');
      if (analysis.status === AnalysisStatus.ResultsSent || analysis.status === AnalysisStatus.InLab) {
        throw new AppError('CONFLICT', logisticsTexts.finished);
      }
      const isCourier = found.distribution.type === DistributionType.Delivery;
      const isMontevideo = found.address.state === MONTEVIDEO_DEPARTMENT_ID;
      let date: string | null = null;
      let schedule: number | null = null;
      if (isCourier && isMontevideo) {
        const day = body.date ? body.date.slice(0, 10) : '';
        if (!day || body.schedule === null || body.schedule === undefined) {
          throw new AppError('VALIDATION', logisticsTexts.dateRequired, { date: logisticsTexts.dateRequired });
        }
        if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !isSelectableDay(day, now)) {
          throw new AppError('VALIDATION', logisticsTexts.dateInvalid, { date: logisticsTexts.dateInvalid });
        }
        date = day;
        schedule = body.schedule;
      }
      const status = isCourier && !isMontevideo ? 'to_arrange' : 'scheduled';

      const leg = await db.transaction(async (tx) => {
        if (body.typeDelivery === KitLeg.Return && !(await repo.findLiveLeg(tx, analysis.id, KitLeg.Delivery))) {
          throw new AppError('CONFLICT', logisticsTexts.deliveryFirst);
        }
        const previous = await repo.findLiveLeg(tx, analysis.id, body.typeDelivery);
        if (previous) {
          if (previous.status === 'done') throw new AppError('CONFLICT', logisticsTexts.finished);
          await repo.cancelLeg(tx, previous.id);
          if (previous.date && previous.schedule !== null) await repo.releaseSlot(tx, previous.date, previous.schedule);
        }
        if (date && schedule !== null && !(await repo.bookSlot(tx, date, schedule, config.slotCapacity))) {
          throw new AppError('CONFLICT', logisticsTexts.slotFull, { schedule: logisticsTexts.slotFull });
        }
        const created = await repo.insertLeg(tx, {
          distributionId: found.distribution.id,
          analysisId: analysis.id,
          type: body.typeDelivery,
          date,
          schedule,
          status,
        });
        const where = isCourier
          ? `${found.address.street} ${found.address.doorNumber}, ${departments[found.address.state]}`
          : `nuestra oficina (${office.street} ${office.doorNumber}, ${office.hours})`;
        const when = date ? `${formatDateEs(date)} de ${slotLabel(schedule)}` : '';
        if (body.typeDelivery === KitLeg.Delivery) {
          await notify(
            tx,
            user.id,
            status === 'to_arrange' ? 'delivery_to_arrange' : 'delivery_scheduled',
            when ? `Te lo llevamos el ${when} a ${where}.` : `Podés retirarlo en ${where}.`,
          );
        } else {
          if (analysis.status === AnalysisStatus.KitDelivered) {
            await transition(tx, analysis.id, AnalysisStatus.PickupScheduled, null);
          }
          if (status !== 'to_arrange') {
            await notify(
              tx,
              user.id,
              'pickup_scheduled',
              when ? `Pasamos a retirarla el ${when} por ${where}.` : `Podés dejarla en ${where}.`,
            );
          }
        }
        return created;
      });
      mail.nudge();
      return {
        id: leg.id,
        type: leg.type,
        date: leg.date,
        schedule: leg.schedule,
        status: leg.status,
        agreedDate: leg.agreedDate,
      };
    },

    /** Slots of the next weeks with their room, for the day picker. */
    async slotAvailability(from: string, to: string) {
      const rows = await repo.listSlotBookings(db, from, to);
      return rows.map((r) => ({
        date: r.date,
        schedule: r.schedule,
        full: r.booked >= (r.capacity ?? config.slotCapacity),
      }));
    },
  };
}
export type LogisticsService = ReturnType<typeof createLogisticsService>;
