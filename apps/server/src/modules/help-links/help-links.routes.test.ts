import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, helpLinks } from '#src/db/schema/index.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { bearer, signInAs } from '#test/auth-helpers.ts';

let t: TestApp;
let admin: string;
let supervisor: string;
let staff: string;
let participant: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signInAs(t.app, 'admin')).token;
  supervisor = (await signInAs(t.app, 'supervisor')).token;
  staff = (await signInAs(t.app, 'staff')).token;
  participant = (await signInAs(t.app, 'participant')).token;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

async function create(overrides: Record<string, unknown> = {}) {
  const response = await api('POST', '/help-links', admin, {
    title: 'Village public safety',
    url: 'https://example.org/vpso',
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; title: string; url: string; sortOrder: number; updatedAt: string }>();
}

const entriesFor = async (helpLinkId: string) =>
  (await t.database.db.select().from(activityLogs).where(eq(activityLogs.kind, 'help-link-changed'))).filter(
    (r) => r.detail.helpLinkId === helpLinkId,
  );

describe('help links', () => {
  it('an administrator adds one (trimmed, defaults filled) and the activity log records it', async () => {
    const response = await api('POST', '/help-links', admin, {
      title: '  Alaska Legal Services  ',
      url: '  https://example.org/legal-help  ',
      description: ' Free civil legal help ',
      sortOrder: 40,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      title: 'Alaska Legal Services',
      url: 'https://example.org/legal-help',
      description: 'Free civil legal help',
      sortOrder: 40,
    });
    const minimal = await create({ title: 'Minimal link' });
    expect(minimal).toMatchObject({ sortOrder: 0, description: '' });
    const [entry] = await entriesFor(response.json().id);
    expect(entry!.message).toBe('Added help link "Alaska Legal Services" (https://example.org/legal-help).');
    expect(entry!.actorUserId).toBeTruthy();
  });

  it('everyone signed in reads them in sort order, then title', async () => {
    await create({ title: 'Zeta last of ten', sortOrder: 10 });
    await create({ title: 'Alpha of ten', sortOrder: 10 });
    await create({ title: 'First of all', sortOrder: 1 });
    for (const token of [participant, staff, supervisor, admin]) {
      const response = await api('GET', '/help-links', token);
      expect(response.statusCode).toBe(200);
      const items: { title: string; sortOrder: number }[] = response.json().items;
      expect(response.json().total).toBe(items.length);
      const keys = items.map((i) => [i.sortOrder, i.title] as const);
      const sorted = [...keys].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
      expect(keys).toEqual(sorted);
      const titles = items.map((i) => i.title);
      expect(titles.indexOf('First of all')).toBeLessThan(titles.indexOf('Alpha of ten'));
      expect(titles.indexOf('Alpha of ten')).toBeLessThan(titles.indexOf('Zeta last of ten'));
    }
    expect((await t.app.inject({ url: '/api/v1/help-links' })).statusCode).toBe(401);
  });

  it('refuses every address that is not a full http or https address, naming body.url', async () => {
    const refused = [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://files.example.org/form.pdf',
      'mailto:help@example.org',
      '/participant/dashboard',
      '//example.org/no-scheme',
      'example.org',
      'https://',
      'http://',
      'https:example.org',
      'http:\\\\example.org',
      'https:///example.org',
      'https://exa mple.org',
      'https://example.org/a\tb',
      'https://example.org/\n<script>',
      'https://user:secret@example.org/',
      `https://example.org/${'a'.repeat(2000)}`,
    ];
    for (const url of refused) {
      const response = await api('POST', '/help-links', admin, { title: 'Bad link', url });
      expect(response.statusCode, url).toBe(400);
      expect(
        response.json().errors.map((e: { field: string }) => e.field),
        url,
      ).toContain('body.url');
    }
    const link = await create();
    const update = await api('PUT', `/help-links/${link.id}`, admin, { url: 'javascript:alert(1)' });
    expect(update.statusCode).toBe(400);
    expect(update.json().errors[0]).toEqual({
      field: 'body.url',
      message: 'Enter a full web address starting with https:// or http://',
    });
    const rows = await t.database.db.select().from(helpLinks).where(eq(helpLinks.title, 'Bad link'));
    expect(rows).toEqual([]);
  });

  it('accepts ordinary http and https addresses with paths, queries and fragments', async () => {
    for (const url of [
      'https://988lifeline.org',
      'http://example.org/a?b=c#d',
      'https://alaska211.org/search?q=food',
    ]) {
      expect((await create({ url })).url).toBe(url);
    }
  });

  it('refuses other invalid fields with field errors', async () => {
    const cases: [object, string][] = [
      [{ title: '', url: 'https://example.org' }, 'body.title'],
      [{ title: 't'.repeat(121), url: 'https://example.org' }, 'body.title'],
      [{ title: 'x', url: 'https://example.org', sortOrder: -1 }, 'body.sortOrder'],
      [{ title: 'x', url: 'https://example.org', sortOrder: 1.5 }, 'body.sortOrder'],
      [{ title: 'x', url: 'https://example.org', description: 'd'.repeat(301) }, 'body.description'],
      [{ title: 'x' }, 'body.url'],
    ];
    for (const [payload, field] of cases) {
      const response = await api('POST', '/help-links', admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it('updates a link and records which fields changed', async () => {
    const link = await create({ title: 'Crisis line' });
    const response = await api('PUT', `/help-links/${link.id}`, admin, {
      title: '988 Suicide & Crisis Lifeline',
      url: 'https://988lifeline.org',
      sortOrder: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: link.id,
      title: '988 Suicide & Crisis Lifeline',
      url: 'https://988lifeline.org',
      sortOrder: 1,
    });
    const update = (await entriesFor(link.id)).find((e) => e.detail.action === 'updated')!;
    expect(update.message).toBe('Updated help link "Crisis line": title, url, sortOrder changed.');
    const empty = await api('PUT', `/help-links/${link.id}`, admin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('body.title');
  });

  it('deletes a link (204); it is gone, a second delete and an unknown id are 404', async () => {
    const link = await create({ title: 'Temporary notice' });
    const deleted = await api('DELETE', `/help-links/${link.id}`, admin);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    const items = (await api('GET', '/help-links', participant)).json().items as { id: string }[];
    expect(items.map((i) => i.id)).not.toContain(link.id);
    expect((await api('DELETE', `/help-links/${link.id}`, admin)).statusCode).toBe(404);
    expect((await api('PUT', `/help-links/${uuidv7()}`, admin, { title: 'x' })).statusCode).toBe(404);
    const entry = (await entriesFor(link.id)).find((e) => e.detail.action === 'deleted')!;
    expect(entry.message).toBe('Removed help link "Temporary notice" (https://example.org/vpso).');
    const badId = await api('DELETE', '/help-links/not-an-id', admin);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().errors[0].field).toBe('params.helpLinkId');
  });

  it('only administrators add, change and delete links', async () => {
    const link = await create();
    for (const token of [supervisor, staff, participant]) {
      expect(
        (await api('POST', '/help-links', token, { title: 'x', url: 'https://example.org' })).statusCode,
      ).toBe(403);
      expect((await api('PUT', `/help-links/${link.id}`, token, { title: 'x' })).statusCode).toBe(403);
      expect((await api('DELETE', `/help-links/${link.id}`, token)).statusCode).toBe(403);
    }
    expect(
      (await api('GET', '/help-links', participant)).json().items.map((i: { id: string }) => i.id),
    ).toContain(link.id);
  });
});
