import { z } from 'zod';
import { FileName } from '../rules/file-name.ts';
import { unknownTemplateVariables } from '../rules/template-variables.ts';
import { PageQuery, QueryBoolean, Uuid, pageOf, trimmedText } from './common.ts';
import { RichTextBody } from './threads.ts';

/** Quick messages: personal and team message templates with categories, variables and files (issue 6). */

export const TEMPLATE_TYPES = ['personal', 'team'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];
export const TEMPLATE_NAME_MAX_CHARS = 120;
export const TEMPLATE_CATEGORY_NAME_MAX_CHARS = 80;
/** Most categories one template may be in. */
export const TEMPLATE_CATEGORIES_MAX = 10;
/** Most files one DELETE of template files may name. */
export const TEMPLATE_FILE_NAMES_MAX = 100;

const PersonRef = z.object({ id: Uuid.describe('User id'), name: z.string() });
const TeamRef = z.object({ id: Uuid, name: z.string() });

export const TemplateCategoryRef = z
  .object({ id: Uuid, name: z.string() })
  .meta({ id: 'TemplateCategoryRef' });
export type TemplateCategoryRef = z.infer<typeof TemplateCategoryRef>;

export const TemplateFileView = z
  .object({
    reference: z.string().describe('The SPEC §3 template file reference: templateId/name'),
    name: z.string(),
    size: z.number().int().min(0).describe('Size in bytes'),
    contentType: z.string(),
    uploadedAt: z.string().describe('ISO 8601 UTC'),
  })
  .meta({ id: 'TemplateFile' });
export type TemplateFileView = z.infer<typeof TemplateFileView>;

export const MessageTemplateView = z
  .object({
    id: Uuid,
    name: z.string(),
    type: z.enum(TEMPLATE_TYPES),
    team: TeamRef.nullable().describe('The team of a team template (null: personal)'),
    owner: PersonRef.nullable().describe('The owner of a personal template (null: team)'),
    categories: z.array(TemplateCategoryRef).describe('Empty: uncategorised'),
    bodyHtml: z.string().describe('Sanitised HTML with {variables} left in place'),
    bodyText: z.string().describe('Plain-text copy (for previews and search)'),
    variables: z.array(z.string()).describe('The variables the body uses, in order of first use'),
    files: z.array(TemplateFileView),
    createdBy: PersonRef.nullable(),
    createdAt: z.string(),
    updatedBy: PersonRef.nullable(),
    updatedAt: z.string(),
    canEdit: z.boolean().describe('The caller may change or delete this template'),
  })
  .meta({ id: 'MessageTemplate' });
export type MessageTemplateView = z.infer<typeof MessageTemplateView>;
export const ListMessageTemplatesResponse = pageOf(MessageTemplateView);
export type ListMessageTemplatesResponse = z.infer<typeof ListMessageTemplatesResponse>;

const TemplateBody = RichTextBody.refine((html) => unknownTemplateVariables(html).length === 0, {
  error: (issue) =>
    `Unknown variable ${unknownTemplateVariables(String(issue.input))
      .map((name) => `{${name}}`)
      .join(', ')}: use one of the listed variables`,
});

const CategoryIds = z
  .array(Uuid)
  .max(TEMPLATE_CATEGORIES_MAX, `Give at most ${TEMPLATE_CATEGORIES_MAX} categories`)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'Name each category once' });

/** POST /message-templates */
export const CreateMessageTemplateBody = z
  .strictObject({
    name: trimmedText(TEMPLATE_NAME_MAX_CHARS, "Enter the quick message's name"),
    type: z.enum(TEMPLATE_TYPES),
    teamId: Uuid.optional().describe(
      'The team of a team template (required for type team, refused otherwise)',
    ),
    categoryIds: CategoryIds.default([]).describe(
      "Categories of the template's team (team templates) or of the caller's teams",
    ),
    body: TemplateBody,
  })
  .refine((b) => (b.type === 'team') === (b.teamId !== undefined), {
    message: 'Give teamId for a team template, and only then',
    path: ['teamId'],
  });
export type CreateMessageTemplateBody = z.input<typeof CreateMessageTemplateBody>;

/** PUT /message-templates/{messageTemplateId}: the fields given change (type and team stay). */
export const UpdateMessageTemplateBody = z
  .strictObject({
    name: trimmedText(TEMPLATE_NAME_MAX_CHARS, "Enter the quick message's name").optional(),
    categoryIds: CategoryIds.optional(),
    body: TemplateBody.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'Give at least one of name, categoryIds, body',
  });
export type UpdateMessageTemplateBody = z.input<typeof UpdateMessageTemplateBody>;

const Term = z
  .string()
  .trim()
  .max(100, 'Must be at most 100 characters')
  .optional()
  .describe(
    'Matches template names, category names and body text (its {variables} left out); best matches first',
  );

/** GET /message-templates */
export const ListMessageTemplatesQuery = PageQuery.extend({
  term: Term,
  includeTeams: QueryBoolean.optional().describe(
    'Also the templates of every team whose inbox the caller works (TeamInbox.Access)',
  ),
});
export type ListMessageTemplatesQuery = z.input<typeof ListMessageTemplatesQuery>;

/** GET /message-templates/teams/{teamId} */
export const ListTeamTemplatesQuery = PageQuery.extend({ term: Term });

export const MessageTemplateParams = z.object({ messageTemplateId: Uuid.describe('The template id') });
export const TemplateTeamParams = z.object({ teamId: Uuid.describe('The team') });
export const TemplateCategoryParams = z.object({
  messageTemplateCategoryId: Uuid.describe('The category id'),
});

// ---- Categories ----

export const TemplateCategoryView = z
  .object({
    id: Uuid,
    name: z.string(),
    team: TeamRef,
    templateCount: z
      .number()
      .int()
      .min(0)
      .describe(
        "Templates in this category that the caller can see: the team's and the caller's own personal ones",
      ),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'MessageTemplateCategory' });
export type TemplateCategoryView = z.infer<typeof TemplateCategoryView>;
export const ListTemplateCategoriesResponse = z.object({
  items: z.array(TemplateCategoryView),
  uncategorised: z.number().int().min(0).describe("The team's templates in no category"),
});
export type ListTemplateCategoriesResponse = z.infer<typeof ListTemplateCategoriesResponse>;

export const CreateTemplateCategoryBody = z.strictObject({
  teamId: Uuid.describe('The team the category belongs to'),
  name: trimmedText(TEMPLATE_CATEGORY_NAME_MAX_CHARS, "Enter the category's name"),
});
export type CreateTemplateCategoryBody = z.infer<typeof CreateTemplateCategoryBody>;
export const UpdateTemplateCategoryBody = z.strictObject({
  name: trimmedText(TEMPLATE_CATEGORY_NAME_MAX_CHARS, "Enter the category's name"),
});
export type UpdateTemplateCategoryBody = z.infer<typeof UpdateTemplateCategoryBody>;
export const DeletedTemplateCategoryResult = z
  .object({
    id: Uuid,
    templatesUncategorised: z
      .number()
      .int()
      .min(0)
      .describe(
        "Templates the caller can see (the team's and their own) left in no category by the deletion; all are kept",
      ),
  })
  .meta({ id: 'DeletedTemplateCategory' });

// ---- Files ----

export const TemplateFileParams = MessageTemplateParams.extend({
  fileName: FileName.describe('The file name within its template'),
});
export const TemplateFilesResponse = pageOf(TemplateFileView);
export type TemplateFilesResponse = z.infer<typeof TemplateFilesResponse>;
export const RenameTemplateFileBody = z.strictObject({ name: FileName.describe('The new file name') });
export const DeleteTemplateFilesBody = z.strictObject({
  names: z
    .array(FileName)
    .min(1, 'Name at least one file')
    .max(TEMPLATE_FILE_NAMES_MAX, `Name at most ${TEMPLATE_FILE_NAMES_MAX} files`)
    .describe('The files to remove'),
});
export type DeleteTemplateFilesBody = z.infer<typeof DeleteTemplateFilesBody>;
export const TransferTemplateFilesParams = MessageTemplateParams.extend({
  threadId: Uuid.describe('The thread'),
  messageId: Uuid.describe('The message of the thread the files are attached to'),
});
