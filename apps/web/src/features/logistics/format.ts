import { departments, formatDateEs, montevideoDate } from '@nutritest/domain';

const longFormat = new Intl.DateTimeFormat('es-UY', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const weekdayFormat = new Intl.DateTimeFormat('es-UY', { timeZone: 'UTC', weekday: 'short' });
const monthFormat = new Intl.DateTimeFormat('es-UY', { timeZone: 'UTC', month: 'long', year: 'numeric' });

// Calendar days are 'yyyy-MM-dd' strings: formatted at UTC noon so no host time zone moves them.
const atNoon = (day: string) => new Date(`${day.slice(0, 10)}T12:00:00Z`);

/** "jueves, 18 de junio de 2026" (the accessible name of a day). */
export const longDate = (day: string) => longFormat.format(atNoon(day));

/** "jue 18/06" (a quick pick). */
export const shortDay = (day: string) =>
  `${weekdayFormat.format(atNoon(day)).replace('.', '')} ${formatDateEs(day).slice(0, 5)}`;

/** "Junio de 2026". */
export function monthTitle(month: string): string {
  const text = monthFormat.format(atNoon(`${month}-01`));
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
