import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ListParticipantFilesQuery,
  ListParticipantFilesResponse,
  MoveParticipantFilesBody,
  MoveParticipantFilesResponse,
  ParticipantFileCategoryParams,
  ParticipantFileParams,
  ParticipantFilesParams,
  ParticipantFileView,
  UpdateParticipantFileBody,
  UploadParticipantFilesResponse,
} from '@casework/contract';
import { signedIn } from '#src/platform/authz/policy.ts';
import { AppError, badRequest } from '#src/platform/errors/app-error.ts';
import { attachmentDisposition } from './participant-files.presenter.ts';
import type { ParticipantFilesService, UploadPart } from './participant-files.service.ts';

/** Most files one upload request may carry. */
const MAX_FILES_PER_UPLOAD = 20;

export const participantFilesRoutes: FastifyPluginAsyncZod<{
  files: ParticipantFilesService;
  maxFileBytes: number;
}> = async (app, { files, maxFileBytes }) => {
  // Registered in this plugin's scope only: no other route accepts multipart bodies.
  await app.register(multipart, {
    // Keep the name exactly as sent, so "../x" is refused rather than silently shortened to "x".
    preservePath: true,
    throwFileSizeLimit: false,
    // One byte over the limit is enough for the store to refuse the file; busboy stops reading there.
    limits: {
      fileSize: maxFileBytes + 1,
      files: MAX_FILES_PER_UPLOAD,
      fields: 10,
      fieldSize: 1024,
      parts: MAX_FILES_PER_UPLOAD + 10,
      headerPairs: 100,
    },
  });

  const tags = ['participant files'];

  app.get(
    '/participants/:participantId/files',
    {
      config: { policy: signedIn },
      schema: {
        tags,
        summary: "List a participant's files",
        description:
          'Staff see any participant; a participant sees only their own (anything else answers 404).',
        params: ParticipantFilesParams,
        querystring: ListParticipantFilesQuery,
        response: { 200: ListParticipantFilesResponse },
      },
    },
    (request) => files.list(request.principal!, request.params.participantId, request.query),
  );

  app.put(
    '/participants/:participantId/files',
    {
      config: { policy: signedIn },
      schema: {
        tags,
        summary: 'Rename or move several files at once',
        description: 'All the moves happen, or none: a missing file gives 400, a name already taken 409.',
        params: ParticipantFilesParams,
        body: MoveParticipantFilesBody,
        response: { 200: MoveParticipantFilesResponse },
      },
    },
    (request) => files.moveMany(request.principal!, request.params.participantId, request.body),
  );

  app.post(
    '/participants/:participantId/files/:fileCategory',
    {
      config: { policy: signedIn },
      schema: {
        tags,
        summary: 'Upload files into a category (multipart/form-data)',
        description:
          'One or more file parts. Names follow SPEC §5 (400 otherwise); a name already in the category gives 409; ' +
          'a file over the size limit 413; content that is not an allowed type (judged from the bytes) 415. ' +
          'Either every file is stored or none is.',
        consumes: ['multipart/form-data'],
        params: ParticipantFileCategoryParams,
        response: { 201: UploadParticipantFilesResponse },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError(415, 'request.unsupported_media_type', 'Send the files as multipart/form-data.', {
          errors: [{ field: 'headers.content-type', message: 'Must be multipart/form-data' }],
        });
      }
      const { participantId, fileCategory } = request.params;
      const stored = await files.upload(request.principal!, participantId, fileCategory, fileParts(request));
      return reply.status(201).send(stored);
    },
  );

  app.get(
    '/participants/:participantId/files/:fileCategory/:fileName',
    {
      config: { policy: signedIn },
      schema: {
        tags,
        summary: 'Download a file (always as an attachment)',
        description:
          'Answers the bytes with Content-Disposition: attachment and X-Content-Type-Options: nosniff.',
        produces: ['application/octet-stream'],
        params: ParticipantFileParams,
      },
    },
    async (request, reply) => {
      const { participantId, fileCategory, fileName } = request.params;
      const file = await files.download(request.principal!, participantId, fileCategory, fileName);
      return reply
        .header('content-type', file.type)
        .header('content-length', String(file.size))
        .header('content-disposition', attachmentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.put(
    '/participants/:participantId/files/:fileCategory/:fileName',
    {
      config: { policy: signedIn },
      schema: {
        tags,
        summary: 'Rename a file or move it to another category',
        params: ParticipantFileParams,
        body: UpdateParticipantFileBody,
        response: { 200: ParticipantFileView },
      },
    },
    (request) => {
      const { participantId, fileCategory, fileName } = request.params;
      return files.update(request.principal!, participantId, fileCategory, fileName, request.body);
    },
  );

  app.delete(
    '/participants/:participantId/files/:fileCategory/:fileName',
    {
      config: { policy: signedIn },
      schema: {
        tags,
        summary: 'Delete a file',
        params: ParticipantFileParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      const { participantId, fileCategory, fileName } = request.params;
      await files.remove(request.principal!, participantId, fileCategory, fileName);
      return reply.status(204).send(null);
    },
  );
};

/** The file parts of a multipart request, with the parser's limit errors turned into problem details. */
async function* fileParts(request: FastifyRequest): AsyncIterable<UploadPart> {
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file')
        yield { fieldname: part.fieldname, filename: part.filename, stream: part.file };
    }
  } catch (error) {
    throw multipartProblem(error);
  }
}

function multipartProblem(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return badRequest(`Send at most ${MAX_FILES_PER_UPLOAD} files in one upload.`, [
      { field: 'body', message: `At most ${MAX_FILES_PER_UPLOAD} files` },
    ]);
  }
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION') {
    return badRequest('The upload holds unexpected form fields. Send only file parts.', [
      { field: 'body', message: 'Only file parts are accepted' },
    ]);
  }
  if (error instanceof AppError) return error;
  if (error instanceof Error && /multipart|boundary|part terminated|unexpected end/i.test(error.message)) {
    return badRequest('The multipart body could not be read. Send it again.', [
      { field: 'body', message: 'Malformed multipart/form-data' },
    ]);
  }
  return error;
}
