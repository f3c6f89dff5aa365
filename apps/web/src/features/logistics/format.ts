import { departments, formatDateEs, longDateEs, montevideoDate, monthYearEs, shortWeekdayEs } from '@nutritest/domain';

/** "jueves, 18 de junio de 2026" (the accessible name of a day). */
export const longDate = (day: string) => longDateEs(day, { weekday: true });

/** "jue 18/06" (a quick pick). */
export const shortDay = (day: string) => `${shortWeekdayEs(day)} ${formatDateEs(day).slice(0, 5)}`;

/** "Junio de 2026". */
export function monthTitle(month: string): string {
  const text = monthYearEs(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** dd/MM/yyyy of an instant, on its Montevideo calendar day. */
export const instantDate = (at: string) => formatDateEs(montevideoDate(new Date(at)));

export function formatAddress(address: {
  street: string;
  doorNumber: number | string;
  apartmentNumber?: string;
  corner?: string;
  state: number;
}): string {
  const parts = [`${address.street} ${address.doorNumber}`];
  if (address.apartmentNumber) parts.push(`ap. ${address.apartmentNumber}`);
  if (address.corner) parts.push(`esq. ${address.corner}`);
  parts.push(departments[address.state] ?? '');
  return parts.filter(Boolean).join(', ');
}
