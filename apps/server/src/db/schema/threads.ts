import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { applications, staffMembers, teams } from './organisation.ts';
import { participants } from './participants.ts';
import { users } from './users.ts';

/**
 * A secure-messaging thread (ARCHITECTURE §4): it belongs to one participant and to a team (team thread) or to a
 * staff member (personal thread). List columns (last message, counts, waiting-since) are kept on the row so every
 * inbox page is one index range scan.
 */
export const threads = pgTable(
  'threads',
  {
    id: uuid('id').primaryKey(),
    subject: text('subject').notNull(),
    participantId: text('participant_id')
      .notNull()
      .references(() => participants.participantId, { onDelete: 'restrict' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'restrict' }),
    ownerStaffMemberId: uuid('owner_staff_member_id').references(() => staffMembers.id, {
      onDelete: 'restrict',
    }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    /** The service the thread is about (the service directory arrives in issue 7). */
    serviceId: text('service_id'),
    /** Set by a referral: the team the thread was moved to (the referral flag). */
    referredToTeamId: uuid('referred_to_team_id').references(() => teams.id, { onDelete: 'restrict' }),
    createdByUserId: uuid('created_by_user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessagePreview: text('last_message_preview').notNull().default(''),
    lastMessageFrom: text('last_message_from', { enum: ['participant', 'staff'] }).notNull(),
    /** The first staff message after the participant started the thread (first-response figure). */
    firstStaffReplyAt: timestamp('first_staff_reply_at', { withTimezone: true }),
    /** The participant's oldest message not yet followed by a staff message (unresponded list); null otherwise. */
    awaitingReplySince: timestamp('awaiting_reply_since', { withTimezone: true }),
    teamArchivedAt: timestamp('team_archived_at', { withTimezone: true }),
    /** Set when archived for the team (or by the owner of a personal thread); cleared on unarchive. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    messageCount: integer('message_count').notNull().default(0),
    /** How many staff members are assigned (kept with thread_assignees; the unassigned list reads it). */
    assigneeCount: integer('assignee_count').notNull().default(0),
  },
  (t) => [
    check('threads_team_or_owner_check', sql`${t.teamId} is not null or ${t.ownerStaffMemberId} is not null`),
    check('threads_last_message_from_check', sql`${t.lastMessageFrom} in ('participant', 'staff')`),
    check('threads_counts_check', sql`${t.messageCount} >= 0 and ${t.assigneeCount} >= 0`),
    index('threads_team_inbox_idx').on(t.teamId, t.teamArchivedAt, t.lastMessageAt.desc()),
    index('threads_participant_idx').on(t.participantId, t.lastMessageAt.desc()),
    // With the id, a staff inbox's personal threads are an index-only scan (thread-lists.repository.ts).
    index('threads_owner_idx').on(t.ownerStaffMemberId, t.lastMessageAt.desc(), t.id),
    index('threads_unassigned_idx')
      .on(t.teamId, t.lastMessageAt.desc())
      .where(sql`${t.assigneeCount} = 0 and ${t.teamArchivedAt} is null and ${t.teamId} is not null`),
    index('threads_unresponded_idx')
      .on(t.teamId, t.awaitingReplySince)
      .where(sql`${t.awaitingReplySince} is not null and ${t.teamArchivedAt} is null`),
    index('threads_subject_trgm_idx').using('gin', sql`${t.subject} gin_trgm_ops`),
    index('threads_referred_to_team_idx')
      .on(t.referredToTeamId)
      .where(sql`${t.referredToTeamId} is not null`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id'),
    authorKind: text('author_kind', { enum: ['participant', 'staff'] }).notNull(),
    /** Sanitised HTML (platform/rich-text). */
    bodyHtml: text('body_html').notNull(),
    /** A plain-text copy of the sanitised HTML, for previews and search. */
    bodyText: text('body_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('messages_author_kind_check', sql`${t.authorKind} in ('participant', 'staff')`),
    index('messages_thread_idx').on(t.threadId, t.createdAt),
    index('messages_body_text_trgm_idx').using('gin', sql`${t.bodyText} gin_trgm_ops`),
  ],
);

export const threadAssignees = pgTable(
  'thread_assignees',
  {
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    staffMemberId: uuid('staff_member_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'restrict' }),
    assignedByUserId: uuid('assigned_by_user_id'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.threadId, t.staffMemberId] }),
    // With the thread id, a staff inbox's assigned threads are an index-only scan.
    index('thread_assignees_staff_idx').on(t.staffMemberId, t.threadId),
  ],
);

/** Per user and thread: the read marker (last message read) and the personal archive flag. */
export const threadUserStates = pgTable(
  'thread_user_states',
  {
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    lastReadMessageId: uuid('last_read_message_id'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.threadId, t.userId] }),
    // With the thread id, the threads a user archived are an index-only scan (personal inbox lists and counts).
    index('thread_user_states_user_idx').on(t.userId, t.archivedAt, t.threadId),
  ],
);

/** Files attached to a message; reference threadId/messageId/name (SPEC §3). Bytes live in the file store. */
export const messageFiles = pgTable(
  'message_files',
  {
    id: uuid('id').primaryKey(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedByUserId: uuid('uploaded_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_files_ref_key').on(t.messageId, t.name),
    index('message_files_thread_idx').on(t.threadId),
  ],
);
