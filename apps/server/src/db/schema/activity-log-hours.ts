import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Issue 9, decision 020: how many activity-log rows of each kind were written in each closed UTC hour, so the admin
 * log's total sums at most a row per kind and hour instead of counting every entry. Only hours before
 * `activity_log_hours_state.rolled_up_to` are here, and each of them completely (an hour without entries has no row).
 * Kept by a catch-up the admin log's reader runs (logs/activity-log-hours.repository.ts); a row inserted later into
 * an hour already counted (a backdated insert) is added by a trigger of migration 0015.
 */
export const activityLogHours = pgTable(
  'activity_log_hours',
  {
    kind: text('kind').notNull(),
    /** The start of the UTC hour. */
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.hour] }),
    // The sums of one kind and of every kind over a range of hours, from an index alone (n in the key: drizzle has
    // no INCLUDE).
    index('activity_log_hours_kind_hour_n_idx').on(t.kind, t.hour, t.n),
    index('activity_log_hours_hour_n_idx').on(t.hour, t.n),
  ],
);

/** The one row saying up to where the roll-up is complete: every activity-log row before it is counted. */
export const activityLogHoursState = pgTable(
  'activity_log_hours_state',
  {
    id: smallint('id').primaryKey().default(1),
    /** An hour boundary; '-infinity' until the first catch-up. */
    rolledUpTo: timestamp('rolled_up_to', { withTimezone: true })
      .notNull()
      .default(sql`'-infinity'`),
  },
  (t) => [check('activity_log_hours_state_one_row', sql`${t.id} = 1`)],
);
