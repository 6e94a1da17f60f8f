import { Auth, type AuthConfig } from '@auth/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { earlyRead } from '#src/platform/authz/authz-plugin.ts';
import { publicAccess } from '#src/platform/authz/policy.ts';
import type { AuthService } from './auth.service.ts';
import { createSessionAnswers, sessionCookieName } from './session-refresh.ts';

const FORM = 'application/x-www-form-urlencoded';
const ProviderParams = z.object({ provider: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Unknown provider') });
const ClientLogBody = z.object({
  level: z.enum(['error', 'warn', 'debug']),
  code: z.string().max(100),
  message: z.string().max(2000),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

interface AuthJsAnswer {
  status: number;
  headers: [string, string][];
  setCookies: string[];
  body: Buffer;
}

const authPolicy = publicAccess('Auth.js endpoints: sign-in, sign-out and session lookup');

/** Mounts Auth.js under /api/auth: Fastify request in, Web Request to Auth.js, Web Response out. */
export async function registerAuthJs(
  app: FastifyInstance,
  opts: { authConfig: AuthConfig; auth: AuthService; publicUrl: string },
): Promise<void> {
  // Auth.js reads form bodies itself; keep them raw in this scope.
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 16_384 }, (_req, body, done) =>
    done(null, body),
  );

  /** Hands the request to Auth.js as a Web Request and reads its answer. */
  async function askAuthJs(request: FastifyRequest): Promise<AuthJsAnswer> {
    const url = new URL(request.url, opts.publicUrl);
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers)) {
      // HTTP/2's pseudo-headers (:method, :path, :authority…) are not header names a Web Request accepts.
      if (value === undefined || key.startsWith(':')) continue;
      if (Array.isArray(value)) for (const v of value) headers.append(key, v);
      else headers.set(key, String(value));
    }
    let body: string | undefined;
    if (request.method === 'POST') {
      body = typeof request.body === 'string' ? request.body : '';
      headers.set('content-type', FORM);
    }
    const response = await Auth(new Request(url, { method: request.method, headers, body }), opts.authConfig);
    const answerHeaders: [string, string][] = [];
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'content-length') answerHeaders.push([key, value]);
    });
    return {
      status: response.status,
      headers: answerHeaders,
      setCookies: response.headers.getSetCookie(),
      body: Buffer.from(await response.arrayBuffer()),
    };
  }

  function send(reply: FastifyReply, answer: Omit<AuthJsAnswer, 'setCookies'> & { setCookies?: string[] }) {
    reply.status(answer.status);
    for (const [key, value] of answer.headers) reply.header(key, value);
    if (answer.setCookies && answer.setCookies.length > 0) reply.header('set-cookie', answer.setCookies);
    return reply.send(answer.body);
  }

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    if (request.method === 'POST' && request.url.startsWith('/api/auth/signout')) {
      const key = sessionAnswers.keyOfCookieHeader(request.headers.cookie);
      if (key) sessionAnswers.forget(key);
    }
    return send(reply, await askAuthJs(request));
  }

  const sessionAnswers = createSessionAnswers({ cookieName: sessionCookieName(opts.publicUrl) });

  /**
   * The kept answer for a session request's cookie, if any, and whether it may be given again: the jwt callback's
   * check (session open, not idle, not expired, account active, same user) and the access token's signature and
   * expiry. Started by the request's first hook, so the session lookup overlaps the other hooks.
   */
  const keptAnswer = earlyRead(async (request) => {
    const key = sessionAnswers.keyOfCookieHeader(request.headers.cookie);
    const kept = key ? sessionAnswers.find(key) : undefined;
    if (!kept) return { key, kept };
    const valid = await opts.auth.authenticateBearer(kept.accessToken).then(
      () => true,
      () => false,
    );
    return { key, kept, valid };
  });

  /** GET /api/auth/session: a kept answer when its session still passes the check, else Auth.js (see session-refresh.ts). */
  async function session(request: FastifyRequest, reply: FastifyReply) {
    const { key, kept, valid } = await keptAnswer.take(request);
    if (!key) return send(reply, await askAuthJs(request));
    if (kept) {
      // Any refusal sends the call to Auth.js, which answers it as before.
      if (valid) return send(reply, kept);
      sessionAnswers.forget(key);
    }
    const answer = await askAuthJs(request);
    sessionAnswers.remember(key, answer);
    return send(reply, answer);
  }

  const config = { policy: authPolicy };
  const formSchema = { tags: ['auth'], summary: 'Auth.js endpoint' } as const;
  app.get('/api/auth/session', { config: { ...config, earlyRead: keptAnswer }, schema: formSchema }, session);
  app.get('/api/auth/csrf', { config, schema: formSchema }, forward);
  app.get('/api/auth/providers', { config, schema: formSchema }, forward);
  app.get('/api/auth/error', { config, schema: formSchema }, forward);
  app.get('/api/auth/signout', { config, schema: formSchema }, forward);
  app.get('/api/auth/signin', { config, schema: formSchema }, forward);
  app.post('/api/auth/signout', { config, schema: formSchema }, forward);
  for (const action of ['signin', 'callback'] as const) {
    app.get(
      `/api/auth/${action}/:provider`,
      { config, schema: { ...formSchema, params: ProviderParams } },
      forward,
    );
    app.post(
      `/api/auth/${action}/:provider`,
      { config, schema: { ...formSchema, params: ProviderParams } },
      async (request, reply) => {
        if (action === 'callback' && (request.params as { provider: string }).provider === 'credentials') {
          // Per-account lockout before Auth.js sees the attempt: 429 with Retry-After.
          const email = new URLSearchParams(typeof request.body === 'string' ? request.body : '').get(
            'email',
          );
          if (email) await opts.auth.assertNotLocked(email);
        }
        return forward(request, reply);
      },
    );
  }

  // SPEC §7 "POST /_log": the web app's client-side log entries, without their metadata (may hold personal data).
  app.post(
    '/api/auth/_log',
    {
      config: {
        policy: publicAccess('Client-side error logging, also before sign-in'),
        rateLimit: { max: 30, timeWindow: '1 minute', hook: 'preHandler' },
      },
      schema: { tags: ['auth'], summary: 'Record a client-side log entry', body: ClientLogBody },
    },
    async (request, reply) => {
      const entry = request.body as z.infer<typeof ClientLogBody>;
      const fields = { client: true, code: entry.code, message: entry.message.slice(0, 500) };
      if (entry.level === 'error') request.log.error(fields, 'client error');
      else if (entry.level === 'warn') request.log.warn(fields, 'client warning');
      else request.log.debug(fields, 'client debug');
      return reply.status(204).send();
    },
  );
}
