import {
  AnalysisStatus,
  AppError,
  type addDistributionRequestSchema,
  type addKitDistributionRequestSchema,
  canChangeLeg,
  canTransition,
  compareSlots,
  type Distribution,
  type DistributionInfo,
  DistributionType,
  departments,
  deriveKitState,
  findDistribution,
  formatDateEs,
  isPastBookingHorizon,
  isSelectableDay,
  KIT_BOOKING_HORIZON_DAYS,
  KitLeg,
  legDay,
  lifecycleOrder,
  MONTEVIDEO_DEPARTMENT_ID,
  montevideoDate,
  office,
  type ReplacementReason,
  type RescheduleKitDistributionRequest,
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
import { nextAnalysisReference } from '../kits';
import * as repo from './logistics.repository';

type AddDistribution = z.output<typeof addDistributionRequestSchema>;
type AddKitDistribution = z.output<typeof addKitDistributionRequestSchema>;
type Stage = Parameters<typeof emailTemplates.kitStage>[0]['stage'];

/** Free replacements of lost kits a customer gets by saying so; past this, operations decide. */
export const SELF_SERVICE_LOST_REPLACEMENTS = 1;

export const logisticsTexts = {
  noKit: 'Todavía no tenés un kit comprado.',
  finished: 'Tu kit ya completó el recorrido.',
  dateRequired: 'Elegí un día y un horario.',
  dateInvalid: 'Ese día no está disponible: elegí un día hábil a partir de 48 horas.',
  noLostReview: 'Este kit no tiene un aviso de kit no recibido para revisar.',
  dateTooFar: `Ese día está muy lejos: elegí un día dentro de los próximos ${KIT_BOOKING_HORIZON_DAYS} días.`,
  slotFull: 'Ese horario ya está completo. Elegí otro.',
  invalidTransition: 'El kit no puede pasar a ese estado desde el estado actual.',
  changed: 'El kit cambió de estado mientras tanto. Actualizá la lista.',
  deliveryFirst: 'Primero coordiná la entrega del kit.',
  pickupAfterDelivery: (when: string) =>
    `El retiro tiene que ser después de la entrega del kit (${when}): elegí un día y horario posteriores.`,
  pickupWouldBeReleased: (when: string) =>
    `Ese día es igual o posterior al retiro de la muestra que tenés agendado (${when}). Si lo confirmás, cancelamos ese retiro y lo agendás de nuevo para después de recibir el kit.`,
  pickupReleased: (when: string) =>
    `Cancelamos el retiro de la muestra que tenías agendado para el ${when}, porque el kit te llega ese día o después: cuando lo recibas, agendá el retiro de nuevo desde tu panel.`,
  deliveryDone: 'Ya te entregamos el kit: la entrega no se puede cambiar.',
  pickupDone: 'Ya retiramos tu muestra: el retiro no se puede cambiar.',
  nothingToReschedule: 'No tenés un día agendado para cambiar.',
  tooLateToReschedule: (day: string, phone: string) =>
    `Ya no se puede reprogramar: los cambios se hacen hasta el día anterior a la fecha agendada (${day}). Llamanos al ${phone} y lo vemos juntos.`,
  sameSlot: 'Elegiste el mismo día y horario que ya tenías agendado.',
  cannotReportLost: 'Todavía no podés avisar que el kit no llegó: esperá a que pase el día de entrega.',
  cannotReject: 'Solo se puede rechazar una muestra retirada o en el laboratorio.',
} as const;

export function createLogisticsService(deps: { db: Database; config: Config; mail: MailWorker }) {
  const { db, config, mail } = deps;

  async function notify(tx: Executor, accountId: string, stage: Stage, detail?: string, reference?: string) {
    const contact = await repo.findCustomerContact(tx, accountId);
    if (!contact) return;
    await enqueueEmail(
      tx,
      contact.email,
      emailTemplates.kitStage({
        firstName: contact.firstName ?? '',
        supportEmail: config.supportEmail,
        stage,
        detail,
        reference,
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

  async function replacementOf(analysis: NonNullable<Awaited<ReturnType<typeof repo.findAnalysis>>>) {
    if (!analysis.replacesId || !analysis.replacementReason) return null;
    const previous = await repo.findAnalysis(db, analysis.replacesId);
    return {
      reason: analysis.replacementReason,
      previousReferenceId: previous?.referenceId ?? '',
      note: analysis.replacementNote,
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
      replacement: await replacementOf(analysis),
      lostReviewRequestedAt: analysis.lostReviewRequestedAt?.toISOString() ?? null,
    };
  }

  /**
   * Moves the kit to a status, if the lifecycle allows it: status, event, e-mail and (for
   * operators) the audit entry in one transaction.
   */
  async function transition(tx: Executor, analysisId: string, to: number, actor: AuthUser | null) {
    const analysis = await repo.findAnalysis(tx, analysisId);
    if (!analysis) throw new AppError('NOT_FOUND');
    // A replacement has its own path (replaceKit), which starts the free kit as well.
    if (to === AnalysisStatus.Replaced || !canTransition(analysis.status, to)) {
      throw new AppError('CONFLICT', logisticsTexts.invalidTransition);
    }
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

  function legOut(leg: Awaited<ReturnType<typeof repo.insertLeg>>) {
    return {
      id: leg.id,
      type: leg.type,
      date: leg.date,
      schedule: leg.schedule,
      status: leg.status,
      agreedDate: leg.agreedDate,
    };
  }

  const when = (date: string, schedule: number | null) =>
    schedule === null ? formatDateEs(date) : `${formatDateEs(date)} de ${slotLabel(schedule)}`;

  /**
   * Books a leg: the checks every path shares (the wizard's first booking, its re-submit, the
   * reschedule), the old leg cancelled and its slot freed, the new one booked, e-mail and audit.
   */
  async function bookLeg(
    user: AuthUser,
    analysis: NonNullable<Awaited<ReturnType<typeof repo.findAnalysis>>>,
    found: NonNullable<Awaited<ReturnType<typeof repo.findDistributionFor>>>,
    type: 1 | 2,
    rawDate: string | null,
    rawSchedule: number | null,
    now: Date,
    { mustReplace = false, releasePickup = false }: { mustReplace?: boolean; releasePickup?: boolean } = {},
  ) {
    if (
      analysis.status === AnalysisStatus.ResultsSent ||
      analysis.status === AnalysisStatus.InLab ||
      analysis.status === AnalysisStatus.Replaced
    ) {
      throw new AppError('CONFLICT', logisticsTexts.finished);
    }
    const isCourier = found.distribution.type === DistributionType.Delivery;
    const isMontevideo = found.address.state === MONTEVIDEO_DEPARTMENT_ID;
    let date: string | null = null;
    let schedule: number | null = null;
    if (isCourier && isMontevideo) {
      const day = rawDate ? rawDate.slice(0, 10) : '';
      if (!day || rawSchedule === null || rawSchedule === undefined) {
        throw new AppError('VALIDATION', logisticsTexts.dateRequired, { date: logisticsTexts.dateRequired });
      }
      if (/^\d{4}-\d{2}-\d{2}$/.test(day) && isPastBookingHorizon(day, now)) {
        throw new AppError('VALIDATION', logisticsTexts.dateTooFar, { date: logisticsTexts.dateTooFar });
      }
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !isSelectableDay(day, now)) {
        throw new AppError('VALIDATION', logisticsTexts.dateInvalid, { date: logisticsTexts.dateInvalid });
      }
      date = day;
      schedule = rawSchedule;
    }
    const status = isCourier && !isMontevideo ? 'to_arrange' : 'scheduled';

    const leg = await db.transaction(async (tx) => {
      let released: { leg: NonNullable<Awaited<ReturnType<typeof repo.findLiveLeg>>>; when: string } | null = null;
      const delivery = await repo.findLiveLeg(tx, analysis.id, KitLeg.Delivery);
      if (type === KitLeg.Return && !delivery) {
        throw new AppError('CONFLICT', logisticsTexts.deliveryFirst);
      }
      // The pickup comes after the delivery slot; a moved delivery stays before a booked pickup.
      if (date && schedule !== null) {
        const slot = { date, schedule };
        if (type === KitLeg.Return && delivery && delivery.status !== 'done') {
          const deliveryDay = delivery.agreedDate ?? delivery.date;
          const bound = deliveryDay && { date: deliveryDay, schedule: delivery.agreedDate ? null : delivery.schedule };
          if (bound && compareSlots(slot, bound) <= 0) {
            const message = logisticsTexts.pickupAfterDelivery(when(bound.date, bound.schedule));
            throw new AppError('VALIDATION', message, { date: message });
          }
        }
        if (type === KitLeg.Delivery) {
          // A delivery on or after the booked pickup releases it (decision 060), once the customer
          // was told so and confirmed; the pickup is booked again after the kit arrives.
          const pickup = await repo.findLiveLeg(tx, analysis.id, KitLeg.Return);
          const pickupDay = pickup && pickup.status !== 'done' ? legDay(pickup) : null;
          const pickupSlot = pickupDay && { date: pickupDay, schedule: pickup!.agreedDate ? null : pickup!.schedule };
          if (pickupSlot && compareSlots(slot, pickupSlot) >= 0) {
            const booked = when(pickupSlot.date, pickupSlot.schedule);
            if (!releasePickup) {
              const message = logisticsTexts.pickupWouldBeReleased(booked);
              throw new AppError('VALIDATION', message, { date: message });
            }
            released = { leg: pickup!, when: booked };
          }
        }
      }
      const previous = type === KitLeg.Delivery ? delivery : await repo.findLiveLeg(tx, analysis.id, type);
      if (mustReplace && !previous) throw new AppError('CONFLICT', logisticsTexts.nothingToReschedule);
      const isReschedule = Boolean(previous?.date && previous.schedule !== null && previous.status === 'scheduled');
      if (previous) {
        if (previous.status === 'done') {
          throw new AppError(
            'CONFLICT',
            type === KitLeg.Delivery ? logisticsTexts.deliveryDone : logisticsTexts.pickupDone,
          );
        }
        // Any change (another day, the office instead of the courier or back, another address) is
        // possible until the day before the leg's day; an office leg, until it happens (issue 41).
        if (!canChangeLeg(previous, now)) {
          const message = logisticsTexts.tooLateToReschedule(formatDateEs(legDay(previous)!), config.supportPhone);
          throw new AppError('CONFLICT', message, { date: message });
        }
        if (
          isReschedule &&
          previous.distributionId === found.distribution.id &&
          previous.date === date &&
          previous.schedule === schedule
        ) {
          throw new AppError('VALIDATION', logisticsTexts.sameSlot, { date: logisticsTexts.sameSlot });
        }
        await repo.cancelLeg(tx, previous.id);
        if (previous.date && previous.schedule !== null) await repo.releaseSlot(tx, previous.date, previous.schedule);
      }
      if (date && schedule !== null && !(await repo.bookSlot(tx, date, schedule, config.slotCapacity))) {
        throw new AppError('CONFLICT', logisticsTexts.slotFull, { schedule: logisticsTexts.slotFull });
      }
      const created = await repo.insertLeg(tx, {
        distributionId: found.distribution.id,
        analysisId: analysis.id,
        type,
        date,
        schedule,
        status,
        rescheduledFrom: isReschedule ? previous!.date : null,
      });
      if (isReschedule) {
        await repo.insertAudit(tx, {
          actorId: user.id,
          action: 'leg.rescheduled',
          entity: 'kit_distribution',
          entityId: created.id,
          before: { leg: type, date: previous!.date, slot: slotLabel(previous!.schedule) },
          after: { leg: type, date, slot: slotLabel(schedule) },
        });
      }
      if (released) {
        await repo.cancelLeg(tx, released.leg.id);
        if (released.leg.date && released.leg.schedule !== null) {
          await repo.releaseSlot(tx, released.leg.date, released.leg.schedule);
        }
        await repo.insertAudit(tx, {
          actorId: user.id,
          action: 'leg.released',
          entity: 'kit_distribution',
          entityId: released.leg.id,
          before: { leg: KitLeg.Return, date: legDay(released.leg), slot: slotLabel(released.leg.schedule) },
          after: { reason: 'delivery_moved', deliveryDate: date, deliverySlot: slotLabel(schedule) },
        });
      }
      const where = isCourier
        ? `${found.address.street} ${found.address.doorNumber}, ${departments[found.address.state]}`
        : `nuestra oficina (${office.street} ${office.doorNumber}, ${office.hours})`;
      const day = date ? when(date, schedule) : '';
      if (type === KitLeg.Delivery) {
        await notify(
          tx,
          user.id,
          isReschedule
            ? 'delivery_rescheduled'
            : status === 'to_arrange'
              ? 'delivery_to_arrange'
              : 'delivery_scheduled',
          [
            day ? `Te lo llevamos el ${day} a ${where}.` : `Podés retirarlo en ${where}.`,
            released ? logisticsTexts.pickupReleased(released.when) : '',
          ]
            .filter(Boolean)
            .join(' '),
        );
      } else {
        if (analysis.status === AnalysisStatus.KitDelivered) {
          await transition(tx, analysis.id, AnalysisStatus.PickupScheduled, null);
        }
        if (status !== 'to_arrange') {
          await notify(
            tx,
            user.id,
            isReschedule ? 'pickup_rescheduled' : 'pickup_scheduled',
            day ? `Pasamos a retirarla el ${day} por ${where}.` : `Podés dejarla en ${where}.`,
          );
        }
      }
      return created;
    });
    return leg;
  }

  /**
   * Ends a kit that was lost or whose sample the laboratory rejected, and starts its free
   * replacement: a new analysis (new reference, no order) that goes through the wizard again.
   * One transaction: statuses, events, legs cancelled and slots freed, audit and e-mail.
   */
  async function replaceKit(
    tx: Executor,
    analysisId: string,
    reason: ReplacementReason,
    actor: AuthUser,
    note: string | null,
  ) {
    const analysis = await repo.findAnalysis(tx, analysisId);
    if (!analysis) throw new AppError('NOT_FOUND');
    const from: number[] =
      reason === 'lost'
        ? [AnalysisStatus.Paid, AnalysisStatus.KitDelivered]
        : [AnalysisStatus.SampleCollected, AnalysisStatus.InLab];
    if (!from.includes(analysis.status) || !canTransition(analysis.status, AnalysisStatus.Replaced)) {
      throw new AppError('CONFLICT', reason === 'lost' ? logisticsTexts.cannotReportLost : logisticsTexts.cannotReject);
    }
    const updated = await repo.updateAnalysisStatus(tx, analysis.id, analysis.status, AnalysisStatus.Replaced);
    if (!updated) throw new AppError('CONFLICT', logisticsTexts.changed);
    await repo.insertEvent(tx, analysis.id, AnalysisStatus.Replaced, actor.id);
    for (const type of [KitLeg.Delivery, KitLeg.Return]) {
      const live = await repo.findLiveLeg(tx, analysis.id, type);
      if (live && live.status !== 'done') {
        await repo.cancelLeg(tx, live.id);
        if (live.date && live.schedule !== null) await repo.releaseSlot(tx, live.date, live.schedule);
      }
    }
    const replacement = await repo.insertAnalysis(tx, {
      accountId: analysis.accountId,
      referenceId: await nextAnalysisReference(tx),
      orderId: null,
      status: AnalysisStatus.Paid,
      replacesId: analysis.id,
      replacementReason: reason,
      replacementNote: note,
    });
    await repo.insertEvent(tx, replacement.id, AnalysisStatus.Paid, actor.id);
    await repo.insertAudit(tx, {
      actorId: actor.id,
      action: reason === 'lost' ? 'kit.lost_reported' : 'sample.rejected',
      entity: 'analysis',
      entityId: analysis.id,
      before: { status: analysis.status, reference: analysis.referenceId },
      after: { status: AnalysisStatus.Replaced, replacement: replacement.referenceId, note },
    });
    await notify(
      tx,
      analysis.accountId,
      reason === 'lost' ? 'replacement_lost' : 'replacement_rejected',
      reason === 'rejected' && note ? `Motivo: ${note}` : undefined,
      replacement.referenceId,
    );
    return replacement;
  }

  return {
    transition,
    infoFor,
    replaceKit,
    /** E-mails the kit's owner about a stage (in the caller's transaction). */
    notifyStage: (tx: Executor, accountId: string, stage: Stage) => notify(tx, accountId, stage),

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
     * selectable day and a slot with room (a pickup after the delivery slot); interior legs go to
     * the phone queue; office legs need neither. Re-scheduling replaces the live leg and frees its
     * slot, until the day before its day (issue 22).
     */
    async addKitDistribution(user: AuthUser, body: AddKitDistribution, now = new Date()) {
      const found = await repo.findDistributionFor(db, body.distributionId, user.id);
      if (!found) throw new AppError('NOT_FOUND');
      const analysis = await repo.findAnalysis(db, found.distribution.analysisId);
      if (!analysis || analysis.accountId !== user.id) throw new AppError('NOT_FOUND');
      const leg = await bookLeg(
        user,
        analysis,
        found,
        body.typeDelivery,
        body.date ?? null,
        body.schedule ?? null,
        now,
        { releasePickup: body.releasePickup },
      );
      mail.nudge();
      return legOut(leg);
    },

    /**
     * Moves a booked courier leg (same address) to another day and slot (issue 22): until the day
     * before the booked day, Montevideo time; the old slot is freed, the customer gets an e-mail
     * and operations an audit entry.
     */
    async rescheduleKitDistribution(user: AuthUser, body: RescheduleKitDistributionRequest, now = new Date()) {
      const analysis = await currentAnalysis(user);
      const live = await repo.findLiveLeg(db, analysis.id, body.typeDelivery);
      if (!live?.date || live.schedule === null) {
        throw new AppError('CONFLICT', logisticsTexts.nothingToReschedule);
      }
      const found = await repo.findDistributionFor(db, live.distributionId, user.id);
      if (!found) throw new AppError('NOT_FOUND');
      const leg = await bookLeg(user, analysis, found, body.typeDelivery, body.date, body.schedule, now, {
        mustReplace: true,
        releasePickup: body.releasePickup,
      });
      mail.nudge();
      return legOut(leg);
    },

    /**
     * The customer tells us the kit never arrived (issue 22): once its day passed (or it was
     * marked delivered), the kit is replaced by a free one, scheduled again through the wizard.
     */
    async reportLostKit(user: AuthUser, now = new Date()) {
      const analysis = await currentAnalysis(user);
      const info = await infoFor(analysis);
      if (!deriveKitState(info, now).canReportLost) throw new AppError('CONFLICT', logisticsTexts.cannotReportLost);
      // One free replacement for a lost kit by the customer's word alone; another one is operations'
      // call (issue 36, N4: three replacements in a row, the first purchase refunded meanwhile).
      if ((await repo.lostKitsBefore(db, analysis)) >= SELF_SERVICE_LOST_REPLACEMENTS) {
        await db.transaction(async (tx) => {
          if (!(await repo.requestLostReview(tx, analysis.id))) return;
          await repo.insertAudit(tx, {
            actorId: user.id,
            action: 'kit.lost_review_requested',
            entity: 'analysis',
            entityId: analysis.id,
            before: { status: analysis.status, reference: analysis.referenceId },
            after: { lostReviewRequested: true },
          });
          await notify(tx, analysis.accountId, 'lost_review');
          await enqueueEmail(
            tx,
            config.supportEmail,
            emailTemplates.notice({
              firstName: 'Equipo de operaciones',
              supportEmail: config.supportEmail,
              subject: `Kit ${analysis.referenceId}: otro aviso de kit no recibido`,
              paragraphs: [
                `El kit ${analysis.referenceId} ya reemplazaba a uno perdido y la persona avisa que tampoco llegó.`,
                'Revisá el envío con la empresa de envíos; desde la consola (Kits) podés enviarle otro kit sin costo.',
              ],
            }),
          );
        });
        mail.nudge();
        return infoFor((await repo.findAnalysis(db, analysis.id))!);
      }
      await db.transaction((tx) => replaceKit(tx, analysis.id, 'lost', user, null));
      mail.nudge();
      const replacement = await repo.findLatestAnalysis(db, user.id);
      return infoFor(replacement!);
    },

    /** Operations, after reviewing a second "never arrived": sends another free kit (issue 36, N4). */
    async replaceLostAfterReview(operator: AuthUser, analysisId: string) {
      const analysis = await repo.findAnalysis(db, analysisId);
      if (!analysis) throw new AppError('NOT_FOUND');
      if (!analysis.lostReviewRequestedAt) throw new AppError('CONFLICT', logisticsTexts.noLostReview);
      const replacement = await db.transaction((tx) =>
        replaceKit(tx, analysis.id, 'lost', operator, 'Revisado por operaciones'),
      );
      mail.nudge();
      return replacement;
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
