import { AppError } from '@nutritest/domain';

/**
 * The period of a records list's `?startDate=&endDate=` (the contract's `recordsRangeQuery`: days or
 * instants) as [from, to): a YYYY-MM-DD end date covers that whole day (Montevideo).
 */
export function recordsRange(q: { startDate: string; endDate: string }) {
  const from = new Date(q.startDate.length === 10 ? `${q.startDate}T00:00:00-03:00` : q.startDate);
  const to = new Date(q.endDate.length === 10 ? `${q.endDate}T00:00:00-03:00` : q.endDate);
  if (q.endDate.length === 10) to.setUTCDate(to.getUTCDate() + 1);
  if (!(from < to))
    throw new AppError('VALIDATION', 'El período no es válido.', { endDate: 'El período no es válido.' });
  return { from, to };
}
