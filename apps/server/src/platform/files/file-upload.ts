import type { Readable } from 'node:stream';
import {
  fileNameProblem,
  fileTooLargeProblem,
  isExecutableFileName,
  megabytesLabel,
} from '@casework/contract';
import { AppError, badRequest } from '../errors/app-error.ts';
import { checkContentType } from './content-type.ts';
import { FileTooLargeError, StorageFullError, type FileStorage } from './file-storage.ts';

/** One file of a multipart upload: the form field, the name the client gave and the bytes as they arrive. */
export interface UploadPart {
  fieldname: string;
  filename: string;
  stream: Readable;
}

/** A file whose bytes are stored and checked, not yet recorded in the database. */
export interface StoredUpload {
  key: string;
  name: string;
  size: number;
  contentType: string;
}

/** The field a problem with this part names in errors[], e.g. `body.file`. */
export const uploadField = (part: UploadPart) => `body.${part.fieldname || 'file'}`;

/** Refuses a part: its bytes are drained (so the parser can go on), and the error is returned to throw. */
export function refusePart(part: UploadPart, error: AppError): AppError {
  part.stream.resume();
  return error;
}

/**
 * The name as the person typed it: a browser sends `"`, CR and LF in a form's file name as %22, %0D and %0A (the
 * HTML multipart/form-data rules). Used only to word a refusal: each of those names is refused either way, as `%`
 * is forbidden too, but "Remove %" would point at a character the person never typed.
 */
const nameAsTyped = (filename: string) =>
  filename.replace(/%22/gi, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');

/** Throws 400 (file.name_invalid) when the part's name breaks the SPEC §5 file-name rule. */
export function assertUploadName(part: UploadPart): void {
  const problem = fileNameProblem(nameAsTyped(part.filename));
  if (problem) {
    const field = uploadField(part);
    throw refusePart(part, badRequest(problem, [{ field, message: problem }], 'file.name_invalid'));
  }
}

/**
 * Stores a part's bytes under `key`, or nothing: an executable name, more than `maxFileBytes` bytes (413) or
 * content that is not an allowed type or disagrees with the name (415) keeps no byte.
 */
export async function storeUpload(
  storage: Pick<FileStorage, 'put'>,
  key: string,
  part: UploadPart,
  maxFileBytes: number,
): Promise<StoredUpload> {
  if (isExecutableFileName(part.filename)) throw refusePart(part, typeNotAllowed(part.filename, null));
  let contentType = '';
  try {
    const size = await storage.put(key, part.stream, {
      maxBytes: maxFileBytes,
      verify: async (stored) => {
        const check = await checkContentType(stored, part.filename);
        if (!check.ok && check.reason === 'mismatch') throw typeMismatch(part.filename, check.detected);
        if (!check.ok) throw typeNotAllowed(part.filename, check.detected);
        contentType = check.contentType;
      },
    });
    return { key, name: part.filename, size, contentType };
  } catch (error) {
    if (error instanceof FileTooLargeError) {
      throw new AppError(413, 'file.too_large', fileTooLargeProblem(part.filename, maxFileBytes), {
        errors: [{ field: uploadField(part), message: `At most ${megabytesLabel(maxFileBytes)}` }],
      });
    }
    if (error instanceof StorageFullError) throw storageFull(uploadField(part));
    throw error;
  }
}

/**
 * 507 storage.full: the file store ran out of room (disk full or quota spent) while writing. The partial file is
 * already gone and no row was written, so the same upload can simply be sent again once there is room.
 */
export function storageFull(field = 'body.file'): AppError {
  return new AppError(
    507,
    'storage.full',
    'The file store is full, so the file was not saved (nothing was kept). Try again later; if it keeps ' +
      'happening, ask an administrator to free space on the file store.',
    { errors: [{ field, message: 'No room left to store this file' }] },
  );
}

function typeNotAllowed(name: string, detected: string | null) {
  return new AppError(
    415,
    'file.type_not_allowed',
    `"${name}" is not a file type we accept${detected ? ` (its content is ${detected})` : ''}. ` +
      'Send a PDF, an image (PNG, JPEG, GIF, WebP, HEIC, TIFF), a Word, Excel or OpenDocument text file, or plain text or CSV.',
    { errors: [{ field: 'body.file', message: 'File type not allowed' }] },
  );
}

function typeMismatch(name: string, detected: string) {
  return new AppError(
    415,
    'file.type_mismatch',
    `The content of "${name}" is ${detected}, which does not match its name. Rename the file to match what it holds.`,
    { errors: [{ field: 'body.file', message: `Content is ${detected}` }] },
  );
}

/**
 * An upload of several files, all or none: `store` stores each part (and refuses a bad one), then `record` writes
 * the rows. No part at all is 400. When anything throws, every byte stored for this upload is removed with
 * `forget` before the error goes on (mapped by `onError` when given), so a refused upload leaves nothing behind.
 */
export async function storeUploadAllOrNone<T>(options: {
  parts: AsyncIterable<UploadPart>;
  store: (part: UploadPart) => Promise<StoredUpload>;
  record: (stored: StoredUpload[]) => Promise<T>;
  forget: (keys: string[]) => Promise<void>;
  onError?: (error: unknown) => unknown;
}): Promise<T> {
  const stored: StoredUpload[] = [];
  try {
    for await (const part of options.parts) stored.push(await options.store(part));
    if (stored.length === 0) {
      throw badRequest('Attach at least one file to upload.', [
        { field: 'body', message: 'Send the files as multipart/form-data file parts' },
      ]);
    }
    return await options.record(stored);
  } catch (error) {
    await options.forget(stored.map((s) => s.key));
    throw options.onError ? options.onError(error) : error;
  }
}

/** The stored file whose name is missing from `inserted` (another upload took the name meanwhile), if any. */
export function nameTakenMeanwhile(
  stored: readonly StoredUpload[],
  inserted: readonly { name: string }[],
): StoredUpload | undefined {
  return stored.find((s) => !inserted.some((row) => row.name === s.name));
}

/** The rows in the order their files arrived in the upload. */
export function inUploadOrder<R extends { name: string }>(rows: R[], stored: readonly StoredUpload[]): R[] {
  const order = new Map(stored.map((s, i) => [s.name, i]));
  return rows.sort((a, b) => order.get(a.name)! - order.get(b.name)!);
}
