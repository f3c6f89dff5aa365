import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The built-in sandbox payment provider's own records (platform/payments/sandbox): what a real
 * provider keeps on its side. No product table refers to them; they are not our orders' data.
 */

/** The sandbox gateway's own records (what a real provider keeps on its side). */
export const sandboxCards = pgTable('sandbox_cards', {
  token: text('token').primaryKey(),
  last4: text('last4').notNull(),
  brand: text('brand').notNull(),
  /** What the documented test card does when charged: approve, decline or fail. */
  behaviour: text('behaviour', { enum: ['approve', 'decline', 'error', 'pending'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxCharges = pgTable('sandbox_charges', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  reference: text('reference').notNull().unique(),
  token: text('token').notNull(),
  amountCents: integer('amount_cents').notNull(),
  /** What it was charged in (the sandbox takes the currency asked; a pesos-only account only UYU). */
  currency: text('currency', { enum: ['USD', 'UYU'] })
    .notNull()
    .default('USD'),
  installments: integer('installments').notNull(),
  status: text('status', {
    enum: ['approved', 'rejected', 'error', 'refunded', 'pending', 'charged_back', 'cancelled'],
  }).notNull(),
  /** Given back so far by partial or full refunds. */
  refundedCents: integer('refunded_cents').notNull().default(0),
  /** Idempotency keys of the refunds made (one refund per key). */
  refundKeys: text('refund_keys').array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox checkout's own records: preferences and payments, as a provider keeps them. */
export const sandboxPreferences = pgTable('sandbox_preferences', {
  id: text('id').primaryKey(),
  orderId: text('order_id').notNull().unique(),
  title: text('title').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  backUrls: jsonb('back_urls').$type<{ success: string; failure: string; pending: string }>().notNull(),
  /** After this the hosted page refuses to pay (MercadoPago's `expiration_date_to`); null = never. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  preferenceId: text('preference_id')
    .notNull()
    .references(() => sandboxPreferences.id),
  status: text('status', { enum: ['approved', 'pending', 'rejected', 'refunded'] }).notNull(),
  externalReference: text('external_reference').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
