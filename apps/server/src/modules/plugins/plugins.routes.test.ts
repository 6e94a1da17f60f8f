import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '#src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { bearer, signInAs } from '#test/auth-helpers.ts';

let t: TestApp;
let admin: string;
let supervisor: string;
let participant: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signInAs(t.app, 'admin')).token;
  supervisor = (await signInAs(t.app, 'supervisor')).token;
  participant = (await signInAs(t.app, 'participant')).token;
});
afterAll(() => t.close());

const put = (key: string, token: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/plugins/${key}`,
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
const list = async () =>
  (await t.app.inject({ url: '/api/admin/plugins' })).json<{ items: { key: string; enabled: boolean }[] }>()
    .items;

describe('plugins', () => {
  it('an administrator switches an area off and on; the public list follows and the activity log says who', async () => {
    const off = await put('webhooks', admin, { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({
      key: 'webhooks',
      name: 'Webhooks',
      description: 'Outbound event notifications',
      enabled: false,
    });
    expect((await list()).find((p) => p.key === 'webhooks')!.enabled).toBe(false);
    expect((await list()).filter((p) => p.key !== 'webhooks').every((p) => p.enabled)).toBe(true);

    const on = await put('webhooks', admin, { enabled: true });
    expect(on.json().enabled).toBe(true);
    expect((await list()).find((p) => p.key === 'webhooks')!.enabled).toBe(true);

    const entries = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.kind, 'plugin-changed'))
      .orderBy(asc(activityLogs.createdAt));
    expect(entries.map((e) => e.message)).toEqual([
      'Turned off Webhooks (webhooks).',
      'Turned on Webhooks (webhooks).',
    ]);
    expect(entries.every((e) => e.actorUserId !== null)).toBe(true);
  });

  it('the list stays public: the app shell loads it before sign-in', async () => {
    const response = await t.app.inject({ url: '/api/admin/plugins' });
    expect(response.statusCode).toBe(200);
    expect((await list()).length).toBe(7);
  });

  it('only administrators switch areas: anonymous 401, others 403, and nothing changes', async () => {
    expect((await put('inbox', undefined, { enabled: false })).statusCode).toBe(401);
    expect((await put('inbox', supervisor, { enabled: false })).statusCode).toBe(403);
    expect((await put('inbox', participant, { enabled: false })).statusCode).toBe(403);
    expect((await list()).find((p) => p.key === 'inbox')!.enabled).toBe(true);
  });

  it('refuses an unknown area and a body without a boolean, naming the field', async () => {
    const unknown = await put('spaceship', admin, { enabled: false });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('params.pluginKey');
    for (const payload of [{}, { enabled: 'false' }, { enabled: false, extra: 1 }]) {
      const response = await put('inbox', admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors[0].field).toMatch(/^body/);
    }
  });
});
