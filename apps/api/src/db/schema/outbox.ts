import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** An attachment named, not stored: the mail worker renders it when it sends the message. */
export type OutboxAttachment = { kind: 'invoice-pdf' | 'invoice-xml'; invoiceId: string };

/**
 * Transactional e-mail outbox: a row is written in the same transaction as the change that causes
 * the e-mail; a worker (any API process) claims rows with FOR UPDATE SKIP LOCKED and delivers them.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** The template that produced it and the links it carries, for logs and tests. */
    template: text('template').notNull(),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    /** A calendar invitation (iCalendar text) sent with the message, or null. */
    ical: text('ical'),
    /** Files attached when sending, rendered then from what they name (e.g. a fiscal receipt's PDF and XML). */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_emails_due_idx').on(t.status, t.nextAttemptAt)],
);
