import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#src/app.ts';
import { publicAccess } from '#src/platform/authz/policy.ts';
import { openTestDatabase, testConfig } from '#test/harness.ts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#src/db/client.ts';

let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), database, logger: false });
  app.get('/api/v1/test-failure', { config: { policy: publicAccess('test only') } }, async () => {
    throw new Error('connect ECONNRESET 10.1.2.3:5432 at Pool.query (/srv/casework/db.ts:42)');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('OpenAPI and the reference page', () => {
  it('documents every API route in an OpenAPI 3.1 document, version 1.0', async () => {
    const doc = (await app.inject({ url: '/api/v1/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.0');
    const documented = new Set(
      Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([p, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    const served = app.routeTable
      .filter(
        (r) =>
          !r.url.startsWith('/api/docs') &&
          r.url !== '/api/v1/openapi.json' &&
          r.url !== '/api/v1/test-failure',
      )
      .map((r) => `${r.method} ${r.url}`);
    expect(served.filter((r) => !documented.has(r))).toEqual([]);
    expect(doc.paths['/api/v1/teams'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/healthz'].get.security).toBeUndefined();
  });

  it('serves the reference page with nothing fetched from another origin', async () => {
    const page = await app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    const externals = [...page.body.matchAll(/(?:src|href)="(https?:)?\/\/[^"]+"/g)].map((m) => m[0]);
    expect(externals).toEqual([]);
    const script = page.body.match(/<script[^>]+src="([^"]+)"/)?.[1];
    expect(script).toBeDefined();
    const js = await app.inject({ url: new URL(script!, 'http://localhost/api/docs/').pathname });
    expect(js.statusCode).toBe(200);
  });
});

describe('errors', () => {
  it('answers a 5xx without internals, with a request id to quote', async () => {
    const response = await app.inject({ url: '/api/v1/test-failure' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toMatchObject({ status: 500, title: 'Internal Server Error', code: 'server.error' });
    expect(response.body).not.toMatch(/ECONNRESET|10\.1\.2\.3|db\.ts|Pool/);
    expect(body.requestId).toBe(response.headers['x-request-id']);
    expect(body.detail).toContain(body.requestId);
  });

  it('answers an unknown API path with 404 problem details', async () => {
    const response = await app.inject({ url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ title: 'Not Found', code: 'route.not_found' });
  });

  it('answers 405 with Allow, not a bad id, for another method on a path a route spells out (GET /threads/unassigned)', async () => {
    for (const [method, url, allow] of [
      ['GET', '/api/v1/threads/unassigned', 'POST'],
      ['GET', '/api/v1/threads/archive', 'PUT'],
      ['DELETE', '/api/v1/participants/check-duplicates', 'GET, HEAD'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.headers.allow).toBe(allow);
      expect(response.json()).toMatchObject({ code: 'route.method_not_allowed' });
    }
  });

  it('keeps a well-formed incoming X-Request-Id and replaces a malformed one', async () => {
    const kept = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'proxy-req-12345678' } });
    expect(kept.headers['x-request-id']).toBe('proxy-req-12345678');
    // Letters no generated id (hex digits and dashes) can hold: "bad" was found inside a fresh uuid by chance.
    const replaced = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'wrong id\n' } });
    expect(replaced.headers['x-request-id']).not.toContain('wrong');
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the usual hardening headers', async () => {
    const response = await app.inject({ url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('does not let API answers be cached', async () => {
    const response = await app.inject({ url: '/api/admin/plugins' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('operations endpoints', () => {
  it('reports liveness, readiness and Prometheus metrics by route pattern', async () => {
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ok' });
    await app.inject({ url: '/api/v1/teams/0190c3d4-0000-7000-8000-000000000000' });
    const metrics = await app.inject({ url: '/metrics' });
    expect(metrics.body).toContain('casework_http_request_duration_seconds');
    expect(metrics.body).toContain('route="/api/v1/teams/:teamId"');
    expect(metrics.body).not.toContain('0190c3d4');
  });

  it('rate-limits client log entries', async () => {
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/_log',
        payload: { level: 'warn', code: 'test', message: 'hello' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await send()).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Every limit's refusal says when to try again, in the header and in words.
    const refused = await send();
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      code: 'request.rate_limited',
      detail: `Too many requests. Try again in ${wait} second${wait === 1 ? '' : 's'}.`,
    });
  });
});

describe('readiness without a database', () => {
  it('answers 503 when the database does not answer', async () => {
    const broken = await buildApp({
      config: testConfig(),
      database: { ...database, ping: async () => false },
      logger: false,
    });
    const response = await broken.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable' });
    await broken.close();
  });
});

describe('input guard', () => {
  it('refuses a NUL character anywhere in the input with 400 naming the field', async () => {
    const response = await app.inject({ url: '/api/v1/test-failure?name=a%00b' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'querystring.name', message: 'Must not contain NUL characters' },
    ]);
  });
});

describe('prototype pollution', () => {
  it('refuses a JSON body with a __proto__ key, naming the body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/_log',
      headers: { 'content-type': 'application/json' },
      payload: '{"level":"warn","code":"x","message":"y","metadata":{"__proto__":{"admin":true}}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'body', message: expect.any(String) }]);
  });
});
