import fc from 'fast-check';
import type { ZodType } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './harness.ts';
import { bearer, signInAs } from './auth-helpers.ts';

/**
 * Property-based bad input against every route: invalid params, queries and bodies never give a 5xx, no body shows
 * a stack trace or SQL, and whatever the route's own schema rejects is answered 400 with problem details naming the
 * field. BAD_INPUT_RUNS sets the cases per route: 40 by default, 200 in `npm test` (CI), 1,000 in
 * `npm run resilience` (full). BAD_INPUT_SHARD=k/n runs every n-th route starting at the k-th (to split the sweep).
 */
export const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 40);
const SHARD = /^(\d+)\/(\d+)$/.exec(process.env.BAD_INPUT_SHARD ?? '1/1');
const [shardIndex, shardCount] = [Number(SHARD?.[1] ?? 1), Number(SHARD?.[2] ?? 1)];

/** What must never appear in an answer to bad input: a stack frame, SQL, a database error. */
export const LEAK_PATTERN =
  /select |insert |syntax error|at .*\.ts:\d+|\bstack\b|node_modules|violates .* constraint/i;

// Built at load time so that every route gets its own test (its own time limit and its own line in the report).
const t = await buildTestApp();
const token = (await signInAs(t.app, 'admin')).token;
afterAll(() => t.close());

interface RouteSchemas {
  params?: ZodType;
  querystring?: ZodType;
  body?: ZodType;
}

/** Query keys every list route might take, tried on every route. */
const COMMON_QUERY_KEYS = [
  'take',
  'skip',
  'hidePrivate',
  'teamName',
  'role',
  'lastName',
  'firstName',
  'name',
];

/** The keys a route's querystring schema names (a zod object, or one wrapped in a pipe or a refinement). */
function queryKeysOf(schema: ZodType | undefined): string[] {
  let current: unknown = schema;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const shape = (current as { shape?: Record<string, unknown> }).shape;
    if (shape && typeof shape === 'object') return Object.keys(shape);
    const def = (current as { def?: { in?: unknown; innerType?: unknown; schema?: unknown } }).def;
    current = def?.in ?? def?.innerType ?? def?.schema;
  }
  return [];
}

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '1e309',
    'NaN',
    'null',
    '[]',
    '{}',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '%00',
    '\u0000',
    'x'.repeat(5000),
    '0190c3d4-0000-7000-8000-00000000000g',
  ),
);
const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record({ email: hostileString, take: fc.anything() }),
);

const concreteUrl = (pattern: string, values: Record<string, string>) =>
  pattern.replace(/:([A-Za-z]+)/g, (_m, name: string) => encodeURIComponent(values[name] ?? 'x'));
const paramNames = (pattern: string) => [...pattern.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);

function checkProblem(status: number, contentType: unknown, body: string, label: string) {
  expect(status, `${label} gave ${status}: ${body.slice(0, 200)}`).toBeLessThan(500);
  if (status >= 400) {
    expect(String(contentType), label).toMatch(/application\/problem\+json|text\/html/);
  }
  expect(body, `${label} leaked internals: ${body.slice(0, 300)}`).not.toMatch(LEAK_PATTERN);
}

const routes = t.app.routeTable
  .filter((r) => !r.url.startsWith('/api/docs'))
  .filter((_r, i) => i % shardCount === shardIndex - 1);

describe(`bad input against every route (${RUNS} cases each)`, () => {
  it('finds the routes', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(10);
  });

  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s: never 5xx, never internals, 400 for what its schema refuses',
    async (_label, route) => {
      const schemas = (route.schema ?? {}) as RouteSchemas;
      const names = paramNames(route.url);
      // Each route's own query keys, so every filter it takes (a name, a phone, a date range) gets hostile values.
      const queryKeys = [...new Set([...COMMON_QUERY_KEYS, ...queryKeysOf(schemas.querystring)])];
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            params: fc.dictionary(
              fc.constantFrom(...(names.length ? names : ['none'])),
              // An empty, "." or ".." segment is resolved by the URL itself (/signin/. is /signin), so params never are.
              hostileString.filter((s) => !['', '.', '..'].includes(s)),
            ),
            query: fc.dictionary(
              fc.oneof(fc.constantFrom(...queryKeys), fc.string({ maxLength: 8 })),
              hostileString,
              { maxKeys: 4 },
            ),
            body: jsonValue,
          }),
          async ({ params, query, body }) => {
            const url = concreteUrl(route.url, params);
            const qs = new URLSearchParams(query).toString();
            const hasBody = !['GET', 'HEAD', 'DELETE'].includes(route.method);
            const response = await t.app.inject({
              method: route.method as 'GET',
              url: qs ? `${url}?${qs}` : url,
              headers: bearer(token),
              ...(hasBody ? { payload: body as object } : {}),
            });
            const label = `${route.method} ${route.url}`;
            checkProblem(response.statusCode, response.headers['content-type'], response.body, label);
            const paramsRejected =
              schemas.params &&
              !schemas.params.safeParse(Object.fromEntries(names.map((n) => [n, params[n] ?? 'x']))).success;
            const queryRejected = schemas.querystring && !schemas.querystring.safeParse(query).success;
            const bodyRejected = hasBody && schemas.body && !schemas.body.safeParse(body).success;
            if ((paramsRejected || queryRejected || bodyRejected) && response.statusCode !== 404) {
              // 415: a body in a media type the route does not take is refused before its schema is consulted.
              expect([400, 415], `${label} accepted invalid input (${response.statusCode})`).toContain(
                response.statusCode,
              );
              if (response.statusCode === 400)
                expect(response.json().errors?.length, label).toBeGreaterThan(0);
            }
          },
        ),
        { numRuns: RUNS },
      );
    },
    // A limit against a hang, not a speed target: the log export takes ~300 ms a case on PGlite on a busy 2-core machine.
    Math.max(60_000, RUNS * 1_000),
  );

  it('refuses malformed JSON and wrong content types with problem details', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/_log',
      headers: { 'content-type': 'application/json' },
      payload: '{"level":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ title: 'Bad Request', detail: expect.stringContaining('JSON') });
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/auth/_log',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
  });
});
