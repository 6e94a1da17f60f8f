import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ListMessageFilesQuery,
  MessageFileView,
  MessageFilesResponse,
  RenameMessageFileBody,
  ThreadFileParams,
  ThreadMessageParams,
} from '@casework/contract';
import { signedIn } from '#src/platform/authz/policy.ts';
import {
  assertMultipart,
  fileParts,
  registerMultipartUploads,
  sendAttachment,
} from '#src/platform/http/file-transfers.ts';
import type { ThreadFilesService } from './thread-files.service.ts';

export const threadFilesRoutes: FastifyPluginAsyncZod<{
  files: ThreadFilesService;
  maxFileBytes: number;
}> = async (app, { files, maxFileBytes }) => {
  // Registered in this plugin's scope only: no other route accepts multipart bodies.
  await registerMultipartUploads(app, maxFileBytes);

  const tags = ['thread files'];
  const access =
    'Anyone who may see the thread may list and download; staff who may see it, and a participant on their own ' +
    'messages, may attach, rename and remove (a thread the caller may not see answers 404).';

  app.get(
    '/threads/:threadId/:messageId/files',
    {
      config: { policy: signedIn },
      schema: {
        tags,
        summary: 'List the files of a message',
        description: access,
        params: ThreadMessageParams,
        querystring: ListMessageFilesQuery,
        response: { 200: MessageFilesResponse },
      },
    },
    (request) => files.list(request.principal!, request.params, request.query),
  );

  app.post(
    '/threads/:threadId/:messageId/files',
    {
      config: { policy: signedIn },
      schema: {
        tags,
        summary: 'Attach files to a message (multipart/form-data)',
        description:
          `${access} One or more file parts. Names follow SPEC §5 (400 otherwise); a name already on the message ` +
          'gives 409; a file over the size limit 413; content that is not an allowed type (judged from the ' +
          'bytes) 415. Either every file is stored or none is.',
        consumes: ['multipart/form-data'],
        params: ThreadMessageParams,
        response: { 201: MessageFilesResponse },
      },
    },
    async (request, reply) => {
      assertMultipart(request);
      const stored = await files.upload(request.principal!, request.params, fileParts(request));
      return reply.status(201).send(stored);
    },
  );

  app.get(
    '/threads/:threadId/:messageId/files/:fileName',
    {
      config: { policy: signedIn },
      schema: {
        tags,
        summary: 'Download a message file (always as an attachment)',
        description: `${access} Answers the bytes with Content-Disposition: attachment and X-Content-Type-Options: nosniff.`,
        produces: ['application/octet-stream'],
        params: ThreadFileParams,
      },
    },
    async (request, reply) => {
      const { threadId, messageId, fileName } = request.params;
      return sendAttachment(
        reply,
        await files.download(request.principal!, { threadId, messageId, name: fileName }),
      );
    },
  );

  app.put(
    '/threads/:threadId/:messageId/files/:fileName',
    {
      config: { policy: signedIn },
      schema: {
        tags,
        summary: 'Rename a message file',
        description: `${access} A name already on the message gives 409.`,
        params: ThreadFileParams,
        body: RenameMessageFileBody,
        response: { 200: MessageFileView },
      },
    },
    (request) => {
      const { threadId, messageId, fileName } = request.params;
      return files.rename(request.principal!, { threadId, messageId, name: fileName }, request.body);
    },
  );

  app.delete(
    '/threads/:threadId/:messageId/files/:fileName',
    {
      config: { policy: signedIn },
      schema: {
        tags,
        summary: 'Remove a file from a message',
        description: access,
        params: ThreadFileParams,
        response: { 204: z.null().describe('Removed') },
      },
    },
    async (request, reply) => {
      const { threadId, messageId, fileName } = request.params;
      await files.remove(request.principal!, { threadId, messageId, name: fileName });
      return reply.status(204).send(null);
    },
  );
};
