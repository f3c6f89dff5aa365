import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { orders } from './orders';

/** A nutritionist's weekly consultation hours (Montevideo), in minutes from midnight. */
export const consultationAvailability = pgTable(
  'consultation_availability',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nutritionistId: uuid('nutritionist_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (t) => [
    index('consultation_availability_nutritionist_idx').on(t.nutritionistId),
    check('consultation_availability_range', sql`${t.weekday} between 0 and 6 and ${t.startMinute} < ${t.endMinute}`),
  ],
);

/** Days a nutritionist does not attend. */
export const consultationExceptions = pgTable(
  'consultation_exceptions',
  {
    nutritionistId: uuid('nutritionist_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.nutritionistId, t.date] })],
);

/**
 * What a consultation order sold (its money and buyer are the order's: orders, order_lines): the
 * offer, its sessions, who attends, and whether they share their results with the nutritionist.
 */
export const consultationPurchases = pgTable('consultation_purchases', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  sessions: integer('sessions').notNull(),
  /** Who attends (the buyer's name as given, in two parts). */
  name: text('name').notNull(),
  lastName: text('last_name').notNull(),
  /**
   * 1 while the signed-in client shares their genetic results with the nutritionist of this
   * consultation's sessions (issue 22, item 19): chosen at booking, changeable until the session;
   * the nutritionist reads them only while it is 1 and a session has not ended.
   */
  shareResults: integer('share_results').notNull().default(0),
  shareResultsChangedAt: timestamp('share_results_changed_at', { withTimezone: true }),
});

/**
 * A booked (or held) session. Two active bookings of one calendar at one start are impossible: the
 * partial unique index is the guard, whatever the number of API processes.
 */
export const consultationBookings = pgTable(
  'consultation_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The nutritionist's id for built-in slots, 'webhook' for the external calendar. */
    calendarKey: text('calendar_key').notNull(),
    nutritionistId: uuid('nutritionist_id').references(() => accounts.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['held', 'confirmed', 'cancelled', 'expired'] }).notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    sessionNumber: integer('session_number').notNull().default(1),
    /** When the reminders went out (24 h and 1 h before); a moved session gets them again. */
    reminderDaySentAt: timestamp('reminder_day_sent_at', { withTimezone: true }),
    reminderHourSentAt: timestamp('reminder_hour_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('consultation_bookings_slot_unique')
      .on(t.calendarKey, t.startsAt)
      .where(sql`${t.status} in ('held', 'confirmed')`),
    index('consultation_bookings_nutritionist_idx').on(t.nutritionistId, t.startsAt),
    index('consultation_bookings_order_idx').on(t.orderId),
  ],
);

/**
 * What a client sees of the nutritionist before paying (issue 22, item 19): the professional licence
 * number, optional (shown only when present). The name comes from the account's profile.
 */
export const consultationNutritionistProfiles = pgTable('consultation_nutritionist_profiles', {
  nutritionistId: uuid('nutritionist_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  licenseNumber: text('license_number'),
  /** The nutritionist's photo: one of their own re-encoded uploads (/uploads/avatars/…webp), or null. */
  photoUrl: text('photo_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
