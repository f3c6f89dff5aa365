import {
  type ConsultationType,
  consultationSlotLabel,
  montevideoMonthOf,
  nextMonthOf,
  offerOf,
  SLOT_MONTH_TRIES,
} from '@nutritest/domain';
import type { ConsultationsDeps } from './consultation-context';
import { firstBookingWithType } from './consultations.repository';
import { WEBHOOK_CALENDAR_ID } from './slot-providers';

/** How many free slots a buyer whose slot was taken is offered (e-mail and return page). */
export const NEXT_SLOTS_OFFERED = 3;

/** A free slot offered instead of one that was taken, with the link that books it. */
export interface OfferedSlot {
  start: string;
  nutritionistId: string;
  /** '27/11 · 10:00' (Montevideo). */
  label: string;
  /** The consultation page with this type, slot and nutritionist chosen. */
  url: string;
}

/** The consultation page with a type and slot already chosen (the web reads tipo, turno, nutricionista). */
export function bookingPageUrl(publicUrl: string, type: string, slot: { start: string; nutritionistId: string }) {
  const query = new URLSearchParams({ tipo: type, turno: slot.start, nutricionista: slot.nutritionistId });
  return `${publicUrl}/consulta-nutricional?${query}`;
}

/**
 * The next free slots of the nutritionist of an order's first session (the same calendar; the
 * external calendar's for its slots), from the slot provider, this month and the next two.
 */
export function createNextSlots({ db, config, slots, log }: ConsultationsDeps) {
  return async function nextSlotsFor(orderId: string, now = new Date()): Promise<OfferedSlot[]> {
    const row = await firstBookingWithType(db, orderId);
    if (!row) return [];
    const nutritionistId = row.booking.nutritionistId ?? WEBHOOK_CALENDAR_ID;
    const minutes = offerOf(row.type).firstSessionMinutes;
    const found: OfferedSlot[] = [];
    try {
      let month = montevideoMonthOf(now);
      for (let i = 0; i < SLOT_MONTH_TRIES && found.length < NEXT_SLOTS_OFFERED; i++, month = nextMonthOf(month)) {
        for (const slot of await slots.slots(row.type as ConsultationType, month, minutes)) {
          if (slot.nutritionistId !== nutritionistId || found.length >= NEXT_SLOTS_OFFERED) continue;
          found.push({
            start: slot.start,
            nutritionistId,
            label: consultationSlotLabel(slot.start),
            url: bookingPageUrl(config.publicUrl, row.type, slot),
          });
        }
      }
    } catch (err) {
      // The offer is a courtesy: without it the e-mail still says what happened and links the calendar.
      log.warn({ err, orderId }, 'next free consultation slots could not be read');
    }
    return found;
  };
}
export type NextSlots = ReturnType<typeof createNextSlots>;
