import { sql } from 'drizzle-orm';
import { check, pgTable, real, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * The customer's nutrition-calculator inputs (health data: never shown to a company). Only what the
 * person entered is stored; every derived figure is recomputed by the domain calculator on read.
 */
export const nutritionProfiles = pgTable(
  'nutrition_profiles',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    sex: smallint('sex').notNull(),
    goals: smallint('goals').notNull(),
    activity: smallint('activity').notNull(),
    weight: real('weight').notNull(),
    height: real('height').notNull(),
    age: smallint('age').notNull(),
    selectedDiet: text('selected_diet').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('nutrition_profiles_sex', sql`${t.sex} in (0, 1)`),
    check('nutrition_profiles_goals', sql`${t.goals} between 0 and 2`),
    check('nutrition_profiles_activity', sql`${t.activity} between 0 and 4`),
  ],
);
