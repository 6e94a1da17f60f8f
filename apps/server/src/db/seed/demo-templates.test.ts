import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unknownTemplateVariables, type ListMessageTemplatesResponse } from '@casework/contract';
import { messageTemplates } from '../schema/index.ts';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { apiOf, threadsCast, type ThreadsCast } from '#src/modules/threads/threads.test-support.ts';
import { DEMO_TEMPLATES, seedDemoTemplates } from './demo-templates.ts';

let t: TestApp;
let cast: ThreadsCast;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoTemplates(t.database.db);
  cast = await threadsCast(t);
});
afterAll(() => t.close());

describe('seedDemoTemplates', () => {
  it('uses only known variables and runs again without duplicating anything', async () => {
    for (const spec of DEMO_TEMPLATES) expect(unknownTemplateVariables(spec.html), spec.key).toEqual([]);
    const [before] = await t.database.db.select({ n: count() }).from(messageTemplates);
    expect(await seedDemoTemplates(t.database.db)).toEqual({ created: 0 });
    const [after] = await t.database.db.select({ n: count() }).from(messageTemplates);
    expect(after!.n).toBe(before!.n);
  });

  it('gives the demo case worker team templates in categories and personal ones', async () => {
    const listed = (
      await apiOf(t)('GET', '/message-templates?includeTeams=true&take=100', cast.staff.token)
    ).json<ListMessageTemplatesResponse>();
    const names = listed.items.map((i) => i.name);
    expect(names).toEqual(expect.arrayContaining(['Welcome to Family Services', 'Back tomorrow']));
    const documents = listed.items.find((i) => i.name === 'Documents to bring')!;
    expect(documents.categories.map((c) => c.name)).toEqual(['Documents', 'Intake']);
    // Housing templates belong to a team the demo case worker does not work.
    expect(names).not.toContain('Rental deposit help');
  });
});
