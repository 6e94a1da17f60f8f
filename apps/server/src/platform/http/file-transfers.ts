/** Uploads (multipart/form-data) and downloads (attachments) of stored files, for every files route. */
import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors/app-error.ts';
import type { UploadPart } from '../files/file-upload.ts';

/** Most files one upload request may carry. */
export const MAX_FILES_PER_UPLOAD = 20;

/**
 * Lets the routes of `app`'s scope (only those) take multipart/form-data file uploads of at most `maxFileBytes`
 * bytes per file.
 */
export async function registerMultipartUploads(app: FastifyInstance, maxFileBytes: number): Promise<void> {
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
}

/** 415 unless the request is multipart/form-data. */
export function assertMultipart(request: FastifyRequest): void {
  if (!request.isMultipart()) {
    throw new AppError(415, 'request.unsupported_media_type', 'Send the files as multipart/form-data.', {
      errors: [{ field: 'headers.content-type', message: 'Must be multipart/form-data' }],
    });
  }
}

/** The file parts of a multipart request, with the parser's limit errors turned into problem details. */
export async function* fileParts(request: FastifyRequest): AsyncIterable<UploadPart> {
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

/** Answers a stored file for download: always an attachment, never sniffed or cached. */
export function sendAttachment(
  reply: FastifyReply,
  file: { stream: Readable; name: string; type: string; size: number },
): FastifyReply {
  return reply
    .header('content-type', file.type)
    .header('content-length', String(file.size))
    .header('content-disposition', attachmentDisposition(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}

/**
 * `Content-Disposition: attachment` with a plain ASCII fallback and the exact name in RFC 5987 `filename*`, so
 * every browser saves the file under its real name and none displays it inline.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
