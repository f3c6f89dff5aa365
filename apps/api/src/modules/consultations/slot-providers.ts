import { BOOKING_HORIZON_DAYS, generateSlots, type Slot } from '@nutritest/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import * as calendarRepo from './consultation-calendar.repository';

/** The external calendar's slots carry this id in place of a nutritionist. */
export const WEBHOOK_CALENDAR_ID = '00000000-0000-0000-0000-000000000000';

export interface SlotProvider {
  readonly name: 'builtin' | 'webhook';
  /** The free slots of a month 'yyyy-MM' for sessions of `minutes`. */
  slots(type: string, month: string, minutes: number): Promise<Slot[]>;
}

const monthRange = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return {
    from: new Date(`${month}-01T00:00:00-03:00`),
    to: new Date(`${next}-01T00:00:00-03:00`),
    /** The month's first local day and the next month's (days off are local dates). */
    firstDay: `${month}-01`,
    nextFirstDay: `${next}-01`,
  };
};

/** Active bookings (confirmed, or held and not expired) of some calendars (or all) in a time range. */
export async function takenIn(db: Database, calendarKeys: string[] | 'all', from: Date, to: Date) {
  const rows = await calendarRepo.takenIn(db, calendarKeys, from, to, new Date());
  return rows.map((r) => ({ nutritionistId: r.calendarKey, start: r.start.toISOString(), end: r.end.toISOString() }));
}

/** Slots from the nutritionists' weekly availability published in the dashboard (the default). */
export function createBuiltinSlotProvider(db: Database): SlotProvider {
  return {
    name: 'builtin',
    async slots(_type, month, minutes) {
      const { from, to, firstDay, nextFirstDay } = monthRange(month);
      // The three reads go out side by side (issue 23: a rebuild after each hold, under load, costs
      // its round trips): the month's days off and bookings of every calendar, kept for those with hours.
      const [windows, allExceptions, allTaken] = await Promise.all([
        calendarRepo.listAllAvailability(db),
        calendarRepo.listExceptionsBetween(db, firstDay, nextFirstDay),
        takenIn(db, 'all', from, to),
      ]);
      if (windows.length === 0) return [];
      const ids = new Set(windows.map((w) => w.nutritionistId));
      return generateSlots({
        month,
        minutes,
        windows,
        exceptions: allExceptions
          .filter((e) => ids.has(e.nutritionistId))
          .map((e) => ({ nutritionistId: e.nutritionistId, date: e.date })),
        taken: allTaken.filter((t) => ids.has(t.nutritionistId)),
        now: new Date(),
      });
    },
  };
}

/** Reads a slot from the external automation's answer: an ISO string or { start | inicio | fecha, end | fin }. */
function readSlot(item: unknown, minutes: number): { start: string; end: string } | null {
  const raw =
    typeof item === 'string'
      ? { start: item }
      : item && typeof item === 'object'
        ? (item as Record<string, unknown>)
        : null;
  if (!raw) return null;
  const startText = raw.start ?? raw.inicio ?? raw.fecha;
  if (typeof startText !== 'string') return null;
  const start = new Date(startText);
  if (Number.isNaN(start.getTime())) return null;
  const endText = raw.end ?? raw.fin;
  const end =
    typeof endText === 'string' && !Number.isNaN(new Date(endText).getTime())
      ? new Date(endText)
      : new Date(start.getTime() + minutes * 60_000);
  return { start: start.toISOString(), end: end.toISOString() };
}

/**
 * SLOTS_WEBHOOK_URL set: the spec's external automation. POST { tipo_consulta, mes } and read an
 * array of slots; a non-200 answer, an error or a body that is not an array count as no slots (with
 * a warning). Slots already held or booked here are left out.
 */
export function createWebhookSlotProvider(deps: {
  db: Database;
  url: string;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}): SlotProvider {
  return {
    name: 'webhook',
    async slots(type, month, minutes) {
      let body: unknown;
      try {
        const res = await fetch(deps.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ tipo_consulta: type, mes: month }),
          signal: AbortSignal.timeout(deps.timeoutMs ?? 5000),
        });
        if (res.status !== 200) {
          deps.log.warn({ status: res.status, month }, 'slots webhook answered an error');
          return [];
        }
        body = await res.json();
      } catch (err) {
        deps.log.warn({ err, month }, 'slots webhook failed');
        return [];
      }
      if (!Array.isArray(body)) {
        deps.log.warn({ month }, 'slots webhook answered something that is not an array');
        return [];
      }
      const { from, to } = monthRange(month);
      const taken = await takenIn(deps.db, ['webhook'], from, to);
      const earliest = Date.now() + 24 * 3600_000;
      // The external calendar may offer far dates: only the booking horizon is published (issue 17).
      const latest = Date.now() + BOOKING_HORIZON_DAYS * 24 * 3600_000;
      return body
        .map((item) => readSlot(item, minutes))
        .filter((s): s is { start: string; end: string } => s !== null)
        .filter((s) => new Date(s.start).getTime() >= earliest && new Date(s.start).getTime() <= latest)
        .filter((s) => !taken.some((t) => t.start < s.end && t.end > s.start))
        .map((s) => ({ ...s, nutritionistId: WEBHOOK_CALENDAR_ID }))
        .sort((a, b) => a.start.localeCompare(b.start));
    },
  };
}
