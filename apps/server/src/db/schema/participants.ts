import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
    /** Profile sections (SPEC §3), keyed by section name; validated against GET /schema/sections. */
    profile: jsonb('profile')
      .$type<Record<string, Record<string, unknown>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    profileUpdatedAt: timestamp('profile_updated_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('participants_user_key').on(t.userId),
    index('participants_last_name_trgm_idx').using('gin', sql`lower(${t.lastName}) gin_trgm_ops`),
    index('participants_first_name_trgm_idx').using('gin', sql`lower(${t.firstName}) gin_trgm_ops`),
    index('participants_last_name_prefix_idx').on(sql`lower(${t.lastName}) text_pattern_ops`),
    index('participants_dob_idx').on(t.dob),
    index('participants_email_idx').on(sql`lower(${t.email})`),
    index('participants_phones_idx').using('gin', t.phones),
    index('participants_last_name_dmetaphone_idx').on(sql`dmetaphone(${t.lastName})`),
    // Serves short name prefixes and the alphabetical order of search pages (C collation: byte order). The names
    // themselves close the key so that a prefix count is an index-only scan: PostgreSQL reads an expression index
    // without the table only when every column the query names is in the index.
    index('participants_name_order_idx').on(
      sql`lower(${t.lastName}) collate "C"`,
      sql`lower(${t.firstName}) collate "C"`,
      t.participantId,
      t.lastName,
      t.firstName,
    ),
    // The same order for a search by first name alone (issue 9): a page of one first name is a range of this index.
    index('participants_first_name_order_idx').on(
      sql`lower(${t.firstName}) collate "C"`,
      sql`lower(${t.lastName}) collate "C"`,
      t.participantId,
      t.firstName,
    ),
    // The duplicate check walks each pair of alike names in this order for its first ids (issue 9, decision 020):
    // only participants that are not merged, and every column the walk reads (the date of birth too: it skips the
    // close ones), so that it stops at its limit without reading the table.
    index('participants_unmerged_name_order_idx')
      .on(
        sql`lower(${t.lastName}) collate "C"`,
        sql`lower(${t.firstName}) collate "C"`,
        t.participantId,
        t.lastName,
        t.firstName,
        t.dob,
      )
      .where(sql`${t.mergedInto} is null`),
  ],
);

/**
 * The lexicon of participant names (issue 9, decision 020): how many participants carry each first and each last
 * name, as typed (so that every expression a search matches a name by gives the same answer here as on the
 * participant), split by whether the participant is Active. A typo search matches these few rows instead of the
 * participants, and its total is the sum of their counts. Kept exact by statement triggers on `participants`
 * (migration 0014), in the writing transaction; a row leaves when its count reaches 0.
 */
export const participantNames = pgTable(
  'participant_names',
  {
    part: text('part', { enum: ['first', 'last'] }).notNull(),
    name: text('name').notNull(),
    /** status = 1 (Active). */
    active: boolean('active').notNull(),
    /** Participants with this name, part and activity. */
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.part, t.name, t.active] }),
    // The three ways nameMatches in participants.repository.ts matches a name, as on participants.
    index('participant_names_first_trgm_idx')
      .using('gin', sql`lower(${t.name}) gin_trgm_ops`)
      .where(sql`${t.part} = 'first'`),
    index('participant_names_last_trgm_idx')
      .using('gin', sql`lower(${t.name}) gin_trgm_ops`)
      .where(sql`${t.part} = 'last'`),
    index('participant_names_prefix_idx').on(t.part, sql`lower(${t.name}) text_pattern_ops`),
    index('participant_names_dmetaphone_idx').on(t.part, sql`dmetaphone(${t.name})`),
  ],
);

/** Files of a participant; reference participantId/category/name (SPEC §3). Bytes live in the file store. */
export const participantFiles = pgTable(
  'participant_files',
  {
    id: uuid('id').primaryKey(),
    participantId: text('participant_id')
      .notNull()
      .references(() => participants.participantId, { onDelete: 'restrict' }),
    category: text('category').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('participant_files_ref_key').on(t.participantId, t.category, t.name)],
);

/** Identity verifications: pending -> verified | rejected, with who and when. */
export const participantVerifications = pgTable(
  'participant_verifications',
  {
    id: uuid('id').primaryKey(),
    participantId: text('participant_id')
      .notNull()
      .references(() => participants.participantId, { onDelete: 'restrict' }),
    method: text('method').notNull(),
    status: text('status', { enum: ['pending', 'verified', 'rejected'] })
      .notNull()
      .default('pending'),
    note: text('note').notNull().default(''),
    requestedBy: uuid('requested_by'),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('participant_verifications_participant_idx').on(t.participantId, t.createdAt),
    index('participant_verifications_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** A participant's spoken passphrase, encrypted at rest (AES-256-GCM, key from configuration). */
export const participantPassphrases = pgTable('participant_passphrases', {
  participantId: text('participant_id')
    .primaryKey()
    .references(() => participants.participantId, { onDelete: 'cascade' }),
  ciphertext: text('ciphertext').notNull(),
  hint: text('hint').notNull().default(''),
  updatedBy: uuid('updated_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
