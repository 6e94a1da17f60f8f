import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { teams } from './organisation.ts';
import { users } from './users.ts';

/**
 * A quick message (issue 6): a personal template belongs to its owner, a team template to its team. The body is
 * sanitised rich text with {variables} left in place; body_text is its plain copy for previews and search.
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'restrict' }),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    bodyHtml: text('body_html').notNull(),
    bodyText: text('body_text').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'message_templates_type_owner',
      sql`(${t.type} = 'team' and ${t.teamId} is not null and ${t.ownerUserId} is null) or (${t.type} = 'personal' and ${t.ownerUserId} is not null and ${t.teamId} is null)`,
    ),
    index('message_templates_team_idx').on(t.teamId, t.name),
    index('message_templates_owner_idx').on(t.ownerUserId, t.name),
    index('message_templates_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/** A team's template category; a template in no category is "uncategorised". */
export const messageTemplateCategories = pgTable(
  'message_template_categories',
  {
    id: uuid('id').primaryKey(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('message_template_categories_team_name_key').on(t.teamId, sql`lower(${t.name})`)],
);

/** Which categories a template is in (deleting a category removes its links only, never the templates). */
export const messageTemplateCategoryLinks = pgTable(
  'message_template_category_links',
  {
    templateId: uuid('template_id')
      .notNull()
      .references(() => messageTemplates.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => messageTemplateCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.templateId, t.categoryId] }),
    index('message_template_category_links_category_idx').on(t.categoryId),
  ],
);

/** A file attached to a template; copied onto a message's files when the template is used. */
export const messageTemplateFiles = pgTable(
  'message_template_files',
  {
    id: uuid('id').primaryKey(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => messageTemplates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedByUserId: uuid('uploaded_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('message_template_files_ref_key').on(t.templateId, t.name)],
);
