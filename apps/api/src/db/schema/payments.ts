import { sql } from 'drizzle-orm';
import { check, index, integer, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** Numbers printed on invoices (F-2026-000001) and on kits (NT-2026-000001). */
export const invoiceNumbers = pgSequence('invoice_number_seq', { startWith: 1 });
export const analysisNumbers = pgSequence('analysis_number_seq', { startWith: 1 });

/** A saved card: only the gateway's token and what we show (brand, last four, holder, expiry). */
export const paymentInstruments = pgTable(
  'payment_instruments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    token: text('token').notNull(),
    brand: text('brand', { enum: ['visa', 'mastercard', 'oca'] }).notNull(),
    masked: text('masked').notNull(),
    holderName: text('holder_name').notNull(),
    expiry: text('expiry').notNull(),
    /** MercadoPago: the customer and the card saved to it (null on the sandbox). */
    providerCustomerId: text('provider_customer_id'),
    providerCardId: text('provider_card_id'),
    /** MercadoPago's payment method ('visa', 'master', 'oca', ...) and issuer: what a charge names. */
    paymentMethodId: text('payment_method_id'),
    issuerId: text('issuer_id'),
    /** First six digits: what the provider's instalment options are asked for. */
    bin: text('bin'),
    /** The issuer's thumbnail from the provider (the sandbox serves its own brand images). */
    issuerImageUrl: text('issuer_image_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_instruments_token_unique').on(t.token),
    index('payment_instruments_account_idx').on(t.accountId),
  ],
);

/**
 * A card page opened for one account and one parent origin (the frame's session). With an
 * instrument it asks that saved card's security code again (providers that need it to charge it):
 * the one-time token the page produced waits here until a purchase consumes it.
 */
export const cardSessions = pgTable(
  'card_sessions',
  {
    id: text('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    redirectOrigin: text('redirect_origin').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    instrumentId: uuid('instrument_id').references(() => paymentInstruments.id, { onDelete: 'cascade' }),
    cardToken: text('card_token'),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** A 3-D Secure challenge shown in the frame: where its request (creq) is posted. */
    challengeUrl: text('challenge_url'),
    challengeCreq: text('challenge_creq'),
  },
  (t) => [index('card_sessions_instrument_idx').on(t.instrumentId)],
);

/** The buyer's customer at a provider (MercadoPago keeps saved cards under a customer). */
export const providerCustomers = pgTable(
  'provider_customers',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('provider_customers_account_gateway').on(t.accountId, t.gateway)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
    /** Percent 1–100, or cents for a fixed discount. */
    value: integer('value').notNull(),
    currency: text('currency', { enum: ['USD', 'UYU'] }),
    category: text('category', { enum: ['kits', 'meals', 'consultations'] }),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerAccount: integer('max_uses_per_account'),
    usesCount: integer('uses_count').notNull().default(0),
    active: integer('active').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(t.code),
    check('coupons_code_upper', sql`${t.code} = upper(${t.code})`),
    check('coupons_uses_within_max', sql`${t.maxUses} is null or ${t.usesCount} <= ${t.maxUses}`),
  ],
);

/**
 * One purchase. The price is computed here, on the server. (account_id, idempotency_key) is unique,
 * and a customer can have only one kit order that is pending or paid.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind', { enum: ['kit', 'kit_places'] }).notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency', { enum: ['USD', 'UYU'] }).notNull(),
    installments: integer('installments').notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id),
    instrumentId: uuid('instrument_id').references(() => paymentInstruments.id),
    /** disputed: paid, then the buyer's bank took the money back (a chargeback). */
    status: text('status', { enum: ['pending', 'paid', 'failed', 'refunded', 'disputed'] }).notNull(),
    failureCode: text('failure_code'),
    /** While pending at the provider: why ('in_process', 'pending_challenge' for 3-D Secure, ...). */
    providerStatus: text('provider_status'),
    /** Given back so far (partial refunds add up; a full refund makes the order refunded). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the canonical request body: a key reused with another body is refused (422). */
    requestHash: text('request_hash'),
    invoiceId: text('invoice_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_idempotency_unique').on(t.accountId, t.idempotencyKey),
    uniqueIndex('orders_invoice_unique').on(t.invoiceId),
    uniqueIndex('orders_one_live_kit_per_customer')
      .on(t.accountId)
      .where(sql`${t.kind} = 'kit' and ${t.status} in ('pending', 'paid')`),
    check('orders_total', sql`${t.totalCents} = ${t.subtotalCents} - ${t.discountCents} and ${t.totalCents} >= 0`),
    check('orders_installments', sql`${t.installments} between 1 and 6`),
  ],
);

export const couponUses = pgTable(
  'coupon_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_uses_order_unique').on(t.orderId),
    index('coupon_uses_coupon_account_idx').on(t.couponId, t.accountId),
  ],
);

/** Every attempt to charge a card, approved or not, with the gateway's reference. */
export const charges = pgTable('charges', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id),
  gateway: text('gateway').notNull(),
  providerReference: text('provider_reference'),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency', { enum: ['USD', 'UYU'] }).notNull(),
  installments: integer('installments').notNull(),
  status: text('status', { enum: ['approved', 'rejected', 'error', 'refunded', 'pending', 'charged_back'] }).notNull(),
  errorCode: text('error_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Append-only money ledger an operator can read: charges, refunds, coupon uses, commissions. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', {
      enum: [
        'charge',
        'charge_rejected',
        'refund',
        'coupon_use',
        'coupon_release',
        'commission',
        'commission_reversal',
        'payout',
        /** A payment that paid nothing (order cancelled, already paid, other amount): refunded automatically. */
        'unapplied_refund',
        /** The buyer's bank took a paid order's money back; operations were told. */
        'chargeback',
      ],
    }).notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    accountId: uuid('account_id').references(() => accounts.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency', { enum: ['USD', 'UYU'] }).notNull(),
    reference: text('reference'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_order_idx').on(t.orderId),
    index('ledger_entries_created_idx').on(t.createdAt),
    // One automatic refund entry per provider payment, however many notifications or processes see it.
    uniqueIndex('ledger_entries_unapplied_refund_unique').on(t.reference).where(sql`${t.kind} = 'unapplied_refund'`),
  ],
);

/** A nutritionist's commission on a paid kit of a linked customer. */
export const commissions = pgTable(
  'commissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nutritionistId: uuid('nutritionist_id')
      .notNull()
      .references(() => accounts.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => accounts.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency', { enum: ['USD'] }).notNull(),
    status: text('status', { enum: ['accrued', 'reversed', 'paid'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    /** The payout statement that claims it (payout_statements.id), once its month is closed. */
    statementId: uuid('statement_id'),
  },
  (t) => [
    uniqueIndex('commissions_order_unique').on(t.orderId),
    index('commissions_statement_idx').on(t.statementId),
    index('commissions_nutritionist_idx').on(t.nutritionistId, t.createdAt),
  ],
);
