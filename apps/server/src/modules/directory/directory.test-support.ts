import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Db } from '#src/db/client.ts';
import {
  activityLogs,
  OTHER_CATEGORY_ID,
  outboxEvents,
  serviceSearchDocuments,
  services,
} from '#src/db/schema/index.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { signInAs } from '#test/auth-helpers.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { apiOf, type Method } from '../threads/threads.test-support.ts';
import { reindexServices } from './directory-index.ts';

export type ServiceRow = typeof services.$inferSelect;

let sequence = 0;

/** A word no other test data contains, for names that must be found (or not) by search. */
export const uniqueWord = (prefix = 'svc') => `${prefix}${randomBytes(4).toString('hex')}`;

/**
 * Inserts a service (active, in the category "Other", unless overridden) and indexes it, as POST /services does.
 * For tests that need a service before they exercise its sub-resources.
 */
export async function buildService(
  db: Db,
  overrides: Partial<typeof services.$inferInsert> = {},
): Promise<ServiceRow> {
  sequence += 1;
  const [row] = await db
    .insert(services)
    .values({
      id: uuidv7(),
      name: `Test Service ${sequence} ${uniqueWord()}`,
      description: `A service made for a test (${sequence}).`,
      categoryId: OTHER_CATEGORY_ID,
      status: 'active',
      ...overrides,
    })
    .returning();
  await reindexServices(db, [row!.id]);
  return row!;
}

/** True when a search for `text` finds the service's index row (the same English stemming as searches). */
async function indexFinds(db: Db, serviceId: string, text: string): Promise<boolean> {
  const rows = await db
    .select({ id: serviceSearchDocuments.serviceId })
    .from(serviceSearchDocuments)
    .where(
      and(
        eq(serviceSearchDocuments.serviceId, serviceId),
        sql`${serviceSearchDocuments.document} @@ plainto_tsquery('english', ${text})`,
      ),
    );
  return rows.length > 0;
}

/** How many service.updated (or another type of) outbox events a service has. */
async function serviceEventCount(db: Db, serviceId: string, type = 'service.updated'): Promise<number> {
  const rows = await db
    .select({ id: outboxEvents.id })
    .from(outboxEvents)
    .where(and(eq(outboxEvents.aggregateId, serviceId), eq(outboxEvents.type, type)));
  return rows.length;
}

/** The admin-log sentences of directory changes that name this service (newest last). */
async function serviceChangeMessages(db: Db, serviceId: string): Promise<string[]> {
  const rows = await db
    .select({ message: activityLogs.message })
    .from(activityLogs)
    .where(
      and(
        eq(activityLogs.kind, 'service-changed'),
        sql`${activityLogs.detail} -> 'serviceIds' ? ${serviceId}`,
      ),
    )
    .orderBy(activityLogs.createdAt, activityLogs.id);
  return rows.map((r) => r.message);
}

export type DirectoryIdentity = 'admin' | 'staff' | 'supervisor' | 'participant' | 'participant2';

/**
 * Bearer tokens of the directory's cast: the administrator and the demo case worker (Directory Editor) write;
 * the supervisor (no Directory.Edit) and participants only read.
 */
export async function directoryTokens(t: TestApp): Promise<Record<DirectoryIdentity, string>> {
  const tokens = {} as Record<DirectoryIdentity, string>;
  for (const who of ['admin', 'staff', 'supervisor', 'participant', 'participant2'] as const)
    tokens[who] = (await signInAs(t.app, who)).token;
  return tokens;
}

/** An API call that must succeed with `status`; answers the JSON body. */
export function expectOk(api: ReturnType<typeof apiOf>) {
  return async <T = Record<string, unknown>>(
    status: number,
    method: Method,
    url: string,
    token: string,
    payload?: unknown,
  ): Promise<T> => {
    const response = await api(method, url, token, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
    return (response.body === '' ? undefined : response.json()) as T;
  };
}

/**
 * A test file's app on a fresh copy of the demo database (built before its tests, closed after), with the
 * directory cast's tokens, call helpers, and the helpers above bound to the app's database. `db()` is the app's
 * database once built.
 */
export function directoryTestApp() {
  let app: TestApp | undefined;
  const tokens = {} as Record<DirectoryIdentity, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    Object.assign(tokens, await directoryTokens(app));
  });
  afterAll(() => app?.close());
  const api: ReturnType<typeof apiOf> = (method, url, token, payload) =>
    apiOf(app!)(method, url, token, payload);
  const db = () => app!.database.db;
  return {
    api,
    ok: expectOk(api),
    tokens,
    db,
    buildService: (overrides?: Partial<typeof services.$inferInsert>) => buildService(db(), overrides),
    indexFinds: (serviceId: string, text: string) => indexFinds(db(), serviceId, text),
    serviceEventCount: (serviceId: string, type?: string) => serviceEventCount(db(), serviceId, type),
    serviceChangeMessages: (serviceId: string) => serviceChangeMessages(db(), serviceId),
  };
}
