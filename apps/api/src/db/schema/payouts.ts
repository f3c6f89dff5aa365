import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
 * Kit places a company holds: each grant adds places (a purchase, or operations); an employee who
 * registers through an invitation uses one.
 */
export const kitPlaceGrants = pgTable('kit_place_grants', {
  id: uuid('id').primaryKey().defaultRandom(),
  businessId: uuid('business_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull(),
  source: text('source', { enum: ['purchase', 'operations', 'demo'] }).notNull(),
  /** The purchase that granted the places (unique: an order grants once). */
  orderId: uuid('order_id').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
