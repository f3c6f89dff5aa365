import { timingSafeEqual } from 'node:crypto';
import {
  AppError,
  CHANGE_NOTICE_HOURS,
  type ConsultationType,
  consultationSlotLabel,
  consultationTexts,
  type ManageBooking,
  manageTexts,
  offerOf,
} from '@nutritest/domain';
import type { AuthUser } from '../../platform/auth/guards';
import { enqueueEmail } from '../../platform/mail/outbox';
import { emailTemplates } from '../../platform/mail/templates';
import * as calendarRepo from './consultation-calendar.repository';
import {
  type BookingRow,
  type ConsultationLinks,
  type ConsultationsDeps,
  isUniqueViolation,
  type OrderRow,
  type SlotChoice,
} from './consultation-context';
import type { ConsultationEmails } from './consultation-emails';
import { nutritionistCards } from './consultation-nutritionists';
import * as repo from './consultations.repository';

/**
 * Booked sessions: the keyed link to see, cancel or move one (up to 24 h before), the next sessions
 * of a paid package, and a signed-in client's own sessions.
 */
export function createConsultationBookings(
  { db, config, mail }: ConsultationsDeps,
  links: ConsultationLinks,
  emails: ConsultationEmails,
  freeSlot: (
    type: string,
    slot: SlotChoice,
    minutes: number,
  ) => Promise<{ start: Date; end: Date; calendarKey: string; nutritionistId: string | null }>,
) {
  const { manageKeyOf, manageUrlOf } = links;
  const { sessionEmail } = emails;

  /** A notice to the nutritionist of a session (none when the session had no nutritionist yet). */
  async function tellNutritionist(nutritionistId: string | null, subject: string, paragraphs: string[]) {
    if (!nutritionistId) return;
    const contact = await repo.nutritionistContact(db, nutritionistId);
    if (!contact) return;
    await enqueueEmail(
      db,
      contact.email,
      emailTemplates.notice({
        firstName: contact.firstName ?? '',
        supportEmail: config.supportEmail,
        subject,
        paragraphs: [...paragraphs, `Tu agenda: ${config.publicUrl}/agenda`],
      }),
    );
  }
  const activeSessions = (orderId: string) => repo.countActiveSessions(db, orderId);

  async function bookingByKey(id: string, key: string) {
    const row = await repo.findBookingWithOrder(db, id);
    const expected = Buffer.from(manageKeyOf(id));
    const given = Buffer.from(key);
    if (!row || expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw new AppError('NOT_FOUND', manageTexts.linkInvalid);
    }
    return row;
  }

  const canChange = (b: BookingRow) =>
    b.status === 'confirmed' && b.startsAt.getTime() - Date.now() >= CHANGE_NOTICE_HOURS * 3600_000;

  /** A later session of a paid package: confirmed at once (already paid), 30 minutes. */
  async function bookForOrder(order: OrderRow, slot: SlotChoice) {
    if (order.status !== 'paid') throw new AppError('CONFLICT', 'Esta consulta todavía no está paga.');
    const target = await freeSlot(order.type, slot, 30);
    let bookingId: string;
    try {
      bookingId = await db.transaction(async (tx) => {
        // Counted under the order's lock: two tabs cannot book past the package's sessions.
        await repo.lockOrder(tx, order.id);
        const active = await repo.countActiveSessions(tx, order.id);
        if (active >= order.sessions) throw new AppError('CONFLICT', manageTexts.noSessionsLeft);
        const row = await repo.insertBooking(tx, {
          orderId: order.id,
          calendarKey: target.calendarKey,
          nutritionistId: target.nutritionistId,
          startsAt: target.start,
          endsAt: target.end,
          status: 'confirmed',
          sessionNumber: active + 1,
        });
        return row.id;
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

  const bookings = {
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

    /**
     * Cancels a session up to 24 h before; in a package it can be booked again later. The client is
     * told that the payment is kept for that session (and how to ask for the money back instead), and
     * the nutritionist that the slot is free (issue 41, item 12).
     */
    async cancel(id: string, key: string) {
      const { booking, order } = await bookingByKey(id, key);
      if (!canChange(booking)) throw new AppError('CONFLICT', manageTexts.tooLate);
      await repo.updateBooking(db, booking.id, { status: 'cancelled' });
      const when = consultationSlotLabel(booking.startsAt.toISOString()).replace(' · ', ' a las ');
      await tellNutritionist(booking.nutritionistId, 'Se canceló una consulta', [
        `${order.name} ${order.lastName} canceló la consulta del ${when}. Ese horario vuelve a estar libre en tu agenda.`,
      ]);
      await enqueueEmail(
        db,
        order.email,
        emailTemplates.notice({
          firstName: order.name,
          supportEmail: config.supportEmail,
          subject: 'Cancelamos tu consulta nutricional',
          paragraphs: [
            `Cancelamos tu consulta del ${when}.`,
            `Lo que pagaste sigue valiendo para esa sesión: podés agendarla de nuevo cuando quieras: ${manageUrlOf(booking.id)}`,
            `Si preferís que te devolvamos el dinero, pedilo desde "Mis compras" en tu perfil (${config.publicUrl}/profile?tab=compras) o respondé este correo.`,
          ],
        }),
      );
      mail.nudge();
      return bookings.manage(id, key);
    },

    /** Moves a session up to 24 h before, to a free slot of the same length; reminders follow it. */
    async reschedule(id: string, key: string, slot: SlotChoice) {
      const { booking, order } = await bookingByKey(id, key);
      if (!canChange(booking)) throw new AppError('CONFLICT', manageTexts.tooLate);
      const minutes = Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000);
      const target = await freeSlot(order.type, slot, minutes);
      // The client shared their genetic results with this session's nutritionist, not with whoever
      // takes the new slot: a move to another nutritionist stops the sharing; sharing again is the
      // client's choice, from their consultations (issue 36, L4).
      const stopsSharing = order.shareResults === 1 && target.nutritionistId !== booking.nutritionistId;
      try {
        await db.transaction(async (tx) => {
          await repo.updateBooking(tx, booking.id, {
            startsAt: target.start,
            endsAt: target.end,
            calendarKey: target.calendarKey,
            nutritionistId: target.nutritionistId,
            reminderDaySentAt: null,
            reminderHourSentAt: null,
          });
          if (stopsSharing) {
            await repo.setShareResults(tx, order.id, false);
            await calendarRepo.insertAudit(tx, {
              actorId: order.accountId,
              action: 'consultation.results_unshared',
              entity: 'consultation_order',
              entityId: order.id,
              before: { shareResults: true, nutritionistId: booking.nutritionistId },
              after: {
                shareResults: false,
                nutritionistId: target.nutritionistId,
                reason: 'moved_to_another_nutritionist',
              },
            });
          }
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('CONFLICT', consultationTexts.slotTaken);
        throw err;
      }
      const from = consultationSlotLabel(booking.startsAt.toISOString()).replace(' · ', ' a las ');
      const to = consultationSlotLabel(target.start.toISOString()).replace(' · ', ' a las ');
      const client = `${order.name} ${order.lastName}`;
      if (target.nutritionistId === booking.nutritionistId) {
        await tellNutritionist(booking.nutritionistId, 'Se movió una consulta', [
          `${client} movió su consulta del ${from} al ${to}.`,
        ]);
      } else {
        await tellNutritionist(booking.nutritionistId, 'Se movió una consulta', [
          `${client} movió su consulta del ${from} a otro profesional. Ese horario vuelve a estar libre en tu agenda.`,
        ]);
        await tellNutritionist(target.nutritionistId, 'Tenés una nueva consulta', [
          `${client} agendó una consulta con vos el ${to}.`,
        ]);
      }
      await sessionEmail(
        booking.id,
        'Cambiamos tu consulta nutricional',
        stopsSharing ? `${manageTexts.moved} ${manageTexts.sharingStopped}` : manageTexts.moved,
      );
      return bookings.manage(id, key);
    },

    /** Books the next session of a paid package (from any of its sessions' links). */
    async bookNext(id: string, key: string, slot: SlotChoice) {
      const { order } = await bookingByKey(id, key);
      return bookForOrder(order, slot);
    },

    async mine(user: AuthUser) {
      const orders = await repo.paidOrdersOf(db, user.id);
      const result = [];
      for (const order of orders) {
        const bookings = await repo.listBookingsOfOrder(db, order.id);
        const active = bookings.filter((b) => b.status === 'held' || b.status === 'confirmed').length;
        const nutritionistId = bookings.find((b) => b.nutritionistId)?.nutritionistId ?? null;
        const now = Date.now();
        result.push({
          shareResults: order.shareResults === 1,
          canChangeShare: bookings.some(
            (b) => (b.status === 'held' || b.status === 'confirmed') && b.endsAt.getTime() > now,
          ),
          nutritionist: nutritionistId
            ? ((await nutritionistCards(db, [nutritionistId])).get(nutritionistId) ?? null)
            : null,
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

    async bookOwn(user: AuthUser, orderId: string, slot: SlotChoice) {
      const order = await repo.findConsultationOrder(db, orderId);
      if (!order || order.accountId !== user.id) throw new AppError('NOT_FOUND');
      return bookForOrder(order, slot);
    },
  };
  return bookings;
}
