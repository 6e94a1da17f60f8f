import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_members_user_key').on(t.userId),
    index('staff_members_last_name_idx').on(sql`lower(${t.lastName}) text_pattern_ops`),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isPrivate: boolean('is_private').notNull().default(false),
    /**
     * How many team_members rows name this team, kept exact by triggers on team_members (migration 0018), so the
     * team list does not count every team's members on each call. Never written by the app.
     */
    memberCount: integer('member_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('teams_name_key').on(sql`lower(${t.name})`)],
);

/** Team roles are defined once for the organisation and held per team membership. */
export const teamRoles = pgTable(
  'team_roles',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('team_roles_name_key').on(sql`lower(${t.name})`)],
);

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    staffMemberId: uuid('staff_member_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.staffMemberId] }),
    index('team_members_staff_idx').on(t.staffMemberId),
  ],
);

export const teamMemberRoles = pgTable(
  'team_member_roles',
  {
    teamId: uuid('team_id').notNull(),
    staffMemberId: uuid('staff_member_id').notNull(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => teamRoles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.staffMemberId, t.roleId] }),
    foreignKey({
      name: 'team_member_roles_membership_fk',
      columns: [t.teamId, t.staffMemberId],
      foreignColumns: [teamMembers.teamId, teamMembers.staffMemberId],
    }).onDelete('cascade'),
    index('team_member_roles_staff_idx').on(t.staffMemberId),
  ],
);

/** Areas of the product that an administrator can switch on or off (SPEC §2 plugin list). */
export const plugins = pgTable('plugins', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Secure-messaging departments participants can write to (SPEC §7 applications); each is answered by a team. */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_name_key').on(sql`lower(${t.name})`),
    index('applications_team_idx').on(t.teamId),
  ],
);

/** Links shown to participants on their dashboard (SPEC §7 help links). */
export const helpLinks = pgTable(
  'help_links',
  {
    id: uuid('id').primaryKey(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('help_links_order_idx').on(t.sortOrder, t.title)],
);
