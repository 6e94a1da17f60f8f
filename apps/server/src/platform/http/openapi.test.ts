import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#src/app.ts';
import type { Database } from '#src/db/client.ts';
import { openTestDatabase, testConfig } from '#test/harness.ts';
import { OPENAPI_PATH } from './openapi.ts';

interface Parameter {
  $ref?: string;
  name?: string;
  in?: string;
  required?: boolean;
  description?: string;
  schema?: { pattern?: string; maxLength?: number };
}
interface Operation {
  security?: unknown[];
  parameters?: Parameter[];
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { parameters?: Record<string, Parameter> };
}

let app: FastifyInstance;
let database: Database;
let doc: Document;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), database, logger: false });
  await app.ready();
  doc = (await app.inject({ url: OPENAPI_PATH })).json<Document>();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** The operation's parameters with `$ref`s to the components resolved. */
function parametersOf(operation: Operation | undefined): Parameter[] {
  return (operation?.parameters ?? []).map((p) =>
    p.$ref ? doc.components.parameters![p.$ref.replace('#/components/parameters/', '')]! : p,
  );
}
const idempotencyKeyOf = (operation: Operation | undefined) =>
  parametersOf(operation).find((p) => p.in === 'header' && p.name?.toLowerCase() === 'idempotency-key');

describe('Idempotency-Key in the OpenAPI document', () => {
  it('lists the optional header, with what it does, on an authenticated write', () => {
    const header = idempotencyKeyOf(doc.paths['/api/v1/participants']?.post);
    expect(header).toMatchObject({ name: 'Idempotency-Key', in: 'header', required: false });
    expect(header!.description).toMatch(/24 hours/);
    expect(header!.description).toMatch(/422 `idempotency\.key_reused`/);
    expect(header!.description).toMatch(/409 `idempotency\.in_progress`/);
    expect(header!.description).toMatch(/409 `idempotency\.completed`/);
    expect(header!.description).toContain('idempotency-replayed: true');
    expect(header!.schema).toMatchObject({ maxLength: 255 });
    expect(new RegExp(header!.schema!.pattern!).test('4f1c9a52-6a2e-4f7e-9d43-0c1e2b7a9f10')).toBe(true);
    expect(new RegExp(header!.schema!.pattern!).test('has a space')).toBe(false);
  });

  it('does not list it on a read', () => {
    expect(doc.paths['/api/v1/participants']?.get).toBeDefined();
    expect(idempotencyKeyOf(doc.paths['/api/v1/participants']?.get)).toBeUndefined();
    expect(idempotencyKeyOf(doc.paths['/api/v1/teams']?.get)).toBeUndefined();
  });

  it('lists it on every authenticated POST, PUT, PATCH and DELETE under /api/ (as the hook honours it), nowhere else', () => {
    const writes = new Set(['post', 'put', 'patch', 'delete']);
    const keyed: string[] = [];
    const wrong: string[] = [];
    for (const [url, item] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(item)) {
        const expected =
          url.startsWith('/api/') && writes.has(method) && (operation.security ?? []).length > 0;
        if (expected) keyed.push(`${method} ${url}`);
        if (expected !== (idempotencyKeyOf(operation) !== undefined)) wrong.push(`${method} ${url}`);
      }
    expect(wrong).toEqual([]);
    expect(keyed.length).toBeGreaterThan(50);
    expect(keyed).toEqual(
      expect.arrayContaining([
        'post /api/v1/threads/{threadId}/replies',
        'delete /api/v1/webhooks/{webhookId}',
        'put /api/admin/plugins/{pluginKey}',
      ]),
    );
    // Auth.js's sign-in is public: the hook ignores a key there, so the document does not offer one.
    expect(idempotencyKeyOf(doc.paths['/api/auth/callback/{provider}']?.post)).toBeUndefined();
  });
});
