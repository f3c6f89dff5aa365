import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

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
 * The delivery of a meals order (its money, buyer and dishes are the order's: orders, order_lines):
 * where and when the dishes go, and how they are cooked. Written with the order.
 */
export const mealDeliveries = pgTable('meal_deliveries', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  department: text('department').notNull(),
  neighborhood: text('neighborhood').notNull(),
  address: text('address').notNull(),
  fromTime: text('from_time').notNull(),
  untilTime: text('until_time').notNull(),
  saltOption: text('salt_option').notNull(),
  carboOption: text('carbo_option').notNull(),
  comments: text('comments').notNull().default(''),
});
