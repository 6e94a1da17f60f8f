import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import { arrayLiteral, asDate, pageRowsAndTotal, pageWithTotal, preparedRowsOf } from '#src/db/raw-sql.ts';
import type { DbOrTx } from '#src/db/client.ts';
import { anyUuidOf, preparedPerHandle } from '#src/db/prepared.ts';
import {
  messageTemplateCategories,
  messageTemplateCategoryLinks,
  messageTemplateFiles,
  messageTemplates,
  teams,
} from '#src/db/schema/index.ts';
import { withFields } from '#src/platform/runtime/with-fields.ts';

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

/** What a template's answer shows of each of its files. */
export type TemplateFileRef = Pick<
  TemplateFileRow,
  'templateId' | 'name' | 'size' | 'contentType' | 'createdAt'
>;

/** A template with what its answer shows besides its own row: the names it refers to, its categories and files. */
export interface PresentedTemplateRow extends TemplateRow {
  teamName: string | null;
  /** "First Last" of a staff account; null when the account is no staff member's (any more). */
  ownerName: string | null;
  createdByName: string | null;
  updatedByName: string | null;
  /** Its categories by name. */
  categories: { id: string; name: string }[];
  /** Its files, oldest first, then by name. */
  files: TemplateFileRef[];
}

/** A presented template as the driver answers it: times as Date objects (node-postgres) or text, JSON's as text. */
type PresentedTemplateAnswer = Omit<PresentedTemplateRow, 'createdAt' | 'updatedAt' | 'files'> & {
  createdAt: Date | string;
  updatedAt: Date | string;
  files: (Omit<TemplateFileRef, 'createdAt'> & { createdAt: string })[];
};

const staffNameOfUser = (column: string) =>
  `(select s.first_name || ' ' || s.last_name from staff_members s where s.user_id = t.${column})`;

/**
 * A template's columns read from `t`, with the names, categories and files of its answer as subqueries: a page of
 * templates, or one, is a single statement, and the subqueries run for the page's rows only.
 */
const presentedColumns =
  sql.raw(`t.id, t.name, t.type, t.team_id as "teamId", t.owner_user_id as "ownerUserId",
  t.body_html as "bodyHtml", t.body_text as "bodyText", t.created_by_user_id as "createdByUserId",
  t.updated_by_user_id as "updatedByUserId", t.created_at as "createdAt", t.updated_at as "updatedAt",
  (select tm.name from teams tm where tm.id = t.team_id) as "teamName",
  ${staffNameOfUser('owner_user_id')} as "ownerName",
  ${staffNameOfUser('created_by_user_id')} as "createdByName",
  ${staffNameOfUser('updated_by_user_id')} as "updatedByName",
  coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by lower(c.name), c.id)
    from message_template_category_links l join message_template_categories c on c.id = l.category_id
    where l.template_id = t.id), '[]'::json) as categories,
  coalesce((select json_agg(json_build_object('templateId', f.template_id, 'name', f.name, 'size', f.size,
      'contentType', f.content_type, 'createdAt', f.created_at) order by f.created_at, f.name)
    from message_template_files f where f.template_id = t.id), '[]'::json) as files`);

function presentedRow(answer: PresentedTemplateAnswer): PresentedTemplateRow {
  return withFields(answer, {
    createdAt: asDate(answer.createdAt)!,
    updatedAt: asDate(answer.updatedAt)!,
    // JSON carries the times as text.
    files: answer.files.map((f) => ({
      templateId: f.templateId,
      name: f.name,
      size: f.size,
      contentType: f.contentType,
      createdAt: asDate(f.createdAt)!,
    })),
  });
}

/** The scope's templates: the owner's personal ones (a null owner has none) and the teams' (none for no team). */
const inScope = (scope: TemplateScope) =>
  sql`(t.owner_user_id = ${scope.ownerUserId ?? null}::uuid or t.team_id = any(${arrayLiteral(scope.teamIds)}::uuid[]))`;

/** A `{variable}` or `{group.variable}` in lower-case text (template-variables.ts in the contract). */
const VARIABLE_PATTERN = '\\{[a-z]+(\\.[a-z]+)?\\}';

/**
 * A template's body text as a search reads it: lower case, its `{variables}` taken out. A variable is filled with a
 * different value in every message, so it says nothing about which template is meant, while the words of its name
 * matched: "name" found every template greeting {participant.firstName}.
 */
const searchableBodyText = sql`regexp_replace(lower(t.body_text), ${VARIABLE_PATTERN}, ' ', 'g')`;

/** The template is in a category whose name contains the pattern. */
const inCategoryLike = (pattern: string) =>
  sql`exists (select 1 from message_template_category_links l join message_template_categories c
    on c.id = l.category_id where l.template_id = t.id and lower(c.name) like ${pattern})`;

/**
 * A list's condition, and its order over the page's answered columns, bare (in the page's own statement, where a
 * bare name is the answered column) or as `page.` (once the page is read). Term search: a name starting with the
 * term first, then a name containing it, then a name that looks like it (trigram word similarity, for typos), then
 * a category named with it, then body text containing it (its variables left out); ties by name. Without a term: by
 * name.
 */
function listShape(scope: TemplateScope, term: string | undefined) {
  if (term === undefined)
    return {
      where: inScope(scope),
      ranks: sql``,
      order: (of: '' | 'page.') => sql.raw(`lower(${of}name), ${of}id`),
    };
  const contains = `%${likeEscape(term)}%`;
  const similarity = sql`word_similarity(${term}, lower(t.name))`;
  // The plain lower(body_text) test goes first: cheap, and it leaves the variables out only of the texts it finds.
  const inBody = sql`(lower(t.body_text) like ${contains} and ${searchableBodyText} like ${contains})`;
  return {
    where: sql`${inScope(scope)} and (lower(t.name) like ${contains} or ${similarity} >= 0.4
      or ${inCategoryLike(contains)} or ${inBody})`,
    ranks: sql`, case when lower(t.name) like ${`${likeEscape(term)}%`} then 0 when lower(t.name) like ${contains}
      then 1 when ${similarity} >= 0.4 then 2 when ${inCategoryLike(contains)} then 3 else 4 end as "termRank",
      ${similarity} as "termSimilarity"`,
    order: (of: '' | 'page.') => sql.raw(`${of}"termRank", ${of}"termSimilarity" desc, ${of}name, ${of}id`),
  };
}

// A template's files, for any number of templates in one statement.
const filesOfTemplates = preparedPerHandle((db) =>
  db
    .select()
    .from(messageTemplateFiles)
    .where(anyUuidOf(messageTemplateFiles.templateId, 'ids'))
    .orderBy(asc(messageTemplateFiles.createdAt), asc(messageTemplateFiles.name))
    .prepare('message_template_files_of'),
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

    /** A page of the scope's templates, presented, and the total: one statement. */
    async list(
      scope: TemplateScope,
      term: string | undefined,
      page: { take: number; skip: number },
    ): Promise<{ rows: PresentedTemplateRow[]; total: number }> {
      const shape = listShape(scope, term?.toLowerCase());
      type Answer = Omit<PresentedTemplateAnswer, 'id'> & {
        id: string | null;
        total: number;
        termRank?: number;
        termSimilarity?: number;
      };
      const answered = await preparedRowsOf<Answer>(
        db,
        pageWithTotal(
          sql`select count(*)::int as n from message_templates t where ${shape.where}`,
          sql`select ${presentedColumns}${shape.ranks} from message_templates t where ${shape.where}
            order by ${shape.order('')} limit ${page.take} offset ${page.skip}`,
          shape.order('page.'),
        ),
      );
      const { rows, total } = pageRowsAndTotal(answered);
      return {
        rows: rows.map(({ termRank: _rank, termSimilarity: _similarity, ...row }) => presentedRow(row)),
        total,
      };
    },

    /** One template, presented (its row as the statement's snapshot holds it: in a transaction, as written there). */
    async presented(id: string): Promise<PresentedTemplateRow | undefined> {
      const [answer] = await preparedRowsOf<PresentedTemplateAnswer>(
        db,
        sql`select ${presentedColumns} from message_templates t where t.id = ${id}`,
      );
      return answer && presentedRow(answer);
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
    /**
     * A team's categories, each with the quick messages in it that `viewerUserId` can see: the team's, and their own
     * personal ones (a colleague's personal quick message filed there is neither shown nor counted). The category's
     * id is written qualified: drizzle leaves a one-table select's columns bare, and a bare "id" in the subquery
     * would be the template's.
     */
    async teamCategories(teamId: string, viewerUserId: string) {
      const rows = await db
        .select({
          category: messageTemplateCategories,
          templateCount: sql<number>`(select count(*)::int from ${messageTemplateCategoryLinks} l
            join ${messageTemplates} t on t.id = l.template_id
            where l.category_id = ${messageTemplateCategories}.id
              and (t.team_id = ${teamId} or t.owner_user_id = ${viewerUserId}))`,
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
    /**
     * Deletes a category (its templates are kept) and answers how many of those `viewerUserId` can see (the team's,
     * and their own personal ones) are left in no category, as teamCategories counts them.
     */
    async removeCategory(id: string, teamId: string, viewerUserId: string): Promise<number> {
      const [orphaned] = await db
        .select({ n: count() })
        .from(messageTemplateCategoryLinks)
        .innerJoin(messageTemplates, eq(messageTemplates.id, messageTemplateCategoryLinks.templateId))
        .where(
          and(
            eq(messageTemplateCategoryLinks.categoryId, id),
            or(eq(messageTemplates.teamId, teamId), eq(messageTemplates.ownerUserId, viewerUserId)),
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
