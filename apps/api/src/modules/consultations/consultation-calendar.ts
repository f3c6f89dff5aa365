import {
  AppError,
  businessDateWindow,
  type ConsultationType,
  consultationSlotLabel,
  consultationTexts,
  firstMonthWithSlots,
  offerOf,
  type Slot,
  slotsResponseSchema,
} from '@nutritest/domain';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import {
  accounts,
  consultationAvailability,
  consultationBookings,
  consultationExceptions,
  nutritionists,
  profiles,
} from '../../db/schema';
import type { AuthUser } from '../../platform/auth/guards';
import { type CachedJson, cachedJson } from '../../platform/cached-json';
import { createGenerationCache } from '../../platform/generation-cache';
import type { ConsultationsDeps, SlotChoice } from './consultation-context';
import { nutritionistCards } from './consultation-nutritionists';
import { selectBookingsWithOrder } from './consultation-orders.repository';
import { WEBHOOK_CALENDAR_ID } from './slot-providers';

const toHhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** A free slot of the calendars, as a hold or a move writes it. */
export interface FreeSlot {
  start: Date;
  end: Date;
  calendarKey: string;
  nutritionistId: string | null;
}

/** How long a month of free slots is reused when nothing changed (holds expire, sessions near). */
export const SLOTS_CACHE_MS = 5_000;

/** The calendars: free slots, the nutritionists' weekly windows and days off, and their sessions. */
export function createConsultationCalendar({ db, slots, log }: ConsultationsDeps) {
  const slotsCache = createGenerationCache<{ month: string; slots: Slot[] }>(db, 'consultation-slots', {
    ttlMs: SLOTS_CACHE_MS,
  });
  /**
   * A month's free slots. The built-in calendars live in our tables: kept briefly, rebuilt after
   * any change to them (platform/generation-cache.ts). An outside automation is asked every time.
   */
  async function monthSlots(type: string, month: string, minutes: number): Promise<Slot[]> {
    if (slots.name !== 'builtin') return slots.slots(type, month, minutes);
    const found = await slotsCache.get(`month:${type}:${month}:${minutes}`, async () => ({
      month,
      slots: await slots.slots(type, month, minutes),
    }));
    return found.slots;
  }

  /**
   * A free slot of the calendars right now, for sessions of `minutes`, or the "gone" answer. A slot
   * taken in the instant since the month was read is still refused: the bookings' partial unique
   * index stops a second hold (CONFLICT "slotTaken").
   */
  async function freeSlot(type: string, slot: SlotChoice, minutes: number): Promise<FreeSlot> {
    const start = new Date(slot.start);
    const month = new Date(start.getTime() - 3 * 3600_000).toISOString().slice(0, 7);
    const chosen = (await monthSlots(type, month, minutes)).find(
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

  async function buildSlotsAnswer(type: ConsultationType, month: string) {
    const minutes = offerOf(type).firstSessionMinutes;
    // The kept months (the same ones a hold checks against): one generation of a month per change.
    const found = await firstMonthWithSlots(month, (m) => monthSlots(type, m, minutes));
    if (found.slots.length === 0) log.info({ type, month }, 'no consultation slots in three months');
    const cards = await nutritionistCards(
      db,
      found.slots.map((s) => s.nutritionistId).filter((id) => id !== WEBHOOK_CALENDAR_ID),
    );
    return cachedJson(slotsResponseSchema, {
      month: found.month,
      slots: found.slots.map((s) => ({ ...s, label: consultationSlotLabel(s.start) })),
      nutritionists: [...cards.values()],
    });
  }
  /**
   * The whole answer of GET /v1/consultations/slots, serialised (and compressed) once: the slots
   * with their labels and the nutritionists' cards. The same counter covers the cards (their names,
   * photos and licences: migration 0027), so it is never stale after a change either.
   */
  const answers = createGenerationCache<CachedJson>(db, 'consultation-slots', { ttlMs: SLOTS_CACHE_MS });

  const calendar = {
    async slotsFor(type: ConsultationType, month: string): Promise<CachedJson> {
      if (slots.name !== 'builtin') return buildSlotsAnswer(type, month);
      return answers.get(`answer:${type}:${month}`, () => buildSlotsAnswer(type, month));
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
      return calendar.availability(user);
    },

    async bookings(user: AuthUser) {
      const rows = await selectBookingsWithOrder(db)
        .where(
          and(
            eq(consultationBookings.nutritionistId, user.id),
            inArray(consultationBookings.status, ['confirmed', 'held', 'cancelled']),
            gte(consultationBookings.startsAt, new Date(Date.now() - 24 * 3600_000)),
          ),
        )
        .orderBy(asc(consultationBookings.startsAt))
        .limit(500);
      const now = Date.now();
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
          // The same rule as the results route (hasConsultationResultsShare), to offer the link.
          sharedResultsOf:
            order.shareResults === 1 &&
            order.status === 'paid' &&
            order.accountId &&
            booking.status === 'confirmed' &&
            booking.endsAt.getTime() > now
              ? order.accountId
              : null,
        }));
    },
  };
  return { ...calendar, freeSlot };
}
