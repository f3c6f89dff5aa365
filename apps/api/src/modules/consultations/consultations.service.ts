import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  AppError,
  bookingHorizonTexts,
  businessDateWindow,
  CHANGE_NOTICE_HOURS,
  type ConsultationType,
  consultationSlotLabel,
  consultationTexts,
  firstMonthWithSlots,
  formatMoney,
  type hireNutritionistSchema,
  type ManageBooking,
  manageTexts,
  offerOf,
  SLOT_HOLD_MINUTES,
} from '@nutritest/domain';
import { and, asc, count, eq, gt, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import {
  accounts,
  consultationAvailability,
  consultationBookings,
  consultationExceptions,
  consultationOrders,
  nutritionists,
  profiles,
} from '../../db/schema';
import type { AuthUser } from '../../platform/auth/guards';
import type { CheckoutGateway, CheckoutPayment } from '../../platform/checkout/gateway';
import { enqueueEmail, type MailWorker } from '../../platform/mail/outbox';
import { emailTemplates } from '../../platform/mail/templates';
import { emailRateKey, enforceRateLimit, hitRateLimit, peekRateLimit } from '../../platform/rate-limit';
import { createUnappliedPayments, type UnappliedReason } from '../payments/unapplied-payments';
import { type SlotProvider, WEBHOOK_CALENDAR_ID } from './slot-providers';

type Hire = z.output<typeof hireNutritionistSchema>;

/** Slot holds (unpaid, 15 minutes each) per client address and per e-mail in an hour (issue 17). */
export const HOLDS_PER_ADDRESS = 20;
export const HOLDS_PER_EMAIL = 5;
const HOLD_WINDOW_SECONDS = 3600;
type OrderRow = typeof consultationOrders.$inferSelect;

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

const toHhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const icsDate = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The calendar invitation of a confirmed session (iCalendar, UTC times). */
export function consultationIcs(b: {
  id: string;
  start: Date;
  end: Date;
  title: string;
  meetingUrl: string;
  organizer: string;
}) {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//NutriTest//Consultas//ES',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    `UID:${b.id}@nutritest.uy`,
    `DTSTAMP:${icsDate(new Date())}`,
    `DTSTART:${icsDate(b.start)}`,
    `DTEND:${icsDate(b.end)}`,
    `SUMMARY:${b.title} · NutriTest`,
    `DESCRIPTION:Consulta virtual. Enlace: ${b.meetingUrl}`,
    `LOCATION:${b.meetingUrl}`,
    `ORGANIZER;CN=NutriTest:mailto:${b.organizer}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/**
 * Consultations: slots, holding one while the person pays (the database refuses two active
 * bookings of one slot), the payment preference, and the confirmation from the provider.
 */
export function createConsultationsService(deps: {
  db: Database;
  config: Config;
  mail: MailWorker;
  gateway: CheckoutGateway;
  slots: SlotProvider;
  log: FastifyBaseLogger;
}) {
  const { db, config, mail, gateway, slots, log } = deps;
  const unapplied = createUnappliedPayments({ db, gateway, log });
  const accessKeyOf = (orderId: string) =>
    createHmac('sha256', config.jwtSecret).update(`consultation-order:${orderId}`).digest('base64url');
  const meetingUrlOf = (bookingId: string) =>
    `https://meet.jit.si/NutriTest-${bookingId.replaceAll('-', '').slice(0, 16)}`;
  const manageKeyOf = (bookingId: string) =>
    createHmac('sha256', config.jwtSecret).update(`consultation-booking:${bookingId}`).digest('base64url');
  const manageUrlOf = (bookingId: string) =>
    `${config.publicUrl}/consulta-nutricional/turno?id=${bookingId}&clave=${manageKeyOf(bookingId)}`;
  type BookingRow = typeof consultationBookings.$inferSelect;

  async function activeSessions(orderId: string) {
    const [row] = await db
      .select({ n: count() })
      .from(consultationBookings)
      .where(
        and(eq(consultationBookings.orderId, orderId), inArray(consultationBookings.status, ['held', 'confirmed'])),
      );
    return Number(row?.n ?? 0);
  }

  async function bookingByKey(id: string, key: string) {
    const [row] = await db
      .select({ booking: consultationBookings, order: consultationOrders })
      .from(consultationBookings)
      .innerJoin(consultationOrders, eq(consultationOrders.id, consultationBookings.orderId))
      .where(eq(consultationBookings.id, id));
    const expected = Buffer.from(manageKeyOf(id));
    const given = Buffer.from(key);
    if (!row || expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw new AppError('NOT_FOUND', manageTexts.linkInvalid);
    }
    return row;
  }

  const canChange = (b: BookingRow) =>
    b.status === 'confirmed' && b.startsAt.getTime() - Date.now() >= CHANGE_NOTICE_HOURS * 3600_000;

  /** A free slot of the calendars right now, for sessions of `minutes`, or the "gone" answer. */
  async function freeSlot(type: string, slot: { start: string; nutritionistId: string }, minutes: number) {
    const start = new Date(slot.start);
    const month = new Date(start.getTime() - 3 * 3600_000).toISOString().slice(0, 7);
    const chosen = (await slots.slots(type, month, minutes)).find(
      (s) => s.start === start.toISOString() && s.nutritionistId === slot.nutritionistId,
    );
    if (!chosen) throw new AppError('CONFLICT', consultationTexts.slotGone);
    const calendarKey = slot.nutritionistId === WEBHOOK_CALENDAR_ID ? 'webhook' : slot.nutritionistId;
    return {
      start,
      end: new Date(chosen.end),
      calendarKey,
      nutritionistId: calendarKey === 'webhook' ? null : slot.nutritionistId,
    };
  }

  /** Session e-mails (a later session, a move): the date, the links and the calendar invitation. */
  async function sessionEmail(bookingId: string, subject: string, lead: string) {
    const [row] = await db
      .select({ booking: consultationBookings, order: consultationOrders })
      .from(consultationBookings)
      .innerJoin(consultationOrders, eq(consultationOrders.id, consultationBookings.orderId))
      .where(eq(consultationBookings.id, bookingId));
    if (!row) return;
    const { booking, order } = row;
    const offer = offerOf(order.type);
    const meetingUrl = meetingUrlOf(booking.id);
    const email = emailTemplates.notice({
      firstName: order.name,
      supportEmail: config.supportEmail,
      subject,
      paragraphs: [
        lead,
        `Es el ${consultationSlotLabel(booking.startsAt.toISOString()).replace(' · ', ' a las ')} (hora de Uruguay), por videollamada: ${meetingUrl}`,
        `Para cancelarla o cambiarla (hasta 24 horas antes): ${manageUrlOf(booking.id)}`,
      ],
      action: { label: 'Ver o cambiar mi consulta', url: manageUrlOf(booking.id) },
    });
    email.ical = consultationIcs({
      id: booking.id,
      start: booking.startsAt,
      end: booking.endsAt,
      title: offer.title,
      meetingUrl,
      organizer: config.supportEmail,
    });
    await enqueueEmail(db, order.email, email);
    mail.nudge();
  }

  async function hasPriorPlan(user: AuthUser) {
    const [row] = await db
      .select({ id: consultationOrders.id })
      .from(consultationOrders)
      .where(
        and(
          eq(consultationOrders.accountId, user.id),
          eq(consultationOrders.status, 'paid'),
          inArray(consultationOrders.type, ['consultaPlus4', 'consultaPlus8']),
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  /** Queued in the transaction that marks the order paid: exactly one confirmation per paid order. */
  async function sendConfirmation(orderId: string, ex: Executor) {
    const [order] = await ex.select().from(consultationOrders).where(eq(consultationOrders.id, orderId));
    const [booking] = await ex
      .select()
      .from(consultationBookings)
      .where(and(eq(consultationBookings.orderId, orderId), eq(consultationBookings.status, 'confirmed')));
    if (!order || !booking) return;
    const offer = offerOf(order.type);
    const meetingUrl = meetingUrlOf(booking.id);
    const email = emailTemplates.notice({
      firstName: order.name,
      supportEmail: config.supportEmail,
      subject: `Tu consulta nutricional: ${consultationSlotLabel(booking.startsAt.toISOString())}`,
      paragraphs: [
        `Recibimos el pago de ${offer.title} (número de pago ${order.paymentId}, ${formatMoney(order.amountCents, 'UYU')}).`,
        `Tu consulta es el ${consultationSlotLabel(booking.startsAt.toISOString()).replace(' · ', ' a las ')} (hora de Uruguay), por videollamada. Te adjuntamos la invitación para tu calendario.`,
        `Enlace de la videollamada: ${meetingUrl}`,
        offer.sessions > 1
          ? `Tu paquete incluye ${offer.sessions} consultas: agendá las siguientes desde ${manageUrlOf(booking.id)}`
          : `Para cancelarla o cambiarla (hasta 24 horas antes): ${manageUrlOf(booking.id)}`,
      ],
      action: { label: 'Ver o cambiar mi consulta', url: manageUrlOf(booking.id) },
    });
    email.ical = consultationIcs({
      id: booking.id,
      start: booking.startsAt,
      end: booking.endsAt,
      title: offer.title,
      meetingUrl,
      organizer: config.supportEmail,
    });
    await enqueueEmail(ex, order.email, email);
  }

  /** A later session of a paid package: confirmed at once (already paid), 30 minutes. */
  async function bookForOrder(order: OrderRow, slot: { start: string; nutritionistId: string }) {
    if (order.status !== 'paid') throw new AppError('CONFLICT', 'Esta consulta todavía no está paga.');
    const target = await freeSlot(order.type, slot, 30);
    let bookingId: string;
    try {
      bookingId = await db.transaction(async (tx) => {
        // Counted under the order's lock: two tabs cannot book past the package's sessions.
        await tx
          .select({ id: consultationOrders.id })
          .from(consultationOrders)
          .where(eq(consultationOrders.id, order.id))
          .for('update');
        const [used] = await tx
          .select({ n: count() })
          .from(consultationBookings)
          .where(
            and(
              eq(consultationBookings.orderId, order.id),
              inArray(consultationBookings.status, ['held', 'confirmed']),
            ),
          );
        const active = Number(used?.n ?? 0);
        if (active >= order.sessions) throw new AppError('CONFLICT', manageTexts.noSessionsLeft);
        const [row] = await tx
          .insert(consultationBookings)
          .values({
            orderId: order.id,
            calendarKey: target.calendarKey,
            nutritionistId: target.nutritionistId,
            startsAt: target.start,
            endsAt: target.end,
            status: 'confirmed',
            sessionNumber: active + 1,
          })
          .returning();
        return row!.id;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', consultationTexts.slotTaken);
      throw err;
    }
    await sessionEmail(
      bookingId,
      `Agendamos tu consulta: ${consultationSlotLabel(target.start.toISOString())}`,
      manageTexts.booked,
    );
    return { bookingId, manageKey: manageKeyOf(bookingId) };
  }

  function checkAccess(order: OrderRow | undefined, accessKey: string): OrderRow {
    if (!order) throw new AppError('NOT_FOUND');
    const expected = Buffer.from(accessKeyOf(order.id));
    const given = Buffer.from(accessKey);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new AppError('NOT_FOUND');
    return order;
  }

  return {
    async slotsFor(type: ConsultationType, month: string) {
      const minutes = offerOf(type).firstSessionMinutes;
      const found = await firstMonthWithSlots(month, (m) => slots.slots(type, m, minutes));
      if (found.slots.length === 0) log.info({ type, month }, 'no consultation slots in three months');
      return {
        month: found.month,
        slots: found.slots.map((s) => ({ ...s, label: consultationSlotLabel(s.start) })),
      };
    },

    async hire(user: AuthUser | null, body: Hire, ip: string) {
      await enforceRateLimit(db, `hire:${ip}`, 30, 3600);
      const { tipoConsulta, user: person, slot } = body.orderData;
      const offer = offerOf(tipoConsulta);
      if (offer.requiresPriorPlan && user?.role === 'Customer' && !(await hasPriorPlan(user))) {
        throw new AppError('VALIDATION', consultationTexts.priorPlanRequired);
      }
      const start = new Date(slot.start);
      const month = slot.start.slice(0, 7);
      // The slot must be one the calendar offers right now (not taken, not too soon).
      const free = await slots.slots(
        tipoConsulta,
        new Date(start.getTime() - 3 * 3600_000).toISOString().slice(0, 7),
        offer.firstSessionMinutes,
      );
      const chosen = free.find((s) => s.start === start.toISOString() && s.nutritionistId === slot.nutritionistId);
      if (!chosen) {
        log.info({ month }, 'a consultation slot is no longer free');
        throw new AppError('CONFLICT', consultationTexts.slotGone);
      }
      const calendarKey = slot.nutritionistId === WEBHOOK_CALENDAR_ID ? 'webhook' : slot.nutritionistId;
      // Anonymous 15-minute holds must not block calendars at scale (issue 17): at most
      // HOLDS_PER_ADDRESS per client address and HOLDS_PER_EMAIL per e-mail in an hour, counted in
      // the database so every process shares them. Checked before the hold, counted once it exists.
      const holdKeys = [
        `consultation-hold:ip:${ip}`,
        emailRateKey(config.jwtSecret, 'consultation-hold:email', person.email),
      ];
      const holdLimits = [HOLDS_PER_ADDRESS, HOLDS_PER_EMAIL];
      for (const [i, key] of holdKeys.entries()) {
        if ((await peekRateLimit(db, key, HOLD_WINDOW_SECONDS)) >= holdLimits[i]!) {
          log.info({ limit: i === 0 ? 'address' : 'email' }, 'consultation holds limited');
          throw new AppError('RATE_LIMITED', bookingHorizonTexts.tooManyHolds);
        }
      }
      const heldUntil = new Date(Date.now() + SLOT_HOLD_MINUTES * 60_000);
      let order: OrderRow;
      try {
        order = await db.transaction(async (tx) => {
          // An abandoned hold frees its slot.
          await tx
            .update(consultationBookings)
            .set({ status: 'expired' })
            .where(
              and(
                eq(consultationBookings.calendarKey, calendarKey),
                eq(consultationBookings.startsAt, start),
                eq(consultationBookings.status, 'held'),
                lte(consultationBookings.holdExpiresAt, sql`now()`),
              ),
            );
          const [created] = await tx
            .insert(consultationOrders)
            .values({
              accountId: user?.id ?? null,
              type: tipoConsulta,
              name: person.name,
              lastName: person.lastName,
              email: person.email,
              phone: person.phone,
              sessions: offer.sessions,
              amountCents: offer.priceCents,
              currency: 'UYU',
              status: 'pending',
            })
            .returning();
          await tx.insert(consultationBookings).values({
            orderId: created!.id,
            calendarKey,
            nutritionistId: calendarKey === 'webhook' ? null : slot.nutritionistId,
            startsAt: start,
            endsAt: new Date(chosen.end),
            status: 'held',
            holdExpiresAt: heldUntil,
          });
          return created!;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('CONFLICT', consultationTexts.slotTaken);
        throw err;
      }
      for (const key of holdKeys) await hitRateLimit(db, key, HOLD_WINDOW_SECONDS);
      const back = `${config.publicUrl}/consulta-nutricional`;
      const preference = await gateway.createPreference({
        orderId: order.id,
        items: [{ id: order.id, title: offer.title, quantity: 1, unitPriceCents: offer.priceCents }],
        currency: 'UYU',
        payer: { name: `${person.name} ${person.lastName}`, email: person.email, phone: person.phone },
        backUrls: { success: back, failure: back, pending: back },
        notificationUrl: `${config.publicUrl}/v1/payment/webhook`,
      });
      await db
        .update(consultationOrders)
        .set({ gateway: gateway.name, preferenceId: preference.id, checkoutUrl: preference.checkoutUrl })
        .where(eq(consultationOrders.id, order.id));
      return {
        id: preference.id,
        checkoutUrl: preference.checkoutUrl,
        gateway: gateway.name,
        publicKey: gateway.publicKey,
        orderId: order.id,
        accessKey: accessKeyOf(order.id),
        heldUntil: heldUntil.toISOString(),
      };
    },

    async orderStatus(id: string, accessKey: string) {
      const order = checkAccess(
        (await db.select().from(consultationOrders).where(eq(consultationOrders.id, id)))[0],
        accessKey,
      );
      const [booking] = await db
        .select()
        .from(consultationBookings)
        .where(eq(consultationBookings.orderId, id))
        .orderBy(asc(consultationBookings.createdAt))
        .limit(1);
      return {
        orderId: order.id,
        status: order.status,
        paymentId: order.status === 'paid' ? order.paymentId : null,
        tipoConsulta: order.type as ConsultationType,
        slotStart: booking?.startsAt.toISOString() ?? '',
      };
    },

    /**
     * A payment the provider confirmed (read back by the checkout): applied to its consultation order.
     * An approved payment that cannot pay it (order cancelled, already paid by another payment, other
     * amount) is refunded automatically, logged and put on the ledger (unapplied-payments.ts).
     */
    async applyPayment(payment: CheckoutPayment): Promise<'applied' | 'ignored'> {
      const orderId = payment.externalReference ?? '';
      if (!/^[0-9a-f-]{36}$/.test(orderId)) return 'ignored';
      const outcome = await db.transaction(
        async (tx): Promise<{ kind: 'applied' | 'ignored' } | { kind: 'unapplied'; reason: UnappliedReason }> => {
          const [order] = await tx
            .select()
            .from(consultationOrders)
            .where(eq(consultationOrders.id, orderId))
            .for('update');
          // Unknown order, or the payment that paid it seen again: nothing to do.
          if (!order || order.paymentId === payment.id) return { kind: 'ignored' };
          const matches = payment.amountCents === order.amountCents && payment.currency === order.currency;
          const payable = order.status !== 'paid' && order.status !== 'cancelled';
          if (payment.status === 'refunded' || (payment.status === 'approved' && !(payable && matches))) {
            const reason: UnappliedReason =
              order.status === 'cancelled' ? 'cancelled' : order.status === 'paid' ? 'alreadyPaid' : 'amountMismatch';
            if (!matches && payable) {
              log.warn({ orderId, paymentId: payment.id }, 'consultation payment amount or currency does not match');
            }
            return { kind: 'unapplied', reason };
          }
          if (!payable) return { kind: 'ignored' };
          if (payment.status === 'approved') {
            await tx
              .update(consultationOrders)
              .set({ status: 'paid', paymentId: payment.id, paidAt: new Date() })
              .where(eq(consultationOrders.id, order.id));
            try {
              // In a savepoint: a unique violation must not abort the transaction that records the payment.
              await tx.transaction((sp) =>
                sp
                  .update(consultationBookings)
                  .set({ status: 'confirmed', holdExpiresAt: null })
                  .where(
                    and(
                      eq(consultationBookings.orderId, order.id),
                      inArray(consultationBookings.status, ['held', 'expired']),
                    ),
                  ),
              );
            } catch (err) {
              if (!isUniqueViolation(err)) throw err;
              // The hold ran out and someone else took the slot: paid, the team reschedules it.
              log.warn({ orderId }, 'paid consultation lost its slot; to be rescheduled');
            }
            await sendConfirmation(orderId, tx);
            return { kind: 'applied' };
          }
          if (payment.status === 'rejected' || payment.status === 'cancelled') {
            await tx.update(consultationOrders).set({ status: 'failed' }).where(eq(consultationOrders.id, order.id));
            await tx
              .update(consultationBookings)
              .set({ status: 'cancelled' })
              .where(and(eq(consultationBookings.orderId, order.id), eq(consultationBookings.status, 'held')));
          }
          return { kind: 'ignored' };
        },
      );
      if (outcome.kind === 'applied') {
        mail.nudge();
        return 'applied';
      }
      if (outcome.kind === 'unapplied') {
        if (payment.status === 'approved') await unapplied.refund(payment, 'consultations', orderId, outcome.reason);
        else await unapplied.recordRefunded(payment, 'consultations', orderId, outcome.reason);
      }
      return 'ignored';
    },

    /**
     * The reconciliation job: consultation orders still pending some minutes after their payment
     * page was opened are settled with what the provider says (a notification lost or never sent).
     * Looks back 3 days, 50 orders per run.
     */
    async reconcilePending(olderThanMs: number, now = new Date()): Promise<number> {
      const stale = await db
        .select({ id: consultationOrders.id })
        .from(consultationOrders)
        .where(
          and(
            eq(consultationOrders.status, 'pending'),
            isNotNull(consultationOrders.preferenceId),
            lt(consultationOrders.createdAt, new Date(now.getTime() - olderThanMs)),
            gt(consultationOrders.createdAt, new Date(now.getTime() - 3 * 24 * 3600_000)),
          ),
        )
        .orderBy(sql`random()`)
        .limit(50);
      let applied = 0;
      for (const order of stale) {
        try {
          const payments = await gateway.findPayments(order.id);
          const payment = payments.find((p) => p.status === 'approved') ?? payments[0];
          if (payment && (await this.applyPayment(payment)) === 'applied') applied++;
        } catch (err) {
          log.warn({ err, orderId: order.id }, 'consultation reconciliation failed; retried at the next run');
        }
      }
      if (applied > 0) log.info({ applied }, 'consultation orders settled by reconciliation');
      return applied;
    },

    /**
     * Reminders 24 h and 1 h before each confirmed session. Rows are claimed with one UPDATE …
     * RETURNING inside the transaction that queues the e-mail, so several API processes never send
     * a reminder twice.
     */
    async sendReminders() {
      for (const kind of ['day', 'hour'] as const) {
        const column = kind === 'day' ? 'reminder_day_sent_at' : 'reminder_hour_sent_at';
        const window = kind === 'day' ? sql`interval '24 hours'` : sql`interval '1 hour'`;
        const sent = await db.transaction(async (tx) => {
          const claimed = await tx.execute(sql`
            update consultation_bookings set ${sql.raw(column)} = now()
            where id in (
              select id from consultation_bookings
              where status = 'confirmed' and ${sql.raw(column)} is null
                and starts_at > now() and starts_at <= now() + ${window}
              order by starts_at
              limit 50
              for update skip locked
            )
            returning id, order_id, starts_at`);
          const rows = (
            claimed as unknown as { rows: Array<{ id: string; order_id: string; starts_at: string | Date }> }
          ).rows;
          for (const row of rows) {
            const [order] = await tx.select().from(consultationOrders).where(eq(consultationOrders.id, row.order_id));
            if (!order) continue;
            const start = new Date(row.starts_at).toISOString();
            await enqueueEmail(
              tx,
              order.email,
              emailTemplates.notice({
                firstName: order.name,
                supportEmail: config.supportEmail,
                subject:
                  kind === 'day'
                    ? `Recordatorio: tu consulta es el ${consultationSlotLabel(start)}`
                    : `Tu consulta empieza en una hora (${consultationSlotLabel(start)})`,
                paragraphs: [
                  `Te esperamos en tu ${offerOf(order.type).title.toLowerCase()} el ${consultationSlotLabel(start).replace(' · ', ' a las ')} (hora de Uruguay).`,
                  'Entrá a la videollamada desde el enlace unos minutos antes.',
                ],
                action: { label: 'Entrar a la videollamada', url: meetingUrlOf(row.id) },
              }),
            );
          }
          return rows.length;
        });
        if (sent > 0) mail.nudge();
      }
    },

    async manage(id: string, key: string): Promise<ManageBooking> {
      const { booking, order } = await bookingByKey(id, key);
      return {
        booking: {
          id: booking.id,
          start: booking.startsAt.toISOString(),
          end: booking.endsAt.toISOString(),
          status: booking.status,
          label: consultationSlotLabel(booking.startsAt.toISOString()),
        },
        title: offerOf(order.type).title,
        tipoConsulta: order.type as ConsultationType,
        canChange: canChange(booking),
        sessions: order.sessions,
        remaining: order.status === 'paid' ? Math.max(0, order.sessions - (await activeSessions(order.id))) : 0,
      };
    },

    /** Cancels a session up to 24 h before; in a package it can be booked again later. */
    async cancel(id: string, key: string) {
      const { booking, order } = await bookingByKey(id, key);
      if (!canChange(booking)) throw new AppError('CONFLICT', manageTexts.tooLate);
      await db.update(consultationBookings).set({ status: 'cancelled' }).where(eq(consultationBookings.id, booking.id));
      await enqueueEmail(
        db,
        order.email,
        emailTemplates.notice({
          firstName: order.name,
          supportEmail: config.supportEmail,
          subject: 'Cancelamos tu consulta nutricional',
          paragraphs: [
            `Cancelamos tu consulta del ${consultationSlotLabel(booking.startsAt.toISOString()).replace(' · ', ' a las ')}.`,
            `Podés agendarla de nuevo cuando quieras: ${manageUrlOf(booking.id)}`,
          ],
        }),
      );
      mail.nudge();
      return this.manage(id, key);
    },

    /** Moves a session up to 24 h before, to a free slot of the same length; reminders follow it. */
    async reschedule(id: string, key: string, slot: { start: string; nutritionistId: string }) {
      const { booking, order } = await bookingByKey(id, key);
      if (!canChange(booking)) throw new AppError('CONFLICT', manageTexts.tooLate);
      const minutes = Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000);
      const target = await freeSlot(order.type, slot, minutes);
      try {
        await db
          .update(consultationBookings)
          .set({
            startsAt: target.start,
            endsAt: target.end,
            calendarKey: target.calendarKey,
            nutritionistId: target.nutritionistId,
            reminderDaySentAt: null,
            reminderHourSentAt: null,
          })
          .where(eq(consultationBookings.id, booking.id));
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('CONFLICT', consultationTexts.slotTaken);
        throw err;
      }
      await sessionEmail(booking.id, 'Cambiamos tu consulta nutricional', manageTexts.moved);
      return this.manage(id, key);
    },

    /** Books the next session of a paid package (from any of its sessions' links). */
    async bookNext(id: string, key: string, slot: { start: string; nutritionistId: string }) {
      const { order } = await bookingByKey(id, key);
      return bookForOrder(order, slot);
    },

    async mine(user: AuthUser) {
      const orders = await db
        .select()
        .from(consultationOrders)
        .where(and(eq(consultationOrders.accountId, user.id), eq(consultationOrders.status, 'paid')))
        .orderBy(asc(consultationOrders.createdAt));
      const result = [];
      for (const order of orders) {
        const bookings = await db
          .select()
          .from(consultationBookings)
          .where(eq(consultationBookings.orderId, order.id))
          .orderBy(asc(consultationBookings.startsAt));
        const active = bookings.filter((b) => b.status === 'held' || b.status === 'confirmed').length;
        result.push({
          orderId: order.id,
          title: offerOf(order.type).title,
          tipoConsulta: order.type as ConsultationType,
          sessions: order.sessions,
          remaining: Math.max(0, order.sessions - active),
          bookings: bookings
            .filter((b) => b.status !== 'expired')
            .map((b) => ({
              id: b.id,
              start: b.startsAt.toISOString(),
              label: consultationSlotLabel(b.startsAt.toISOString()),
              status: b.status,
              manageKey: manageKeyOf(b.id),
            })),
        });
      }
      return result;
    },

    async bookOwn(user: AuthUser, orderId: string, slot: { start: string; nutritionistId: string }) {
      const [order] = await db.select().from(consultationOrders).where(eq(consultationOrders.id, orderId));
      if (!order || order.accountId !== user.id) throw new AppError('NOT_FOUND');
      return bookForOrder(order, slot);
    },

    /** Holds past their time: the slot is free again. */
    async expireHolds() {
      await db
        .update(consultationBookings)
        .set({ status: 'expired' })
        .where(and(eq(consultationBookings.status, 'held'), lte(consultationBookings.holdExpiresAt, sql`now()`)));
    },

    /** The nutritionist an operator acts for (404 unless it is one). */
    async nutritionistFor(id: string | undefined): Promise<AuthUser> {
      if (!id)
        throw new AppError('VALIDATION', 'Elegí la nutricionista.', { nutritionistId: 'Elegí la nutricionista.' });
      const [row] = await db.select({ id: accounts.id, role: accounts.role }).from(accounts).where(eq(accounts.id, id));
      if (row?.role !== 'Nutritionist') throw new AppError('NOT_FOUND');
      return { id: row.id, role: 'Nutritionist', jti: 'operator', exp: 0 };
    },

    async nutritionists() {
      const rows = await db
        .select({
          id: accounts.id,
          email: accounts.email,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          publicCode: nutritionists.publicCode,
        })
        .from(accounts)
        .innerJoin(nutritionists, eq(nutritionists.accountId, accounts.id))
        .leftJoin(profiles, eq(profiles.accountId, accounts.id))
        .where(eq(accounts.role, 'Nutritionist'))
        .orderBy(asc(profiles.firstName));
      return rows.map((r) => ({
        id: r.id,
        name: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim(),
        email: r.email,
        publicCode: r.publicCode,
      }));
    },

    async availability(user: AuthUser) {
      const windows = await db
        .select()
        .from(consultationAvailability)
        .where(eq(consultationAvailability.nutritionistId, user.id))
        .orderBy(asc(consultationAvailability.weekday), asc(consultationAvailability.startMinute));
      const exceptions = await db
        .select()
        .from(consultationExceptions)
        // Days off older than the date window are history: left out so the form can save them back.
        .where(
          and(
            eq(consultationExceptions.nutritionistId, user.id),
            gte(consultationExceptions.date, businessDateWindow().min),
          ),
        )
        .orderBy(asc(consultationExceptions.date));
      return {
        windows: windows.map((w) => ({ weekday: w.weekday, start: toHhmm(w.startMinute), end: toHhmm(w.endMinute) })),
        exceptions: exceptions.map((e) => e.date),
      };
    },

    async saveAvailability(
      user: AuthUser,
      value: { windows: { weekday: number; start: string; end: string }[]; exceptions: string[] },
    ) {
      await db.transaction(async (tx) => {
        await tx.delete(consultationAvailability).where(eq(consultationAvailability.nutritionistId, user.id));
        await tx.delete(consultationExceptions).where(eq(consultationExceptions.nutritionistId, user.id));
        if (value.windows.length) {
          await tx.insert(consultationAvailability).values(
            value.windows.map((w) => ({
              nutritionistId: user.id,
              weekday: w.weekday,
              startMinute: toMinutes(w.start),
              endMinute: toMinutes(w.end),
            })),
          );
        }
        const dates = [...new Set(value.exceptions)];
        if (dates.length)
          await tx.insert(consultationExceptions).values(dates.map((date) => ({ nutritionistId: user.id, date })));
      });
      return this.availability(user);
    },

    async bookings(user: AuthUser) {
      const rows = await db
        .select({ booking: consultationBookings, order: consultationOrders })
        .from(consultationBookings)
        .innerJoin(consultationOrders, eq(consultationOrders.id, consultationBookings.orderId))
        .where(
          and(
            eq(consultationBookings.nutritionistId, user.id),
            inArray(consultationBookings.status, ['confirmed', 'held', 'cancelled']),
            gte(consultationBookings.startsAt, new Date(Date.now() - 24 * 3600_000)),
          ),
        )
        .orderBy(asc(consultationBookings.startsAt))
        .limit(500);
      return rows
        .filter((r) => r.booking.status !== 'held' || (r.booking.holdExpiresAt?.getTime() ?? 0) > Date.now())
        .map(({ booking, order }) => ({
          id: booking.id,
          start: booking.startsAt.toISOString(),
          end: booking.endsAt.toISOString(),
          tipoConsulta: order.type as ConsultationType,
          title: offerOf(order.type).title,
          client: { name: `${order.name} ${order.lastName}`.trim(), email: order.email, phone: order.phone },
          status: booking.status as 'confirmed' | 'held' | 'cancelled',
        }));
    },
  };
}
export type ConsultationsService = ReturnType<typeof createConsultationsService>;
