import {
  AppError,
  businessDateWindow,
  type ConsultationNutritionist,
  type ConsultationType,
  consultationSlotLabel,
  consultationTexts,
  firstMonthWithSlots,
  offerOf,
  type Slot,
  slotsResponseSchema,
} from '@nutritest/domain';
import type { AuthUser } from '../../platform/auth/guards';
import { type CachedJson, cachedJson } from '../../platform/cached-json';
import { createGenerationCache } from '../../platform/generation-cache';
import * as calendarRepo from './consultation-calendar.repository';
import type { ConsultationsDeps, SlotChoice } from './consultation-context';
import { nutritionistCards, nutritionistCardsWithHours } from './consultation-nutritionists';
import { sessionsOfNutritionist } from './consultations.repository';
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
  async function monthSlots(type: string, month: string, minutes: number, generation?: string): Promise<Slot[]> {
    if (slots.name !== 'builtin') return slots.slots(type, month, minutes);
    const found = await slotsCache.get(
      `month:${type}:${month}:${minutes}`,
      async () => ({ month, slots: await slots.slots(type, month, minutes) }),
      generation,
    );
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

  /**
   * `generation`: the counter's value the answers cache read before anything else, under which the
   * month's slots are kept too. With the built-in calendars the cards of every nutritionist with
   * hours are read beside the slots (the slots come only from those hours), not after them: a
   * rebuild follows every hold, and under load each wait is a turn of a busy event loop (issue 42).
   */
  async function buildSlotsAnswer(type: ConsultationType, month: string, generation?: string) {
    const minutes = offerOf(type).firstSessionMinutes;
    // The kept months (the same ones a hold checks against): one generation of a month per change.
    const [found, withHours] = await Promise.all([
      firstMonthWithSlots(month, (m) => monthSlots(type, m, minutes, generation)),
      slots.name === 'builtin' ? nutritionistCardsWithHours(db) : new Map<string, ConsultationNutritionist>(),
    ]);
    if (found.slots.length === 0) log.info({ type, month }, 'no consultation slots in three months');
    const ids = new Set(found.slots.map((s) => s.nutritionistId).filter((id) => id !== WEBHOOK_CALENDAR_ID));
    const missing = [...ids].filter((id) => !withHours.has(id));
    const more = missing.length > 0 ? await nutritionistCards(db, missing) : new Map();
    const cards = [...ids].flatMap((id) => withHours.get(id) ?? more.get(id) ?? []);
    return cachedJson(
      slotsResponseSchema,
      {
        month: found.month,
        slots: found.slots.map((s) => ({ ...s, label: consultationSlotLabel(s.start) })),
        nutritionists: cards,
      },
      { compressNow: true },
    );
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
      return answers.get(`answer:${type}:${month}`, (generation) => buildSlotsAnswer(type, month, generation));
    },

    /** The nutritionist an operator acts for (404 unless it is one). */
    async nutritionistFor(id: string | undefined): Promise<AuthUser> {
      if (!id)
        throw new AppError('VALIDATION', 'Elegí la nutricionista.', { nutritionistId: 'Elegí la nutricionista.' });
      const row = await calendarRepo.findAccountRole(db, id);
      if (row?.role !== 'Nutritionist') throw new AppError('NOT_FOUND');
      return { id: row.id, role: 'Nutritionist', jti: 'operator', exp: 0 };
    },

    async nutritionists() {
      const rows = await calendarRepo.listNutritionists(db);
      return rows.map((r) => ({
        id: r.id,
        name: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim(),
        email: r.email,
        publicCode: r.publicCode,
      }));
    },

    async availability(user: AuthUser) {
      const windows = await calendarRepo.availabilityOf(db, user.id);
      // Days off older than the date window are history: left out so the form can save them back.
      const exceptions = await calendarRepo.exceptionsOf(db, user.id, businessDateWindow().min);
      return {
        windows: windows.map((w) => ({ weekday: w.weekday, start: toHhmm(w.startMinute), end: toHhmm(w.endMinute) })),
        exceptions: exceptions.map((e) => e.date),
      };
    },

    async saveAvailability(
      user: AuthUser,
      value: { windows: { weekday: number; start: string; end: string }[]; exceptions: string[] },
    ) {
      await db.transaction((tx) =>
        calendarRepo.replaceAvailability(
          tx,
          user.id,
          value.windows.map((w) => ({
            weekday: w.weekday,
            startMinute: toMinutes(w.start),
            endMinute: toMinutes(w.end),
          })),
          [...new Set(value.exceptions)],
        ),
      );
      return calendar.availability(user);
    },

    async bookings(user: AuthUser) {
      const rows = await sessionsOfNutritionist(db, user.id, new Date(Date.now() - 24 * 3600_000));
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
