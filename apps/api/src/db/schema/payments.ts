import { index, integer, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { orders } from './orders';

/** Numbers printed on kits (NT-2026-000001). */
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
    /**
     * The device id the provider's fingerprint script gave the frame's browser with that token
     * (MercadoPago's security.js: MP_DEVICE_SESSION_ID): sent with the charge that consumes it.
     */
    deviceId: text('device_id'),
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
    /** A share of what the buyer paid, in what the buyer paid in (the order's currency: decision 065). */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency', { enum: ['USD', 'UYU'] }).notNull(),
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
