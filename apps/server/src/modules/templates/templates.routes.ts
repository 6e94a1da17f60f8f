import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateMessageTemplateBody,
  CreateTemplateCategoryBody,
  DeleteTemplateFilesBody,
  DeletedTemplateCategoryResult,
  ListMessageTemplatesQuery,
  ListMessageTemplatesResponse,
  ListTeamTemplatesQuery,
  ListTemplateCategoriesResponse,
  MessageFilesResponse,
  MessageTemplateParams,
  MessageTemplateView,
  RenameTemplateFileBody,
  TemplateCategoryParams,
  TemplateCategoryView,
  TemplateFileParams,
  TemplateFileView,
  TemplateFilesResponse,
  TemplateTeamParams,
  TransferTemplateFilesParams,
  UpdateMessageTemplateBody,
  UpdateTemplateCategoryBody,
  TEMPLATE_VARIABLES,
} from '@casework/contract';
import { staffOnly } from '#src/platform/authz/policy.ts';
import {
  assertMultipart,
  fileParts,
  registerMultipartUploads,
  sendAttachment,
} from '#src/platform/http/file-transfers.ts';
import type { TemplatesService } from './templates.service.ts';

const ACCESS =
  "Staff only. A personal template is its owner's alone; a team template belongs to everyone who works that " +
  "team's inbox (TeamInbox.Access there, or a Supervisor/Administrator member). Anything else answers 404.";
const VARIABLES = `Variables: ${TEMPLATE_VARIABLES.map((v) => `{${v.name}}`).join(', ')}; any other {group.name} is refused (400).`;

export const templatesRoutes: FastifyPluginAsyncZod<{
  templates: TemplatesService;
  maxFileBytes: number;
}> = async (app, { templates, maxFileBytes }) => {
  await registerMultipartUploads(app, maxFileBytes);
  const tags = ['message templates'];
  const config = { policy: staffOnly };

  app.get(
    '/message-templates',
    {
      config,
      schema: {
        tags,
        summary: "The caller's personal templates (and, with includeTeams, their teams'), searchable by term",
        description: ACCESS,
        querystring: ListMessageTemplatesQuery,
        response: { 200: ListMessageTemplatesResponse },
      },
    },
    (request) => templates.list(request.principal!, request.query),
  );

  app.post(
    '/message-templates',
    {
      config,
      schema: {
        tags,
        summary: 'Create a personal or team template',
        description: `${ACCESS} ${VARIABLES} The body is sanitised like a message.`,
        body: CreateMessageTemplateBody,
        response: { 201: MessageTemplateView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await templates.create(request.principal!, request.body)),
  );

  app.put(
    '/message-templates/:messageTemplateId',
    {
      config,
      schema: {
        tags,
        summary: "Change a template's name, categories or body",
        description: `${ACCESS} ${VARIABLES}`,
        params: MessageTemplateParams,
        body: UpdateMessageTemplateBody,
        response: { 200: MessageTemplateView },
      },
    },
    (request) => templates.update(request.principal!, request.params.messageTemplateId, request.body),
  );

  app.delete(
    '/message-templates/:messageTemplateId',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a template with its files',
        description: ACCESS,
        params: MessageTemplateParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await templates.remove(request.principal!, request.params.messageTemplateId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/message-templates/teams/:teamId',
    {
      config,
      schema: {
        tags,
        summary: "A team's templates, searchable by term",
        description: ACCESS,
        params: TemplateTeamParams,
        querystring: ListTeamTemplatesQuery,
        response: { 200: ListMessageTemplatesResponse },
      },
    },
    (request) => templates.listForTeam(request.principal!, request.params.teamId, request.query),
  );

  // ---- categories ----

  app.get(
    '/message-template-categories/teams/:teamId',
    {
      config,
      schema: {
        tags,
        summary: "A team's template categories, each with its number of templates",
        description: ACCESS,
        params: TemplateTeamParams,
        response: { 200: ListTemplateCategoriesResponse },
      },
    },
    (request) => templates.listCategories(request.principal!, request.params.teamId),
  );

  app.post(
    '/message-template-categories',
    {
      config,
      schema: {
        tags,
        summary: 'Create a template category in a team (names are unique per team, whatever their case)',
        description: ACCESS,
        body: CreateTemplateCategoryBody,
        response: { 201: TemplateCategoryView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await templates.createCategory(request.principal!, request.body)),
  );

  app.put(
    '/message-template-categories/:messageTemplateCategoryId',
    {
      config,
      schema: {
        tags,
        summary: 'Rename a template category',
        description: ACCESS,
        params: TemplateCategoryParams,
        body: UpdateTemplateCategoryBody,
        response: { 200: TemplateCategoryView },
      },
    },
    (request) =>
      templates.updateCategory(request.principal!, request.params.messageTemplateCategoryId, request.body),
  );

  app.delete(
    '/message-template-categories/:messageTemplateCategoryId',
    {
      config,
      schema: {
        tags,
        summary:
          'Delete a template category; its templates are kept (uncategorised when in no other category)',
        description: ACCESS,
        params: TemplateCategoryParams,
        response: { 200: DeletedTemplateCategoryResult },
      },
    },
    (request) => templates.removeCategory(request.principal!, request.params.messageTemplateCategoryId),
  );

  // ---- files ----

  app.get(
    '/message-templates/:messageTemplateId/files',
    {
      config,
      schema: {
        tags,
        summary: "A template's files",
        description: ACCESS,
        params: MessageTemplateParams,
        response: { 200: TemplateFilesResponse },
      },
    },
    (request) => templates.listFiles(request.principal!, request.params.messageTemplateId),
  );

  app.post(
    '/message-templates/:messageTemplateId/files',
    {
      config,
      schema: {
        tags,
        summary: 'Attach files to a template (multipart/form-data)',
        description:
          `${ACCESS} Names follow SPEC §5 (400 otherwise); a name already on the template gives 409; a file over the ` +
          'size limit 413; content that is not an allowed type 415. Either every file is stored or none is.',
        consumes: ['multipart/form-data'],
        params: MessageTemplateParams,
        response: { 201: TemplateFilesResponse },
      },
    },
    async (request, reply) => {
      assertMultipart(request);
      const stored = await templates.uploadFiles(
        request.principal!,
        request.params.messageTemplateId,
        fileParts(request),
      );
      return reply.status(201).send(stored);
    },
  );

  app.delete(
    '/message-templates/:messageTemplateId/files',
    {
      config,
      schema: {
        tags,
        summary: 'Remove files from a template (names in the body); answers the files left',
        description: `${ACCESS} All or none: a name the template does not have answers 404 and nothing is removed.`,
        params: MessageTemplateParams,
        body: DeleteTemplateFilesBody,
        response: { 200: TemplateFilesResponse },
      },
    },
    (request) => templates.removeFiles(request.principal!, request.params.messageTemplateId, request.body),
  );

  app.get(
    '/message-templates/:messageTemplateId/files/:fileName',
    {
      config,
      schema: {
        tags,
        summary: 'Download a template file (always as an attachment)',
        description: ACCESS,
        produces: ['application/octet-stream'],
        params: TemplateFileParams,
      },
    },
    async (request, reply) =>
      sendAttachment(
        reply,
        await templates.downloadFile(
          request.principal!,
          request.params.messageTemplateId,
          request.params.fileName,
        ),
      ),
  );

  app.put(
    '/message-templates/:messageTemplateId/files/:fileName',
    {
      config,
      schema: {
        tags,
        summary: 'Rename a template file',
        description: `${ACCESS} A name already on the template gives 409.`,
        params: TemplateFileParams,
        body: RenameTemplateFileBody,
        response: { 200: TemplateFileView },
      },
    },
    (request) =>
      templates.renameFile(
        request.principal!,
        request.params.messageTemplateId,
        request.params.fileName,
        request.body.name,
      ),
  );

  app.post(
    '/message-templates/:messageTemplateId/files/transfer-to-thread/:threadId/:messageId/files',
    {
      config,
      schema: {
        tags,
        summary: "Copy the template's files onto a message of a thread",
        description:
          `${ACCESS} The caller must be able to see (and so write to) the thread, otherwise 404. A name already on ` +
          'the message is saved as "name (2).ext". Answers the message files created.',
        params: TransferTemplateFilesParams,
        response: { 201: MessageFilesResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await templates.transferToThread(request.principal!, request.params)),
  );
};
