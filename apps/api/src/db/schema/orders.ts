import { purchaseKinds } from '@nutritest/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { paymentInstruments } from './payments';

/**
 * The money of every sale (modules/orders): one order with its lines, whatever was sold (a kit, a
 * company's kit places, weekly meals, a consultation), the coupons and their uses, the card charges
 * and the ledger. What only one product needs (a meal's delivery, a consultation's attendee) lives in
 * that product's tables, keyed by the order.
 */

/** Numbers printed on kit orders (F-2026-000001). */
export const invoiceNumbers = pgSequence('invoice_number_seq', { startWith: 1 });

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
    /** Uses per buyer: a signed-in account, or a guest's e-mail (modules/orders/coupons.ts). */
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

export const orderStatuses = ['pending', 'paid', 'failed', 'cancelled', 'expired', 'refunded', 'disputed'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * One sale. Every price is computed on the server; the order is paid only by what the payment
 * provider, asked by the server, says. Statuses: `pending` → `paid` or `failed` (a redirect order can
 * still be paid after a rejected attempt); `cancelled` (unpaid and given up, or refunded meals and
 * consultations), `expired` (a consultation whose slot was taken), `refunded` (kits), `disputed`
 * (paid, then the buyer's bank took the money back). One database trigger writes the sale's history
 * and its fiscal receipts from this table (migrations 0019, 0021, 0028).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The buyer's account; null for a guest (meals, consultations) or an erased account. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** What was sold (the product that owns the order): the invoices' and refund requests' sale kind. */
    kind: text('kind', { enum: purchaseKinds }).notNull(),
    /** How it is paid: a saved card charged by the server, or the provider's hosted page. */
    paymentFlow: text('payment_flow', { enum: ['card', 'redirect'] }).notNull(),
    status: text('status', { enum: orderStatuses }).notNull(),
    /** What the buyer is charged in (and every amount of the order is in): decision 065. */
    currency: text('currency', { enum: ['USD', 'UYU'] }).notNull(),
    /**
     * A sale priced in another currency than it is charged in (a kit's USD price on a pesos-only card
     * account): the price the buyer saw (its currency and total after the coupon), and the exchange rate
     * the order was converted at (UYU per USD, 3 decimals), its BCU closing date (null for the configured
     * rate) and source. Null when charged in the currency it is priced in.
     */
    listCurrency: text('list_currency', { enum: ['USD', 'UYU'] }),
    listTotalCents: integer('list_total_cents'),
    exchangeRate: numeric('exchange_rate', { precision: 10, scale: 3 }),
    exchangeRateDate: date('exchange_rate_date'),
    exchangeRateSource: text('exchange_rate_source', { enum: ['bcu', 'configured'] }),
    /** The lines' amounts added up; total = subtotal − discount. */
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    /** Given back so far (partial refunds add up). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /**
     * A refund the provider accepted but left in process (money not back yet): booked only when the
     * payment shows it (its notification, the reconciliation); `close` as the refund asked (a kit's
     * refund under the terms ends the order although a penalty stays).
     */
    pendingRefundCents: integer('pending_refund_cents').notNull().default(0),
    pendingRefundClose: boolean('pending_refund_close').notNull().default(false),
    installments: integer('installments').notNull().default(1),
    couponId: uuid('coupon_id').references(() => coupons.id),
    /** Card flow: the saved card charged. */
    instrumentId: uuid('instrument_id').references(() => paymentInstruments.id),
    /** The provider that took (or is to take) the payment. */
    gateway: text('gateway', { enum: ['sandbox', 'mercadopago'] }),
    /** Redirect flow: the provider's payment page for this order. */
    preferenceId: text('preference_id'),
    checkoutUrl: text('checkout_url'),
    /** The provider's payment that paid the order (a card charge's reference, a checkout payment's id). */
    paymentId: text('payment_id'),
    /** While pending at the provider: why ('in_process', 'pending_challenge' for 3-D Secure, ...). */
    providerStatus: text('provider_status'),
    failureCode: text('failure_code'),
    /**
     * Whose Idempotency-Key it is: `account:<id>` for a signed-in buyer, `guest` otherwise. A key only
     * ever finds an order of the same scope, and only with the same request (`request_hash`).
     */
    idempotencyScope: text('idempotency_scope').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the canonical request body: a key reused with another body is refused (422). */
    requestHash: text('request_hash'),
    /** Who to tell and bill when there is no account to read it from (guests), as they gave it. */
    buyerName: text('buyer_name'),
    buyerEmail: text('buyer_email'),
    buyerPhone: text('buyer_phone'),
    /**
     * Why an unpaid order was closed with its payment given back: `late` (meals: after an ordering
     * deadline; `cancelled`), `slotTaken` (consultations: someone else took the slot; `expired`).
     */
    refundReason: text('refund_reason', { enum: ['late', 'slotTaken'] }),
    /** The payment refunded for `refund_reason`. */
    refundPaymentId: text('refund_payment_id'),
    /** Kit orders' number (F-2026-000001), given when paid. */
    invoiceId: text('invoice_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_idempotency_scope_unique').on(t.idempotencyScope, t.idempotencyKey),
    uniqueIndex('orders_invoice_unique').on(t.invoiceId),
    uniqueIndex('orders_payment_unique').on(t.paymentId),
    uniqueIndex('orders_one_live_kit_per_customer')
      .on(t.accountId)
      .where(sql`${t.kind} = 'kit' and ${t.status} in ('pending', 'paid')`),
    index('orders_account_idx').on(t.accountId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    check('orders_total', sql`${t.totalCents} = ${t.subtotalCents} - ${t.discountCents} and ${t.totalCents} >= 0`),
    check('orders_installments', sql`${t.installments} between 1 and 6`),
  ],
);

export const orderLineKinds = ['kit', 'kit_place', 'meal', 'shipping', 'consultation'] as const;

/**
 * What an order sells, priced by its product when the order is made: a kit, a company's places, a
 * dish on a delivery day, the meals' shipping, a consultation. `product_ref` names the product's own
 * record (a meal's id, a consultation's type); `service_date` the day it is served (meals).
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: orderLineKinds }).notNull(),
    productRef: text('product_ref'),
    title: text('title').notNull(),
    serviceDate: date('service_date', { mode: 'string' }),
    quantity: integer('quantity').notNull(),
    unitCents: integer('unit_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    uniqueIndex('order_lines_order_position').on(t.orderId, t.position),
    index('order_lines_service_date_idx').on(t.serviceDate),
    index('order_lines_product_idx').on(t.kind, t.productRef),
    check('order_lines_amount', sql`${t.quantity} > 0 and ${t.amountCents} >= 0`),
  ],
);

/**
 * One use of a coupon, taken when the order is made (in its transaction) and given back when the
 * order fails or is cancelled unpaid. Counted per buyer: the account, or a guest's e-mail.
 */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    accountId: uuid('account_id').references(() => accounts.id),
    /** The buyer's e-mail, lower case (a guest has no account). */
    email: text('email'),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_uses_order_unique').on(t.orderId),
    index('coupon_uses_coupon_account_idx').on(t.couponId, t.accountId),
    index('coupon_uses_coupon_email_idx').on(t.couponId, t.email),
  ],
);

/** Every attempt to charge a card (card flow), approved or not, with the provider's reference. */
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
