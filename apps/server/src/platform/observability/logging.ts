import { randomBytes } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import { uuidv7 } from '../ids.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * pino options: request ids, and no secrets or personal data — credentials and cookies are redacted and
 * URLs are logged without their query string (searches carry names and dates of birth).
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passphrase',
        '*.*.passphrase',
        '*.attempt',
        'req.body',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { id: string; method: string; url: string; routeOptions?: { url?: string } }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split('?')[0],
        route: req.routeOptions?.url,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}

const ID_RANDOM_BYTES = 16;
/** Random bytes for this many request ids are drawn at once: one call into the CSPRNG per 256 requests, not per request. */
const IDS_PER_DRAW = 256;
let idRandom = Buffer.alloc(0);
let idRandomOffset = 0;

function nextIdRandom(): Buffer {
  if (idRandomOffset + ID_RANDOM_BYTES > idRandom.length) {
    idRandom = randomBytes(ID_RANDOM_BYTES * IDS_PER_DRAW);
    idRandomOffset = 0;
  }
  const bytes = idRandom.subarray(idRandomOffset, idRandomOffset + ID_RANDOM_BYTES);
  idRandomOffset += ID_RANDOM_BYTES;
  return bytes;
}

/** Takes a well-formed incoming X-Request-Id (from a proxy), else makes one (a UUIDv7). */
export function genReqId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming)
    ? incoming
    : uuidv7(Date.now(), nextIdRandom());
}
