import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { FieldError } from '@casework/contract';
import { isNoSpaceError } from '../files/file-storage.ts';
import { storageFull } from '../files/file-upload.ts';
import { AppError } from './app-error.ts';
import { PROBLEM_CONTENT_TYPE, problem } from './problem.ts';

function send(reply: FastifyReply, status: number, code: string, detail: string, errors?: FieldError[]) {
  return reply
    .status(status)
    .type(PROBLEM_CONTENT_TYPE)
    .send(problem(status, code, detail, reply.request.id, errors));
}

function fieldErrorsOf(error: FastifyError): FieldError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  const context = error.validationContext ?? 'body';
  return error.validation.map((issue) => {
    const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { field: where ? `${context}.${where}` : context, message: issue.message ?? 'is not valid' };
  });
}

/** Framework errors that are the client's fault, mapped to a status, code, field and a sentence to act on. */
const CLIENT_ERRORS: Record<string, { status: number; code: string; field: string; detail: string }> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'request.invalid',
    field: 'body',
    detail: 'The request body is empty; send a JSON object.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'request.invalid',
    field: 'body',
    detail: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'request.too_large',
    field: 'body',
    detail: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'request.unsupported_media_type',
    field: 'headers.content-type',
    detail: 'Send the body as application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'request.invalid',
    field: 'headers.content-length',
    detail: 'The Content-Length header does not match the body.',
  },
  FST_ERR_CTP_INVALID_TYPE: {
    status: 400,
    code: 'request.invalid',
    field: 'headers.content-type',
    detail: 'The Content-Type header is not valid.',
  },
  FST_ERR_BAD_URL: { status: 400, code: 'request.invalid', field: 'url', detail: 'The URL is not valid.' },
  FST_ERR_ASYNC_CONSTRAINT: {
    status: 400,
    code: 'request.invalid',
    field: 'request',
    detail: 'The request is not valid.',
  },
};

/**
 * No room left in the file store: an upload's own 507 (AppError storage.full) or any other write that met ENOSPC or
 * EDQUOT. Both answer 507 storage.full and log a warning for the operator (the disk needs attention, not the code).
 */
function storageFullAnswer(error: unknown, request: FastifyRequest): AppError | undefined {
  let full: AppError | undefined;
  if (error instanceof AppError) full = error.code === 'storage.full' ? error : undefined;
  else if (isNoSpaceError(error)) full = storageFull('request');
  if (full)
    request.log.warn(
      { fsCode: (error as { code?: string }).code },
      'file store full: write refused with 507',
    );
  return full;
}

/** The one error handler: every error becomes problem details; a 5xx never shows internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const full = storageFullAnswer(error, request);
    if (full) return send(reply, full.status, full.code, full.message, full.errors);
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return send(reply, error.status, error.code, error.message, error.errors);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrorsOf(error);
      const fields = errors.map((e) => e.field).join(', ');
      return send(
        reply,
        400,
        'request.invalid',
        `Some fields are not valid: ${fields}. Correct them and try again.`,
        errors,
      );
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known)
      return send(reply, known.status, known.code, known.detail, [
        { field: known.field, message: known.detail },
      ]);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, 'request.invalid', 'The request is not valid.', [
        { field: 'request', message: 'The request could not be read' },
      ]);
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: { message: error.message, method: error.method, url: error.url } },
        'response did not match its schema',
      );
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    if (isDatabaseUnavailable(error)) {
      reply.header('retry-after', '2');
      return send(
        reply,
        503,
        'server.unavailable',
        'The service is briefly unavailable. Try again in a few seconds.',
      );
    }
    return send(
      reply,
      500,
      'server.error',
      `Something went wrong on our side. Quote request id ${request.id} if you contact support.`,
    );
  });
}

/** Connection-level failures (PostgreSQL restarting, stopped or unreachable): worth a retry, never a 500. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '53300', // too_many_connections
  '08000', // connection_exception
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed|Connection closed/i;

/** true when `error`, or an error it wraps (drizzle wraps the driver's), says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

export { send as sendProblem };
