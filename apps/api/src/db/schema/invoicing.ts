import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CfeLine, CfeReceiver, CfeTotals } from '../../platform/invoicing/types';
import { accounts } from './accounts';

/** The kinds of sale every order, receipt and history row belongs to (one order model, issue 21). */
export const saleKinds = ['kit', 'kit_places', 'meals', 'consultation'] as const;

/**
 * A numbering range DGI authorised (a CAE) for one CFE type and series. Numbers are taken one at a
 * time, in the transaction that issues the receipt, by locking this row: a receipt that fails to be
 * signed rolls its number back, so the series has no gaps whatever the number of API processes.
 */
export const caeRanges = pgTable(
  'cae_ranges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cfeType: integer('cfe_type').notNull(),
    series: text('series').notNull(),
    caeId: text('cae_id').notNull(),
    fromNumber: integer('from_number').notNull(),
    toNumber: integer('to_number').notNull(),
    /** The next number to give (to_number + 1 once the range is used up). */
    nextNumber: integer('next_number').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cae_ranges_type_series_from').on(t.cfeType, t.series, t.fromNumber),
    check(
      'cae_ranges_bounds',
      sql`${t.fromNumber} <= ${t.toNumber} and ${t.nextNumber} between ${t.fromNumber} and ${t.toNumber} + 1`,
    ),
  ],
);

/**
 * One electronic fiscal receipt (CFE): an e-Ticket / e-Factura for a paid sale, or a credit note
 * for a refund. The row is written by a database trigger in the transaction that marks the order
 * paid or records the refund (migration 0019: every code path, process and gateway alike), with
 * `source_key` unique — exactly one receipt per payment or refund. An issuing job (any API process,
 * FOR UPDATE SKIP LOCKED) then writes its lines, numbers, signs and stores it.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleKind: text('sale_kind', { enum: saleKinds }).notNull(),
    saleId: uuid('sale_id').notNull(),
    /** The buyer's account (null for a guest's meals or consultation). */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Where the PDF goes once issued (the buyer's e-mail at the time of the sale). */
    email: text('email'),
    purpose: text('purpose', { enum: ['sale', 'refund'] }).notNull(),
    /** What it documents: `sale:<kind>:<id>` or `refund:<refund key>`. */
    sourceKey: text('source_key').notNull(),
    cfeType: integer('cfe_type').notNull(),
    currency: text('currency', { enum: ['USD', 'UYU'] }).notNull(),
    totalCents: integer('total_cents').notNull(),
    /** Snapshot of what is documented, written when it is issued. */
    lines: jsonb('lines').$type<CfeLine[]>().notNull().default([]),
    receiver: jsonb('receiver').$type<CfeReceiver | null>(),
    /** A credit note's original receipt and why it was made. */
    referencesInvoiceId: uuid('references_invoice_id'),
    reason: text('reason'),
    /**
     * pending: waiting for the job; failed: the last attempt failed, it is retried; issued: done;
     * rejected: issued, then rejected by DGI (void: operations re-issue it, `replaced_by_id`).
     */
    status: text('status', { enum: ['pending', 'issued', 'failed', 'rejected'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Who issued it: 'embedded' (our signer) or the provider's name. */
    issuer: text('issuer'),
    series: text('series'),
    number: integer('number'),
    caeId: text('cae_id'),
    caeFrom: integer('cae_from'),
    caeTo: integer('cae_to'),
    caeExpiresOn: text('cae_expires_on'),
    /** UYU per USD used (USD receipts), the day it is BCU's rate of, and where it came from. */
    exchangeRate: text('exchange_rate'),
    exchangeRateDate: date('exchange_rate_date', { mode: 'string' }),
    exchangeRateSource: text('exchange_rate_source', { enum: ['bcu', 'configured'] }),
    totals: jsonb('totals').$type<CfeTotals>(),
    xml: text('xml'),
    securityCode: text('security_code'),
    qrUrl: text('qr_url'),
    providerReference: text('provider_reference'),
    /**
     * DGI's answer as the certified provider reports it (docs/invoicing.md, "DGI's states"): pending
     * (signed and queued, DGI has not answered), accepted, or rejected with DGI's code and reason. Null
     * for receipts of the embedded issuer, which reports nothing to DGI.
     */
    dgiStatus: text('dgi_status', { enum: ['pending', 'accepted', 'rejected'] }),
    dgiCode: text('dgi_code'),
    dgiReason: text('dgi_reason'),
    /** When the DGI-states job asks the provider again about a pending one, and how often it did. */
    dgiNextCheckAt: timestamp('dgi_next_check_at', { withTimezone: true }),
    dgiChecks: integer('dgi_checks').notNull().default(0),
    /** Something operations must look at in an issued receipt (a provider's totals beyond our tolerance). */
    reviewNote: text('review_note'),
    /** A re-issue of a receipt DGI rejected, and the other way round. */
    replacesInvoiceId: uuid('replaces_invoice_id'),
    replacedById: uuid('replaced_by_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_source_unique').on(t.sourceKey),
    uniqueIndex('invoices_number_unique').on(t.cfeType, t.series, t.number),
    index('invoices_sale_idx').on(t.saleKind, t.saleId),
    index('invoices_account_idx').on(t.accountId),
    index('invoices_due_idx').on(t.status, t.nextAttemptAt),
    index('invoices_dgi_pending_idx').on(t.dgiNextCheckAt).where(sql`${t.dgiStatus} = 'pending'`),
  ],
);

/**
 * Every state a sale went through, written by database triggers on the three order tables (so
 * no code path can change a status without leaving its row): the order's history in "Mis compras".
 */
export const saleEvents = pgTable(
  'sale_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    saleKind: text('sale_kind', { enum: saleKinds }).notNull(),
    saleId: uuid('sale_id').notNull(),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sale_events_sale_idx').on(t.saleKind, t.saleId, t.id)],
);

/**
 * A buyer's request for a refund under the terms (issue 21): what the terms allowed when it was
 * asked (amount, penalty), then operations' decision. At most one open request per sale.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleKind: text('sale_kind', { enum: saleKinds }).notNull(),
    saleId: uuid('sale_id').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['requested', 'approved', 'refused'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    penaltyCents: integer('penalty_cents').notNull().default(0),
    currency: text('currency', { enum: ['USD', 'UYU'] }).notNull(),
    customerReason: text('customer_reason'),
    decisionReason: text('decision_reason'),
    decidedBy: uuid('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refund_requests_one_open').on(t.saleKind, t.saleId).where(sql`${t.status} = 'requested'`),
    index('refund_requests_status_idx').on(t.status, t.createdAt),
    index('refund_requests_sale_idx').on(t.saleId),
  ],
);
