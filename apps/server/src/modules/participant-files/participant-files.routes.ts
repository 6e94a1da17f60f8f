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
import {
  assertMultipart,
  fileParts,
  registerMultipartUploads,
  sendAttachment,
} from '#src/platform/http/file-transfers.ts';
import type { ParticipantFilesService } from './participant-files.service.ts';

const PARTICIPANT_CHANGES_OWN_FILES =
  'Staff may change any file; a participant only the files they uploaded themselves (403 for a file staff added). ' +
  'A record merged into another is read-only (409 participant.merged).';

export const participantFilesRoutes: FastifyPluginAsyncZod<{
  files: ParticipantFilesService;
  maxFileBytes: number;
}> = async (app, { files, maxFileBytes }) => {
  // Registered in this plugin's scope only: no other route accepts multipart bodies.
  await registerMultipartUploads(app, maxFileBytes);

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
        description:
          'All the moves happen, or none: a missing file gives 400, a name already taken 409. ' +
          PARTICIPANT_CHANGES_OWN_FILES,
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
          'Either every file is stored or none is. A record merged into another takes no files (409 participant.merged).',
        consumes: ['multipart/form-data'],
        params: ParticipantFileCategoryParams,
        response: { 201: UploadParticipantFilesResponse },
      },
    },
    async (request, reply) => {
      assertMultipart(request);
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
      return sendAttachment(reply, file);
    },
  );

  app.put(
    '/participants/:participantId/files/:fileCategory/:fileName',
    {
      config: { policy: signedIn },
      schema: {
        tags,
        summary: 'Rename a file or move it to another category',
        description: PARTICIPANT_CHANGES_OWN_FILES,
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
        description: PARTICIPANT_CHANGES_OWN_FILES,
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
