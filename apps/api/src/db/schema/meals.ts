import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { coupons } from './payments';

/** A menu week (Monday to Sunday). */
export const mealWeeks = pgTable('meal_weeks', {
  id: uuid('id').primaryKey().defaultRandom(),
  weekstart: date('weekstart', { mode: 'string' }).notNull().unique(),
  weekend: date('weekend', { mode: 'string' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A meal of a week's menu (doc 2 §3 "Meal"). */
export const meals = pgTable(
  'meals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    weekId: uuid('week_id')
      .notNull()
      .references(() => mealWeeks.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** '(vegetariano, sin gluten)' */
    subtitle: text('subtitle'),
    photoUrl: text('photo_url'),
    calories: integer('calories'),
    kitchenId: integer('kitchen_id').notNull(),
    /** 0–6 Sunday…Saturday; 7 any delivery day. */
    availableDay: integer('available_day').notNull(),
    /** Main ingredients as food catalogue ids: whether the meal suits a person's genetic food ratings. */
    foodIds: jsonb('food_ids').$type<string[]>().notNull().default([]),
    active: integer('active').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('meals_week_idx').on(t.weekId), check('meals_available_day', sql`${t.availableDay} between 0 and 7`)],
);

/**
 * A meals order, signed in or not. Prices are computed on the server; the order is paid only by the
 * server's confirmation from the payment provider. `access_key_hash` lets whoever created it read,
 * pay or cancel it.
 */
export const mealOrders = pgTable(
  'meal_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * Whose key it is: `account:<id>` for a signed-in buyer, `guest` otherwise. A key only ever finds
     * an order of the same scope, and only with the same request (`request_hash`).
     */
    idempotencyScope: text('idempotency_scope').notNull().default('guest'),
    /** SHA-256 of the canonical request body: a key reused with another body is refused (422). */
    requestHash: text('request_hash'),
    accessKeyHash: text('access_key_hash').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    department: text('department').notNull(),
    neighborhood: text('neighborhood').notNull(),
    address: text('address').notNull(),
    fromTime: text('from_time').notNull(),
    untilTime: text('until_time').notNull(),
    saltOption: text('salt_option').notNull(),
    carboOption: text('carbo_option').notNull(),
    comments: text('comments').notNull().default(''),
    couponId: uuid('coupon_id').references(() => coupons.id),
    /** 1 while the order holds one use of its coupon (taken at creation, given back when cancelled). */
    couponHeld: integer('coupon_held').notNull().default(0),
    mealCount: integer('meal_count').notNull(),
    mealsCents: integer('meals_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency', { enum: ['UYU'] }).notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed', 'cancelled'] }).notNull(),
    gateway: text('gateway', { enum: ['sandbox', 'mercadopago'] }),
    preferenceId: text('preference_id'),
    checkoutUrl: text('checkout_url'),
    paymentId: text('payment_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * Why the order was closed with its payment given back: `late` = the payment arrived after the
     * ordering deadline of one of its delivery days (the order is `cancelled`, no kitchen work).
     */
    refundReason: text('refund_reason', { enum: ['late'] }),
    /** The payment refunded for `refund_reason` (the buyer's return page and e-mail name it). */
    refundPaymentId: text('refund_payment_id'),
    /** Given back to the buyer after payment (a refund under the terms); a credit note documents it. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('meal_orders_idempotency_scope_unique').on(t.idempotencyScope, t.idempotencyKey),
    uniqueIndex('meal_orders_payment_unique').on(t.paymentId),
    index('meal_orders_status_idx').on(t.status, t.createdAt),
    check('meal_orders_total', sql`${t.totalCents} >= 0`),
  ],
);

export const mealOrderItems = pgTable(
  'meal_order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => mealOrders.id, { onDelete: 'cascade' }),
    mealId: uuid('meal_id')
      .notNull()
      .references(() => meals.id),
    weekId: uuid('week_id')
      .notNull()
      .references(() => mealWeeks.id),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    quantity: integer('quantity').notNull(),
    unitCents: integer('unit_cents').notNull(),
  },
  (t) => [index('meal_order_items_date_idx').on(t.deliveryDate), index('meal_order_items_order_idx').on(t.orderId)],
);
