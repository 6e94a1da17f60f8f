import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Everyone who can sign in: staff and participants. `role` is the organisation role. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    kind: text('kind', { enum: ['staff', 'participant'] }).notNull(),
    role: text('role', { enum: ['Administrator', 'Supervisor', 'Staff', 'Participant'] }).notNull(),
    /** SPEC §3 account status: 1 Active, 0 Disabled, -1 Permanently Disabled. */
    status: smallint('status').notNull().default(1),
    /** How the user signs in: 'credentials' or an OIDC provider id. */
    signInSource: text('sign_in_source').notNull().default('credentials'),
    oidcSubject: text('oidc_subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_oidc_subject_key').on(t.signInSource, t.oidcSubject),
  ],
);

/** Server-side sessions: the truth behind every session cookie and access token. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
  },
  (t) => [
    index('sessions_user_open_idx')
      .on(t.userId)
      .where(sql`${t.endedAt} is null`),
  ],
);

/** Failed sign-in attempts per account, for the per-account lockout window. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_failures_email_at_idx').on(t.email, t.at)],
);
