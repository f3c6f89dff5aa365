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
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { consultationBookings } from '../../db/schema';
import type { AuthUser } from '../../platform/auth/guards';
import { enqueueEmail } from '../../platform/mail/outbox';
import { emailTemplates } from '../../platform/mail/templates';
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
import {
  consultationOrder,
  findConsultationOrder,
  lockOrder,
  selectBookingsWithOrder,
  selectConsultationOrders,
} from './consultation-orders.repository';

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
    const [row] = await selectBookingsWithOrder(db).where(eq(consultationBookings.id, id));
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
        await lockOrder(tx, order.id);
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
      return bookings.manage(id, key);
    },

    /** Moves a session up to 24 h before, to a free slot of the same length; reminders follow it. */
    async reschedule(id: string, key: string, slot: SlotChoice) {
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
      return bookings.manage(id, key);
    },

    /** Books the next session of a paid package (from any of its sessions' links). */
    async bookNext(id: string, key: string, slot: SlotChoice) {
      const { order } = await bookingByKey(id, key);
      return bookForOrder(order, slot);
    },

    async mine(user: AuthUser) {
      const orders = await selectConsultationOrders(db)
        .where(and(eq(consultationOrder.accountId, user.id), eq(consultationOrder.status, 'paid')))
        .orderBy(asc(consultationOrder.createdAt));
      const result = [];
      for (const order of orders) {
        const bookings = await db
          .select()
          .from(consultationBookings)
          .where(eq(consultationBookings.orderId, order.id))
          .orderBy(asc(consultationBookings.startsAt));
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
      const order = await findConsultationOrder(db, orderId);
      if (!order || order.accountId !== user.id) throw new AppError('NOT_FOUND');
      return bookForOrder(order, slot);
    },
  };
  return bookings;
}
