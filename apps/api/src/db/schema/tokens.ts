import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * Single-use links and codes sent by e-mail (account confirmation, password reset, account deletion,
 * step-up and two-factor change codes, the "Quitar la verificación en dos pasos" link, the sign-in unlock
 * link). Only a hash
 * of the random token is stored; a token works once and until it expires.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['confirm', 'reset', 'delete-account', 'step-up', 'two-factor-change', 'two-factor-removal', 'unlock'],
    }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_tokens_account_idx').on(t.accountId, t.purpose)],
);

/**
 * Fixed-window counters for rate limits (sign-in failures per account and per address, e-mail
 * requests, uploads). Shared by every API process through the database.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/**
 * One-time recovery codes of an operator's second factor (issue 17): generated when TOTP is turned
 * on or regenerated with the password, shown once, only a SHA-256 stored (80 random bits each), each
 * accepted once at the sign-in challenge instead of a TOTP code.
 */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('two_factor_recovery_codes_account_idx').on(t.accountId)],
);

/**
 * Browsers that completed a sign-in to an account before (issue 17; issue 36): the right password
 * from one of them gets through a lock once while strangers' wrong guesses keep the account locked.
 * Only a SHA-256 of the random token the browser keeps is stored, bound to the account. A browser is
 * trusted only after the whole sign-in (the second factor included), until `expires_at`; every
 * device of the account is revoked when its password changes or is reset.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull().default(sql`now() + interval '180 days'`),
  },
  (t) => [
    uniqueIndex('trusted_devices_token_hash_idx').on(t.tokenHash),
    index('trusted_devices_account_idx').on(t.accountId),
  ],
);

/**
 * A pending change of an account's e-mail address (issue 22): the new address waits here until the
 * single-use link sent to it is opened; only the link token's SHA-256 is stored. One live change per
 * account (a new request voids the older one). When the new address already has an account, the row is
 * written all the same (with a token nobody receives), so the profile answers alike (decision 017).
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Lower-cased, as accounts.email. */
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the link was used (the address changed) or the change was cancelled or replaced. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_changes_account_idx').on(t.accountId)],
);
