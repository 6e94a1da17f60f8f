import { sql } from 'drizzle-orm';
import {
  bigint,
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
