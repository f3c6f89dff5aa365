import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * Invitations sent by a nutritionist (patient) or a company (employee). Only the token's hash is
 * stored; expiry is computed from `expires_at`. One pending invitation per inviter and e-mail.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inviterId: uuid('inviter_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['patient', 'employee'] }).notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    /** What the inviter entered besides the name ("load all data"), pre-filled for the invited person. */
    profile: jsonb('profile'),
    tokenHash: text('token_hash').notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'revoked'] })
      .notNull()
      .default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAccountId: uuid('accepted_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitations_token_unique').on(t.tokenHash),
    uniqueIndex('invitations_pending_unique').on(t.inviterId, t.email).where(sql`${t.status} = 'pending'`),
    index('invitations_inviter_idx').on(t.inviterId, t.createdAt),
    check('invitations_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);
