import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { helmetOptions, registerSecurityHeaders } from './security-headers.ts';

type Opts = Parameters<typeof helmetOptions>[0];

/** A server with one answer, one failure and the not-found answer, its headers set one way or the other. */
async function serverWith(setHeaders: (app: FastifyInstance) => Promise<void>) {
  const app = Fastify({ logger: false });
  await setHeaders(app);
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return app;
}

const withoutDate = (headers: Record<string, unknown>) => {
  const { date: _date, ...rest } = headers;
  return rest;
};

describe('security headers', () => {
  const cases: [string, Opts][] = [
    ['on http', { publicUrl: 'http://localhost:3000' }],
    [
      'on https with an OIDC issuer',
      { publicUrl: 'https://casework.example.org', oidcIssuer: 'https://id.example.org/realms/x' },
    ],
  ];
  it.each(cases)(
    'are exactly those @fastify/helmet sends, on answers, failures and 404s (%s)',
    async (_label, opts) => {
      const reference = await serverWith(async (app) => {
        await app.register(helmet, helmetOptions(opts));
      });
      const ours = await serverWith((app) => registerSecurityHeaders(app, opts));
      try {
        for (const url of ['/ok', '/fails', '/missing']) {
          const expected = await reference.inject({ url });
          const actual = await ours.inject({ url });
          expect(actual.statusCode).toBe(expected.statusCode);
          expect(withoutDate(actual.headers)).toEqual(withoutDate(expected.headers));
          expect(actual.headers['content-security-policy']).toContain("frame-ancestors 'none'");
        }
      } finally {
        await reference.close();
        await ours.close();
      }
    },
  );

  it('include HSTS and the OIDC issuer as a form action on https only', async () => {
    const https = await serverWith((app) =>
      registerSecurityHeaders(app, {
        publicUrl: 'https://casework.example.org',
        oidcIssuer: 'https://id.example.org/x',
      }),
    );
    const http = await serverWith((app) =>
      registerSecurityHeaders(app, { publicUrl: 'http://localhost:3000' }),
    );
    try {
      const secure = await https.inject({ url: '/ok' });
      expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(secure.headers['content-security-policy']).toContain(
        "form-action 'self' https://id.example.org",
      );
      expect((await http.inject({ url: '/ok' })).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await https.close();
      await http.close();
    }
  });
});
