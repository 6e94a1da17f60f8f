import type { FastifyInstance } from 'fastify';
import type { FieldError } from '@casework/contract';
import { badRequest } from '../errors/app-error.ts';

/** Paths (e.g. "query.teamName") of every string holding a NUL character, which PostgreSQL text cannot store. */
export function findNulStrings(
  value: unknown,
  where: string,
  found: FieldError[] = [],
  depth = 0,
): FieldError[] {
  if (found.length >= 10 || depth > 32) return found;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push({ field: where, message: 'Must not contain NUL characters' });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => findNulStrings(item, `${where}.${i}`, found, depth + 1));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000'))
        found.push({ field: where, message: 'Must not contain NUL characters in names' });
      findNulStrings(item, `${where}.${key}`, found, depth + 1);
    }
  }
  return found;
}

/** Refuses, whole and before any handler, input that no column could store. */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const errors = [
      ...findNulStrings(request.params, 'params'),
      ...findNulStrings(request.query, 'querystring'),
      ...findNulStrings(request.body, 'body'),
    ];
    if (errors.length === 0) return done();
    done(
      badRequest('The request holds a NUL character, which is never valid. Remove it and try again.', errors),
    );
  });
}
