import { compareIso, consultationSlotLabel, deliveryDayLabel, montevideoDate } from '@nutritest/domain';

export interface SlotLike {
  start: string;
  end: string;
  nutritionistId: string;
}

export interface SlotDay<S extends SlotLike> {
  /** yyyy-MM-dd in Montevideo. */
  date: string;
  /** 'Martes 01/12'. */
  label: string;
  slots: Array<S & { time: string }>;
}

/** 'HH:MM' in Montevideo. */
export const slotTime = (startIso: string) => consultationSlotLabel(startIso).split(' · ')[1] ?? '';

/** 'Martes 01/12 · 09:00' in Montevideo. */
export const slotDateTime = (startIso: string) =>
  `${deliveryDayLabel(montevideoDate(new Date(startIso)))} · ${slotTime(startIso)}`;

/**
 * The slots by Montevideo day, in time order. Two nutritionists free at the same time show as one
 * choice (the first one's slot): the person picks a time, not a nutritionist.
 */
export function groupSlotsByDay<S extends SlotLike>(slots: readonly S[]): SlotDay<S>[] {
  const sorted = [...slots].sort((a, b) => compareIso(a.start, b.start));
  const days = new Map<string, SlotDay<S>>();
  const seen = new Set<string>();
  for (const slot of sorted) {
    const instant = new Date(slot.start).getTime();
    if (!Number.isFinite(instant) || seen.has(String(instant))) continue;
    seen.add(String(instant));
    const date = montevideoDate(new Date(instant));
    let day = days.get(date);
    if (!day) {
      day = { date, label: deliveryDayLabel(date), slots: [] };
      days.set(date, day);
    }
    day.slots.push({ ...slot, time: slotTime(slot.start) });
  }
  return [...days.values()];
}
