import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { anyUuidOf, preparedPerHandle } from '#src/db/prepared.ts';
import {
  messageTemplateCategories,
  messageTemplateCategoryLinks,
  messageTemplateFiles,
  messageTemplates,
  staffMembers,
  teams,
} from '#src/db/schema/index.ts';

export type TemplateRow = typeof messageTemplates.$inferSelect;
export type NewTemplateRow = typeof messageTemplates.$inferInsert;
export type TemplateFileRow = typeof messageTemplateFiles.$inferSelect;
export type NewTemplateFileRow = typeof messageTemplateFiles.$inferInsert;
export type CategoryRow = typeof messageTemplateCategories.$inferSelect;

/** Which templates a list covers: the caller's personal ones and/or those of some teams. */
export interface TemplateScope {
  ownerUserId?: string;
  teamIds: readonly string[];
}

/** `%`, `_` and `\` match themselves in a LIKE pattern built from user input. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The scope's templates: the owner's personal ones (a null owner has none) and the teams' (none for no team). */
const inScope = or(
  eq(messageTemplates.ownerUserId, sql.placeholder('ownerUserId')),
  anyUuidOf(messageTemplates.teamId, 'teamIds'),
);

/**
 * Term search: a name starting with the term first, then a name containing it, then a name that looks like it
 * (trigram word similarity, for typos), then body text containing it; ties by name.
 */
const lowerName = sql`lower(${messageTemplates.name})`;
const similarity = sql`word_similarity(${sql.placeholder('term')}, ${lowerName})`;
const termWhere = sql`(${lowerName} like ${sql.placeholder('contains')} or lower(${messageTemplates.bodyText}) like ${sql.placeholder('contains')} or ${similarity} >= 0.4)`;
const termRank = sql`case when ${lowerName} like ${sql.placeholder('prefix')} then 0 when ${lowerName} like ${sql.placeholder('contains')} then 1 when ${similarity} >= 0.4 then 2 else 3 end`;

/** A page of a list (with or without a term) and its count, prepared: planning them costs more than running them. */
function listStatements(db: DbOrTx, search: boolean) {
  const where = search ? and(inScope, termWhere) : inScope;
  const order = search
    ? [termRank, sql`${similarity} desc`, asc(messageTemplates.name), asc(messageTemplates.id)]
    : [asc(lowerName), asc(messageTemplates.id)];
  const kind = search ? 'search' : 'all';
  return {
    page: db
      .select()
      .from(messageTemplates)
      .where(where)
      .orderBy(...order)
      .limit(sql.placeholder('take'))
      .offset(sql.placeholder('skip'))
      .prepare(`message_templates_${kind}_page`),
    count: db
      .select({ n: count() })
      .from(messageTemplates)
      .where(where)
      .prepare(`message_templates_${kind}_count`),
  };
}
const lists = preparedPerHandle((db) => ({
  all: listStatements(db, false),
  search: listStatements(db, true),
}));

// What a page of templates shows besides the templates, one statement each for any number of templates.
const categoriesOfTemplates = preparedPerHandle((db) =>
  db
    .select({
      templateId: messageTemplateCategoryLinks.templateId,
      id: messageTemplateCategories.id,
      name: messageTemplateCategories.name,
    })
    .from(messageTemplateCategoryLinks)
    .innerJoin(
      messageTemplateCategories,
      eq(messageTemplateCategories.id, messageTemplateCategoryLinks.categoryId),
    )
    .where(anyUuidOf(messageTemplateCategoryLinks.templateId, 'ids'))
    .orderBy(asc(sql`lower(${messageTemplateCategories.name})`))
    .prepare('message_template_categories_of'),
);
const filesOfTemplates = preparedPerHandle((db) =>
  db
    .select()
    .from(messageTemplateFiles)
    .where(anyUuidOf(messageTemplateFiles.templateId, 'ids'))
    .orderBy(asc(messageTemplateFiles.createdAt), asc(messageTemplateFiles.name))
    .prepare('message_template_files_of'),
);
const staffNamesOf = preparedPerHandle((db) =>
  db
    .select({
      userId: staffMembers.userId,
      firstName: staffMembers.firstName,
      lastName: staffMembers.lastName,
    })
    .from(staffMembers)
    .where(anyUuidOf(staffMembers.userId, 'ids'))
    .prepare('message_template_staff_names'),
);
const teamNamesOf = preparedPerHandle((db) =>
  db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(anyUuidOf(teams.id, 'ids'))
    .prepare('message_template_team_names'),
);

export function createTemplatesRepository(db: DbOrTx) {
  return {
    async find(id: string, options: { lock?: boolean } = {}): Promise<TemplateRow | undefined> {
      const query = db.select().from(messageTemplates).where(eq(messageTemplates.id, id)).limit(1);
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },

    async list(scope: TemplateScope, term: string | undefined, page: { take: number; skip: number }) {
      const lowered = term?.toLowerCase();
      const statements = lowered ? lists(db).search : lists(db).all;
      const params = {
        ownerUserId: scope.ownerUserId ?? null,
        teamIds: [...scope.teamIds],
        term: lowered,
        contains: lowered && `%${likeEscape(lowered)}%`,
        prefix: lowered && `${likeEscape(lowered)}%`,
        take: page.take,
        skip: page.skip,
      };
      const [rows, counted] = await Promise.all([
        statements.page.execute(params),
        statements.count.execute(params),
      ]);
      return { rows, total: counted[0]?.n ?? 0 };
    },

    async insert(row: NewTemplateRow): Promise<TemplateRow> {
      const [inserted] = await db.insert(messageTemplates).values(row).returning();
      return inserted!;
    },

    async update(id: string, change: Partial<NewTemplateRow>): Promise<TemplateRow> {
      const [updated] = await db
        .update(messageTemplates)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(messageTemplates.id, id))
        .returning();
      return updated!;
    },

    async remove(id: string): Promise<void> {
      await db.delete(messageTemplates).where(eq(messageTemplates.id, id));
    },

    async setCategories(templateId: string, categoryIds: readonly string[]): Promise<void> {
      await db
        .delete(messageTemplateCategoryLinks)
        .where(eq(messageTemplateCategoryLinks.templateId, templateId));
      if (categoryIds.length > 0) {
        await db
          .insert(messageTemplateCategoryLinks)
          .values(categoryIds.map((categoryId) => ({ templateId, categoryId })));
      }
    },

    /** The categories of each template, by template id. */
    async categoriesOf(templateIds: readonly string[]) {
      const result = new Map<string, { id: string; name: string }[]>();
      if (templateIds.length === 0) return result;
      const rows = await categoriesOfTemplates(db).execute({ ids: [...templateIds] });
      for (const row of rows) {
        const list = result.get(row.templateId) ?? [];
        list.push({ id: row.id, name: row.name });
        result.set(row.templateId, list);
      }
      return result;
    },

    /** The files of each template, by template id, oldest first. */
    async filesOf(templateIds: readonly string[]) {
      const result = new Map<string, TemplateFileRow[]>();
      if (templateIds.length === 0) return result;
      const rows = await filesOfTemplates(db).execute({ ids: [...templateIds] });
      for (const row of rows) {
        const list = result.get(row.templateId) ?? [];
        list.push(row);
        result.set(row.templateId, list);
      }
      return result;
    },

    /** Display names of staff users (by user id). */
    async staffNames(userIds: readonly string[]): Promise<Map<string, string>> {
      const ids = [...new Set(userIds)];
      if (ids.length === 0) return new Map();
      const rows = await staffNamesOf(db).execute({ ids });
      return new Map(rows.map((r) => [r.userId, `${r.firstName} ${r.lastName}`.trim()]));
    },

    async teamNames(teamIds: readonly string[]): Promise<Map<string, string>> {
      const ids = [...new Set(teamIds)];
      if (ids.length === 0) return new Map();
      const rows = await teamNamesOf(db).execute({ ids });
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    // ---- categories ----

    async category(id: string, options: { lock?: boolean } = {}): Promise<CategoryRow | undefined> {
      const query = db
        .select()
        .from(messageTemplateCategories)
        .where(eq(messageTemplateCategories.id, id))
        .limit(1);
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },

    async categoriesByIds(ids: readonly string[]): Promise<CategoryRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(messageTemplateCategories)
        .where(inArray(messageTemplateCategories.id, [...ids]));
    },

    /** A team's categories with how many templates each holds, and how many of its templates are in none. */
    async teamCategories(teamId: string) {
      const rows = await db
        .select({
          category: messageTemplateCategories,
          templateCount: sql<number>`(select count(*)::int from ${messageTemplateCategoryLinks} l where l.category_id = ${messageTemplateCategories.id})`,
        })
        .from(messageTemplateCategories)
        .where(eq(messageTemplateCategories.teamId, teamId))
        .orderBy(asc(sql`lower(${messageTemplateCategories.name})`));
      const [uncategorised] = await db
        .select({ n: count() })
        .from(messageTemplates)
        .where(
          and(
            eq(messageTemplates.teamId, teamId),
            sql`not exists (select 1 from ${messageTemplateCategoryLinks} l where l.template_id = ${messageTemplates.id})`,
          ),
        );
      return { rows, uncategorised: uncategorised?.n ?? 0 };
    },

    async categoryNameTaken(teamId: string, name: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: messageTemplateCategories.id })
        .from(messageTemplateCategories)
        .where(
          and(
            eq(messageTemplateCategories.teamId, teamId),
            sql`lower(${messageTemplateCategories.name}) = lower(${name})`,
            exceptId === undefined ? undefined : sql`${messageTemplateCategories.id} <> ${exceptId}`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async insertCategory(row: typeof messageTemplateCategories.$inferInsert): Promise<CategoryRow> {
      const [inserted] = await db.insert(messageTemplateCategories).values(row).returning();
      return inserted!;
    },

    async renameCategory(id: string, name: string): Promise<CategoryRow> {
      const [row] = await db
        .update(messageTemplateCategories)
        .set({ name, updatedAt: new Date() })
        .where(eq(messageTemplateCategories.id, id))
        .returning();
      return row!;
    },

    async categoryTemplateCount(id: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(messageTemplateCategoryLinks)
        .where(eq(messageTemplateCategoryLinks.categoryId, id));
      return row?.n ?? 0;
    },

    /** Deletes the category; its links go with it, its templates stay (those left in no category are uncategorised). */
    async removeCategory(id: string): Promise<number> {
      const [orphaned] = await db
        .select({ n: count() })
        .from(messageTemplateCategoryLinks)
        .where(
          and(
            eq(messageTemplateCategoryLinks.categoryId, id),
            sql`not exists (select 1 from ${messageTemplateCategoryLinks} other where other.template_id = ${messageTemplateCategoryLinks.templateId} and other.category_id <> ${id})`,
          ),
        );
      await db.delete(messageTemplateCategories).where(eq(messageTemplateCategories.id, id));
      return orphaned?.n ?? 0;
    },

    // ---- files ----

    async fileNames(templateId: string): Promise<Set<string>> {
      const rows = await db
        .select({ name: messageTemplateFiles.name })
        .from(messageTemplateFiles)
        .where(eq(messageTemplateFiles.templateId, templateId));
      return new Set(rows.map((r) => r.name));
    },

    async file(templateId: string, name: string): Promise<TemplateFileRow | undefined> {
      const [row] = await db
        .select()
        .from(messageTemplateFiles)
        .where(and(eq(messageTemplateFiles.templateId, templateId), eq(messageTemplateFiles.name, name)))
        .limit(1);
      return row;
    },

    async insertFiles(rows: NewTemplateFileRow[]): Promise<TemplateFileRow[]> {
      if (rows.length === 0) return [];
      return db.insert(messageTemplateFiles).values(rows).onConflictDoNothing().returning();
    },

    async renameFile(id: string, name: string): Promise<TemplateFileRow> {
      const [row] = await db
        .update(messageTemplateFiles)
        .set({ name })
        .where(eq(messageTemplateFiles.id, id))
        .returning();
      return row!;
    },

    async removeFiles(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await db.delete(messageTemplateFiles).where(inArray(messageTemplateFiles.id, [...ids]));
    },

    // ---- team deletion ----

    async countForTeam(teamId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(messageTemplates)
        .where(eq(messageTemplates.teamId, teamId));
      return row?.n ?? 0;
    },

    async countCategoriesForTeam(teamId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(messageTemplateCategories)
        .where(eq(messageTemplateCategories.teamId, teamId));
      return row?.n ?? 0;
    },

    /**
     * Moves a deleted team's categories to the receiving team. A category whose name the receiving team already
     * uses merges into that one (its templates are linked to it instead). Answers how many categories left the team.
     */
    async moveCategories(fromTeamId: string, toTeamId: string): Promise<number> {
      const [counted] = await db
        .select({ n: count() })
        .from(messageTemplateCategories)
        .where(eq(messageTemplateCategories.teamId, fromTeamId));
      await db.execute(sql`
        insert into ${messageTemplateCategoryLinks} (template_id, category_id)
        select l.template_id, target.id
          from ${messageTemplateCategoryLinks} l
          join ${messageTemplateCategories} source on source.id = l.category_id and source.team_id = ${fromTeamId}
          join ${messageTemplateCategories} target
            on target.team_id = ${toTeamId} and lower(target.name) = lower(source.name)
        on conflict do nothing`);
      await db.execute(sql`
        delete from ${messageTemplateCategories} source
         where source.team_id = ${fromTeamId}
           and exists (select 1 from ${messageTemplateCategories} target
                        where target.team_id = ${toTeamId} and lower(target.name) = lower(source.name))`);
      await db
        .update(messageTemplateCategories)
        .set({ teamId: toTeamId, updatedAt: new Date() })
        .where(eq(messageTemplateCategories.teamId, fromTeamId));
      return counted?.n ?? 0;
    },

    /** Moves a deleted team's templates to the receiving team. */
    async moveTemplates(fromTeamId: string, toTeamId: string): Promise<number> {
      const moved = await db
        .update(messageTemplates)
        .set({ teamId: toTeamId, updatedAt: new Date() })
        .where(eq(messageTemplates.teamId, fromTeamId))
        .returning({ id: messageTemplates.id });
      return moved.length;
    },
  };
}
export type TemplatesRepository = ReturnType<typeof createTemplatesRepository>;
