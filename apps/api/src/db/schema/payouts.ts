import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** A nutritionist's payout details (Datos de cobro): bank account, or ID card for the network. */
export const bankAccounts = pgTable('bank_accounts', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** 1 bank, 3 collection network (doc 1 §3). */
  paymentType: integer('payment_type').notNull(),
  bank: text('bank'),
  accountNumber: text('account_number'),
  branchOffice: text('branch_office'),
  fullName: text('full_name'),
  network: text('network'),
  ci: text('ci'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Kit places a company holds: each grant adds places (a purchase, or operations) or removes them (a
 * refund of unused places); an employee who registers through an invitation uses one.
 */
export const kitPlaceGrants = pgTable('kit_place_grants', {
  id: uuid('id').primaryKey().defaultRandom(),
  businessId: uuid('business_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull(),
  /** refund: places a company gave back (a negative quantity, refunded at the price paid). */
  source: text('source', { enum: ['purchase', 'operations', 'demo', 'refund'] }).notNull(),
  /** The purchase that granted the places (unique: an order grants once). */
  orderId: uuid('order_id').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A nutritionist's monthly payout statement: one per nutritionist and month with a positive balance,
 * created once the month (America/Montevideo) is over; its lines are the commissions it claims
 * (commissions.statement_id). Pending until an operator records the transfer.
 */
export const payoutStatements = pgTable(
  'payout_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nutritionistId: uuid('nutritionist_id')
      .notNull()
      .references(() => accounts.id),
    /** YYYY-MM */
    month: text('month').notNull(),
    /** The commissions' currency: a month with commissions in two currencies has one statement for each. */
    currency: text('currency', { enum: ['USD', 'UYU'] })
      .notNull()
      .default('USD'),
    status: text('status', { enum: ['pending', 'paid'] })
      .notNull()
      .default('pending'),
    /** Fixed when paid: what was transferred. */
    paidCents: integer('paid_cents'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: uuid('paid_by').references(() => accounts.id),
    /** The bank transfer's reference, as the operator typed it. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payout_statements_month_unique').on(t.nutritionistId, t.month, t.currency),
    index('payout_statements_status_idx').on(t.status, t.month),
  ],
);
