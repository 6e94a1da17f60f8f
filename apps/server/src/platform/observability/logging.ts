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

/** Takes a well-formed incoming X-Request-Id (from a proxy), else makes one. */
export function genReqId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : uuidv7();
}
