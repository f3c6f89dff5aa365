import { AppError, isoDateInWindow, isoDateTimeInWindow, recordsDateWindow } from '@nutritest/domain';
import { z } from 'zod';

// A day (yyyy-MM-dd) or an instant with its offset, inside the records' window (issue 17: never a 500).
const recordsDay = isoDateInWindow({ window: recordsDateWindow });
const recordsInstant = isoDateTimeInWindow({ window: recordsDateWindow });
const recordsDate = () =>
  z
    .string()
    .max(40)
    .superRefine((value, ctx) => {
      const checked = (value.length === 10 ? recordsDay : recordsInstant).safeParse(value);
      if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? '' });
    });

/** `?startDate=&endDate=` of a records list (the ledger, commissions): days or instants. */
export const recordsRangeQuery = z.object({ startDate: recordsDate(), endDate: recordsDate() });

/** The query's period as [from, to): a YYYY-MM-DD end date covers that whole day (Montevideo). */
export function recordsRange(q: { startDate: string; endDate: string }) {
  const from = new Date(q.startDate.length === 10 ? `${q.startDate}T00:00:00-03:00` : q.startDate);
  const to = new Date(q.endDate.length === 10 ? `${q.endDate}T00:00:00-03:00` : q.endDate);
  if (q.endDate.length === 10) to.setUTCDate(to.getUTCDate() + 1);
  if (!(from < to))
    throw new AppError('VALIDATION', 'El período no es válido.', { endDate: 'El período no es válido.' });
  return { from, to };
}
