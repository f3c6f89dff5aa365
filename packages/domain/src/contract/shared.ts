import { z } from 'zod';
import { isoDateInWindow, isoDateTimeInWindow, recordsDateWindow } from '../index';

/** `:id` of a row (orders, meals, weeks, invoices…): a UUID. */
export const idParams = z.object({ id: z.uuid() });

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
