import { type AnyPgColumn, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { orders } from './orders';

/**
 * One purchased kit and its test for one customer. The order, payment and logistics columns are
 * added by the issues that build them; status codes are AnalysisStatus in packages/domain.
 */
export const analyses = pgTable(
  'analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Human-readable reference printed on the kit (e.g. NT-2026-000123). */
    referenceId: text('reference_id').notNull().unique(),
    /** The order that paid for it (null for demo data and operations). */
    orderId: uuid('order_id').references(() => orders.id),
    status: integer('status').notNull(),
    /**
     * A replacement kit (issue 22): the kit it replaces (lost on its way, or its sample rejected by
     * the laboratory), why, and the operator's note. The replacement is free: no order.
     */
    replacesId: uuid('replaces_id').references((): AnyPgColumn => analyses.id, { onDelete: 'set null' }),
    replacementReason: text('replacement_reason', { enum: ['lost', 'rejected'] }),
    replacementNote: text('replacement_note'),
    /**
     * The customer said this kit never arrived although it already replaces a lost one (issue 36,
     * N4): no free kit is sent by itself; operations review the case (and may send one).
     */
    lostReviewRequestedAt: timestamp('lost_review_requested_at', { withTimezone: true }),
    /**
     * The laboratory's file left some traits without the markers they need (issue 41): the
     * genotypes are kept but the results are not published until a file completes them, or an
     * operator publishes them as they are. When that hold started.
     */
    resultsHeldAt: timestamp('results_held_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analyses_account_idx').on(t.accountId)],
);
