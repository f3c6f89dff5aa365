import { formatDateEs, orderDeadline, weekday, weekdayNames } from '@nutritest/domain';

/**
 * The delivery days of an order and their ordering deadlines, earliest first: an order can be paid
 * only while every one of its days is still open (`canOrderFor`), that is before `deadlines[0]`.
 */
export function orderDeadlines(items: readonly { deliveryDate: string }[]) {
  return [...new Set(items.map((i) => i.deliveryDate))]
    .map((day) => ({ day, deadline: orderDeadline(day) }))
    .sort((a, b) => a.deadline.getTime() - b.deadline.getTime());
}

/** 'martes 01/12' */
export const dayLabel = (day: string) =>
  `${weekdayNames[weekday(day)]!.toLowerCase()} ${formatDateEs(day).slice(0, 5)}`;
export const listEs = (parts: string[]) =>
  parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`;
