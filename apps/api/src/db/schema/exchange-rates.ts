import { date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The exchange rate that applies to documents of one day (issue 38): BCU's closing rate of the last
 * business day before it (what DGI asks a USD receipt to carry), fetched once per day and currency and
 * kept, so every API process and every receipt of the day use the same one (platform/exchange-rates).
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency').notNull(),
    /** The day documents use this rate (Montevideo). */
    appliesOn: date('applies_on', { mode: 'string' }).notNull(),
    /** UYU per unit, 3 decimals as text (exact). */
    rate: text('rate').notNull(),
    /** The BCU closing it is (the last business day before `applies_on`). */
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    source: text('source', { enum: ['bcu'] }).notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.appliesOn] })],
);
