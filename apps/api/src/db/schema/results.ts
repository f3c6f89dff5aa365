import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** Every read of someone's genetic results: who, whose, when (shown to the owner). */
export const resultsAccessLog = pgTable(
  'results_access_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    viewerId: uuid('viewer_id').references(() => accounts.id, { onDelete: 'set null' }),
    viewerRole: text('viewer_role').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('results_access_log_owner_idx').on(t.ownerId, t.at)],
);
