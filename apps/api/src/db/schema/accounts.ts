import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { familyHistories, pathologies } from './reference';

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['Customer', 'Nutritionist', 'Business', 'Operator'] }).notNull(),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** Bumped to invalidate every token issued before (password change, "sign out everywhere"). */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The nutritionist this customer is linked to (by public code). */
    nutritionistId: uuid('nutritionist_id').references((): AnyPgColumn => accounts.id, { onDelete: 'set null' }),
    /** The company this customer was invited by. */
    businessId: uuid('business_id').references((): AnyPgColumn => accounts.id, { onDelete: 'set null' }),
    /** TOTP shared secret (base32); set while enrolling, active once totpEnabledAt is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last 30-second step accepted, so a code cannot be replayed. */
    totpLastStep: integer('totp_last_step'),
    /** Set when the person deleted the account: the row stays, anonymised, for accounting records. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_email_unique').on(t.email),
    check('accounts_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

export const profiles = pgTable('profiles', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  birthDate: date('birth_date', { mode: 'string' }),
  height: smallint('height'),
  weight: smallint('weight'),
  gender: smallint('gender'),
  ethnicity: smallint('ethnicity'),
  mobile: text('mobile'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const profilePathologies = pgTable(
  'profile_pathologies',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    pathologyId: integer('pathology_id')
      .notNull()
      .references(() => pathologies.id),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.pathologyId] })],
);

export const profileFamilyHistories = pgTable(
  'profile_family_histories',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    familyHistoryId: integer('family_history_id')
      .notNull()
      .references(() => familyHistories.id),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.familyHistoryId] })],
);

export const nutritionists = pgTable(
  'nutritionists',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Short, upper-case, unique public code customers type to link to this nutritionist. */
    publicCode: text('public_code').notNull(),
  },
  (t) => [
    uniqueIndex('nutritionists_public_code_unique').on(t.publicCode),
    check('nutritionists_public_code_upper', sql`${t.publicCode} = upper(${t.publicCode})`),
  ],
);

export const businesses = pgTable('businesses', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  rut: text('rut').notNull(),
  businessName: text('business_name').notNull().default(''),
  address: text('address').notNull().default(''),
  /** The city of that address: DGI asks for it on every e-Factura (CiudadRecep, issue 38). */
  city: text('city').notNull().default(''),
  phone: text('phone').notNull().default(''),
  avatarUrl: text('avatar_url'),
});

/** Logged-out tokens, kept until they would have expired anyway (then purged). */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Consent events (Ley 18.331): every grant or withdrawal, with the version of the text shown.
 * The current state of a kind is its latest row.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /**
     * 'genetic_data': a customer's terms and processing of genetic data at signup; 'terms': the terms
     * accepted by a company or a nutritionist, who give no health data (issue 41 item 12);
     * 'share_nutritionist': results shared with the linked nutritionist; 'apoe_results': the owner
     * opted in to APOE-based results.
     */
    kind: text('kind', { enum: ['genetic_data', 'terms', 'share_nutritionist', 'apoe_results'] }).notNull(),
    textVersion: text('text_version').notNull(),
    granted: boolean('granted').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consents_account_idx').on(t.accountId, t.kind, t.at)],
);

/**
 * Employees a company unlinked (issue 22): who, when, and whether their kit place went back to the
 * company. A place whose kit was never sent returns (`placeReturned`); one already used stays counted
 * here, since the person no longer carries the company's id (`kitsAvailable` adds these rows).
 */
export const employeeUnlinks = pgTable(
  'employee_unlinks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Null once the former employee deleted their account: the used place still counts. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    placeReturned: boolean('place_returned').notNull(),
    unlinkedAt: timestamp('unlinked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('employee_unlinks_business_idx').on(t.businessId)],
);
