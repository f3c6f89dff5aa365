import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { analyses } from './analyses';

export const addresses = pgTable('addresses', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  street: text('street').notNull(),
  doorNumber: integer('door_number').notNull(),
  apartmentNumber: text('apartment_number').notNull().default(''),
  corner: text('corner').notNull().default(''),
  /** Department id 0–18 (0 Montevideo). */
  state: smallint('state').notNull(),
  city: text('city').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An address a kit leg uses: type 0 courier (home), 1 the office. */
export const distributions = pgTable(
  'distributions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => analyses.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    addressId: uuid('address_id')
      .notNull()
      .references(() => addresses.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('distributions_analysis_idx').on(t.analysisId)],
);

/**
 * A leg of the kit: 1 the kit goes to the customer, 2 the sample comes back. Montevideo courier legs
 * have a date and slot; interior legs wait in the phone queue ('to_arrange') until agreed.
 */
export const kitDistributions = pgTable(
  'kit_distributions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    distributionId: uuid('distribution_id')
      .notNull()
      .references(() => distributions.id, { onDelete: 'cascade' }),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => analyses.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    date: date('date', { mode: 'string' }),
    schedule: smallint('schedule'),
    status: text('status', { enum: ['scheduled', 'to_arrange', 'done', 'cancelled'] }).notNull(),
    agreedDate: date('agreed_date', { mode: 'string' }),
    agreedNote: text('agreed_note'),
    /** The day this leg had before the customer rescheduled it (issue 22), for operations. */
    rescheduledFrom: date('rescheduled_from', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kit_distributions_one_live_leg').on(t.analysisId, t.type).where(sql`${t.status} <> 'cancelled'`),
    index('kit_distributions_date_idx').on(t.date, t.schedule),
    check('kit_distributions_type', sql`${t.type} in (1, 2)`),
  ],
);

/** Booked courier legs per day and slot; a slot is full at its capacity. */
export const slotBookings = pgTable(
  'slot_bookings',
  {
    date: date('date', { mode: 'string' }).notNull(),
    schedule: smallint('schedule').notNull(),
    booked: integer('booked').notNull().default(0),
    /** Overrides the configured default capacity for this day and slot. */
    capacity: integer('capacity'),
  },
  (t) => [primaryKey({ columns: [t.date, t.schedule] }), check('slot_bookings_non_negative', sql`${t.booked} >= 0`)],
);

/** When the kit reached each status (the customer's timeline). */
export const analysisEvents = pgTable(
  'analysis_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => analyses.id, { onDelete: 'cascade' }),
    status: integer('status').notNull(),
    actorId: uuid('actor_id').references(() => accounts.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analysis_events_analysis_idx').on(t.analysisId)],
);

/** Genotypes imported from the laboratory's CSV, one row per sample and marker. */
export const genotypes = pgTable(
  'genotypes',
  {
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => analyses.id, { onDelete: 'cascade' }),
    rsid: text('rsid').notNull(),
    genotype: text('genotype').notNull(),
    importId: uuid('import_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.analysisId, t.rsid] })],
);

export const labImports = pgTable('lab_imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  operatorId: uuid('operator_id').references(() => accounts.id, { onDelete: 'set null' }),
  fileName: text('file_name').notNull(),
  rows: integer('rows').notNull(),
  samples: integer('samples').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every operator action: who, what, when, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => accounts.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);
