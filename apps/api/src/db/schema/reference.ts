import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const departments = pgTable('departments', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const pathologies = pgTable('pathologies', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const familyHistories = pgTable('family_histories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/** Kit price tiers (USD cents). maxAmount null = no upper bound. */
export const costTiers = pgTable(
  'cost_tiers',
  {
    id: integer('id').primaryKey(),
    minAmount: integer('min_amount').notNull(),
    maxAmount: integer('max_amount'),
    unitCostCents: integer('unit_cost_cents').notNull(),
  },
  (t) => [check('cost_tiers_positive', sql`${t.minAmount} >= 1 and ${t.unitCostCents} >= 0`)],
);

/** Consultation offers (doc 2 §9), prices in UYU cents. */
export const consultationOffers = pgTable('consultation_offers', {
  code: text('code').primaryKey(),
  title: text('title').notNull(),
  priceCents: integer('price_cents').notNull(),
  sessions: integer('sessions').notNull(),
  maxInstallments: integer('max_installments').notNull(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** Named prices that are not tiers or offers (e.g. the price of one prepared meal), in cents. */
export const priceList = pgTable('price_list', {
  code: text('code').primaryKey(),
  label: text('label').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency', { enum: ['USD', 'UYU'] }).notNull(),
});
