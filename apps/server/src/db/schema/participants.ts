import { sql } from 'drizzle-orm';
import {
  date,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export interface StoredPhone {
  number: string;
  isPreferred: boolean;
  type?: 'mobile' | 'home';
}

/** SPEC §3 Participant. `participantId` is a short typeable code; `status` is the account status. */
export const participants = pgTable(
  'participants',
  {
    participantId: text('participant_id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    email: text('email'),
    phones: jsonb('phones')
      .$type<StoredPhone[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: smallint('status').notNull().default(1),
    mergedInto: text('merged_into'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('participants_user_key').on(t.userId),
    index('participants_last_name_trgm_idx').using('gin', sql`lower(${t.lastName}) gin_trgm_ops`),
    index('participants_first_name_trgm_idx').using('gin', sql`lower(${t.firstName}) gin_trgm_ops`),
    index('participants_last_name_prefix_idx').on(sql`lower(${t.lastName}) text_pattern_ops`),
    index('participants_dob_idx').on(t.dob),
  ],
);
