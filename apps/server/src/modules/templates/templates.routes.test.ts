import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ListMessageTemplatesResponse,
  ListTemplateCategoriesResponse,
  MessageTemplateView,
  ThreadView,
} from '@casework/contract';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '#test/harness.ts';
import { captureStatements } from '#src/db/statement-capture.ts';
import { staffMembers } from '#src/db/schema/index.ts';
import { bearer } from '#test/auth-helpers.ts';
import {
  EXE_BYTES,
  PDF_BYTES,
  PNG_BYTES,
  filesUnder,
  multipartBody,
  type UploadFile,
} from '../participant-files/participant-files.test-support.ts';
import {
  apiOf,
  freshStaff,
  freshTeam,
  startThread,
  threadsCast,
  type ThreadsCast,
} from '../threads/threads.test-support.ts';
import { createTemplatesRepository, type TemplatesRepository } from './templates.repository.ts';

let t: TestApp;
let cast: ThreadsCast;
let api: ReturnType<typeof apiOf>;

beforeAll(async () => {
  t = await buildTestApp({ FILE_SIZE_LIMIT_MB: '0.002' });
  api = apiOf(t);
  cast = await threadsCast(t);
});
afterAll(() => t.close());

async function createTemplate(token: string, body: Record<string, unknown>): Promise<MessageTemplateView> {
  const response = await api('POST', '/message-templates', token, {
    name: 'Office hours',
    type: 'personal',
    body: '<p>Hello {participant.firstName}, we are open 9 to 5.</p>',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<MessageTemplateView>();
}

async function createCategory(token: string, teamId: string, name: string): Promise<string> {
  const response = await api('POST', '/message-template-categories', token, { teamId, name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

function upload(templateId: string, files: UploadFile[], token: string) {
  const body = multipartBody(files);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/message-templates/${templateId}/files`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}
const storedTemplateFiles = () =>
  filesUnder(path.join(t.config.dataDir, 'files')).filter((f) => f.startsWith('templates'));

describe('message templates: create, list, search, edit, delete', () => {
  it('creates a personal template owned by the caller, sanitised, with its variables listed', async () => {
    const template = await createTemplate(cast.staff.token, {
      name: '  Welcome  ',
      body: '<p onclick="x()">Hi {participant.firstName}, I am {staff.firstName} of {team.name}.<script>alert(1)</script></p>',
    });
    expect(template).toMatchObject({
      name: 'Welcome',
      type: 'personal',
      team: null,
      owner: { id: cast.staff.userId },
      categories: [],
      variables: ['participant.firstName', 'staff.firstName', 'team.name'],
      canEdit: true,
      files: [],
    });
    expect(template.bodyHtml).toBe(
      '<p>Hi {participant.firstName}, I am {staff.firstName} of {team.name}.</p>',
    );
    expect(template.createdBy?.name).toBe('Daniel Kasayulie');
  });

  it('refuses an unknown variable and an empty body with the field to fix, and stores nothing', async () => {
    const before = await api('GET', '/message-templates?take=100', cast.staff.token);
    const unknown = await api('POST', '/message-templates', cast.staff.token, {
      name: 'Bad',
      type: 'personal',
      body: '<p>Dear {participant.nickname} and {foo}</p>',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      expect.objectContaining({
        field: 'body.body',
        message: expect.stringContaining('{participant.nickname}, {foo}'),
      }),
    ]);
    const empty = await api('POST', '/message-templates', cast.staff.token, {
      name: 'Empty',
      type: 'personal',
      body: '<p> <script>text inside script</script></p>',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('body.body');
    const after = await api('GET', '/message-templates?take=100', cast.staff.token);
    expect(after.json().total).toBe(before.json().total);
  });

  it('a team template needs a team whose inbox the caller works; type and teamId must agree', async () => {
    const noTeam = await api('POST', '/message-templates', cast.staff.token, {
      name: 'x',
      type: 'team',
      body: '<p>x</p>',
    });
    expect(noTeam.statusCode).toBe(400);
    expect(noTeam.json().errors[0].field).toBe('body.teamId');
    // Tribal Enrollment: the demo staff member is an Observer there (no TeamInbox.Access).
    const observer = await api('POST', '/message-templates', cast.staff.token, {
      name: 'x',
      type: 'team',
      teamId: cast.teams.enrollment,
      body: '<p>x</p>',
    });
    expect(observer.statusCode).toBe(404);
    const created = await createTemplate(cast.staff.token, {
      name: 'Family: documents needed',
      type: 'team',
      teamId: cast.teams.family,
      body: '<p>Please bring your ID and proof of address.</p>',
    });
    expect(created).toMatchObject({
      type: 'team',
      team: { id: cast.teams.family, name: 'Family Services' },
      owner: null,
    });
  });

  it('lists personal templates; includeTeams adds the teams the caller works; the team list shows team ones only', async () => {
    const mine = await createTemplate(cast.supervisor.token, { name: 'Supervisor personal' });
    const team = await createTemplate(cast.supervisor.token, {
      name: 'Family team note',
      type: 'team',
      teamId: cast.teams.family,
    });
    const personalOnly = (
      await api('GET', '/message-templates?take=100', cast.supervisor.token)
    ).json<ListMessageTemplatesResponse>();
    expect(personalOnly.items.map((i) => i.id)).toContain(mine.id);
    expect(personalOnly.items.map((i) => i.id)).not.toContain(team.id);
    const withTeams = (
      await api('GET', '/message-templates?includeTeams=true&take=100', cast.supervisor.token)
    ).json<ListMessageTemplatesResponse>();
    expect(withTeams.items.map((i) => i.id)).toEqual(expect.arrayContaining([mine.id, team.id]));
    const teamList = (
      await api('GET', `/message-templates/teams/${cast.teams.family}?take=100`, cast.staff.token)
    ).json<ListMessageTemplatesResponse>();
    expect(teamList.items.every((i) => i.type === 'team')).toBe(true);
    expect(teamList.items.map((i) => i.id)).toContain(team.id);
    // Another user's personal template is never listed.
    expect(teamList.items.map((i) => i.id)).not.toContain(mine.id);
    const outsider = await api('GET', `/message-templates/teams/${cast.teams.family}`, cast.outsider.token);
    expect(outsider.statusCode).toBe(404);
  });

  it('search by term ranks a name match before a body match and tolerates a typo in the name', async () => {
    const body = await createTemplate(cast.outsider.token, {
      name: 'Heating help',
      body: '<p>Your energy assistance application was received.</p>',
    });
    const name = await createTemplate(cast.outsider.token, {
      name: 'Energy assistance deadline',
      body: '<p>The deadline is the 15th.</p>',
    });
    await createTemplate(cast.outsider.token, { name: 'Unrelated', body: '<p>Nothing to see.</p>' });
    const found = (
      await api('GET', '/message-templates?term=energy', cast.outsider.token)
    ).json<ListMessageTemplatesResponse>();
    expect(found.items.map((i) => i.id)).toEqual([name.id, body.id]);
    const secondPage = (
      await api('GET', '/message-templates?term=energy&take=1&skip=1', cast.outsider.token)
    ).json<ListMessageTemplatesResponse>();
    expect(secondPage).toMatchObject({ total: 2, items: [{ id: body.id }] });
    const typo = (
      await api('GET', '/message-templates?term=deadlin', cast.outsider.token)
    ).json<ListMessageTemplatesResponse>();
    expect(typo.items[0]?.id).toBe(name.id);
    const misspelt = (
      await api('GET', '/message-templates?term=heatng', cast.outsider.token)
    ).json<ListMessageTemplatesResponse>();
    expect(misspelt.items.map((i) => i.id)).toContain(body.id);
    const literal = (
      await api('GET', '/message-templates?term=%25', cast.outsider.token)
    ).json<ListMessageTemplatesResponse>();
    expect(literal.total).toBe(0);
  });

  it('search leaves the variables out of the text (they are filled per message) and finds a category by name', async () => {
    const team = await freshTeam(t);
    const me = await freshStaff(t, { teams: [{ teamId: team, roleName: 'Case Worker' }] });
    const greeting = await createTemplate(me.token, {
      name: 'Greeting',
      body: '<p>Hello {participant.firstName}, this is {staff.fullName} of {team.name}.</p>',
    });
    const details = await createTemplate(me.token, {
      name: 'Change of details',
      body: '<p>Send us your new name and address, {participant.firstName}.</p>',
    });
    const winter = await createCategory(me.token, team, 'Winter heating');
    const boiler = await createTemplate(me.token, {
      name: 'Boiler check',
      type: 'team',
      teamId: team,
      categoryIds: [winter],
      body: '<p>We will visit on {today}.</p>',
    });
    const search = async (term: string) =>
      (
        await api('GET', `/message-templates?includeTeams=true&term=${term}`, me.token)
      ).json<ListMessageTemplatesResponse>();
    // "name" is in {participant.firstName}, {staff.fullName} and {team.name}: only the text that says it counts.
    expect(await search('name')).toMatchObject({ total: 1, items: [{ id: details.id }] });
    for (const term of ['firstname', 'participant', 'today', '%7B'])
      expect((await search(term)).total, term).toBe(0);
    expect((await search('hello')).items.map((i) => i.id)).toEqual([greeting.id]);
    expect((await search('winter')).items.map((i) => i.id)).toEqual([boiler.id]);
  });

  it('edits: personal only by its owner, team by any inbox worker of the team; others get 404', async () => {
    const personal = await createTemplate(cast.staff.token, { name: 'Mine only' });
    const byOther = await api('PUT', `/message-templates/${personal.id}`, cast.supervisor.token, {
      name: 'Taken',
    });
    expect(byOther.statusCode).toBe(404);
    const team = await createTemplate(cast.staff.token, {
      name: 'Shared',
      type: 'team',
      teamId: cast.teams.family,
    });
    const bySupervisor = await api('PUT', `/message-templates/${team.id}`, cast.supervisor.token, {
      name: 'Shared (edited)',
      body: '<p>Changed by {staff.fullName}</p>',
    });
    expect(bySupervisor.statusCode, bySupervisor.body).toBe(200);
    expect(bySupervisor.json()).toMatchObject({
      name: 'Shared (edited)',
      updatedBy: { id: cast.supervisor.userId },
      createdBy: { id: cast.staff.userId },
      variables: ['staff.fullName'],
    });
    const outsider = await api('DELETE', `/message-templates/${team.id}`, cast.outsider.token);
    expect(outsider.statusCode).toBe(404);
    const empty = await api('PUT', `/message-templates/${team.id}`, cast.staff.token, {});
    expect(empty.statusCode).toBe(400);
    const removed = await api('DELETE', `/message-templates/${team.id}`, cast.staff.token);
    expect(removed.statusCode).toBe(204);
    expect(
      (await api('PUT', `/message-templates/${team.id}`, cast.staff.token, { name: 'x' })).statusCode,
    ).toBe(404);
  });

  it('participants cannot reach templates at all', async () => {
    expect((await api('GET', '/message-templates', cast.participant.token)).statusCode).toBe(403);
  });
});

describe('template categories', () => {
  it('creates, lists with counts, renames (unique per team, any case) and deletes keeping the templates', async () => {
    const forms = await createCategory(cast.staff.token, cast.teams.family, 'Forms');
    const visits = await createCategory(cast.staff.token, cast.teams.family, 'Doorstep visits');
    const dup = await api('POST', '/message-template-categories', cast.staff.token, {
      teamId: cast.teams.family,
      name: 'FORMS',
    });
    expect(dup.statusCode).toBe(409);
    const onlyForms = await createTemplate(cast.staff.token, {
      name: 'Form checklist',
      type: 'team',
      teamId: cast.teams.family,
      categoryIds: [forms],
    });
    const both = await createTemplate(cast.staff.token, {
      name: 'Visit form',
      type: 'team',
      teamId: cast.teams.family,
      categoryIds: [forms, visits],
    });
    expect(both.categories.map((c) => c.name)).toEqual(['Doorstep visits', 'Forms']);
    const listed = (
      await api('GET', `/message-template-categories/teams/${cast.teams.family}`, cast.staff.token)
    ).json<ListTemplateCategoriesResponse>();
    expect(listed.items.find((c) => c.id === forms)?.templateCount).toBe(2);
    // A personal quick message filed in a team's category counts for its owner only: colleagues cannot see it.
    await createTemplate(cast.supervisor.token, { name: 'My form notes', categoryIds: [forms] });
    const formsCountFor = async (token: string) =>
      (await api('GET', `/message-template-categories/teams/${cast.teams.family}`, token))
        .json<ListTemplateCategoriesResponse>()
        .items.find((c) => c.id === forms)?.templateCount;
    expect(await formsCountFor(cast.staff.token)).toBe(2);
    expect(await formsCountFor(cast.supervisor.token)).toBe(3);
    const uncategorisedBefore = listed.uncategorised;

    const renamed = await api('PUT', `/message-template-categories/${visits}`, cast.staff.token, {
      name: 'Visits',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Visits');

    const deleted = await api('DELETE', `/message-template-categories/${forms}`, cast.staff.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ id: forms, templatesUncategorised: 1 });
    const after = (
      await api('GET', `/message-template-categories/teams/${cast.teams.family}`, cast.staff.token)
    ).json<ListTemplateCategoriesResponse>();
    expect(after.uncategorised).toBe(uncategorisedBefore + 1);
    const teamTemplates = (
      await api('GET', `/message-templates/teams/${cast.teams.family}?take=100`, cast.staff.token)
    ).json<ListMessageTemplatesResponse>();
    expect(teamTemplates.items.find((i) => i.id === onlyForms.id)?.categories).toEqual([]);
    expect(teamTemplates.items.find((i) => i.id === both.id)?.categories.map((c) => c.name)).toEqual([
      'Visits',
    ]);
  });

  it('refuses a category of another team on a team template, and another team’s categories to outsiders', async () => {
    const housing = await createCategory(cast.outsider.token, cast.teams.housing, 'Energy');
    const wrongTeam = await api('POST', '/message-templates', cast.staff.token, {
      name: 'x',
      type: 'team',
      teamId: cast.teams.family,
      categoryIds: [housing],
      body: '<p>x</p>',
    });
    expect(wrongTeam.statusCode).toBe(400);
    expect(wrongTeam.json().errors[0].field).toBe('body.categoryIds');
    expect(
      (await api('PUT', `/message-template-categories/${housing}`, cast.staff.token, { name: 'y' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await api('DELETE', `/message-template-categories/${housing}`, cast.staff.token)).statusCode,
    ).toBe(404);
    expect(
      (await api('GET', `/message-template-categories/teams/${cast.teams.housing}`, cast.staff.token))
        .statusCode,
    ).toBe(404);
  });

  it('a page of templates comes with its team, people, categories and files, and its total, in one statement', async () => {
    const zeta = await createCategory(cast.supervisor.token, cast.teams.family, 'Zeta forms');
    const alpha = await createCategory(cast.supervisor.token, cast.teams.family, 'alpha letters');
    const made = await createTemplate(cast.supervisor.token, {
      name: 'Quarterly paperwork reminder',
      type: 'team',
      teamId: cast.teams.family,
      categoryIds: [zeta, alpha],
    });
    expect(
      (await upload(made.id, [{ name: 'form.pdf', content: PDF_BYTES }], cast.supervisor.token)).statusCode,
    ).toBe(201);
    const edited = await api('PUT', `/message-templates/${made.id}`, cast.staff.token, {
      name: 'Quarterly paperwork',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [supervisor, staff] = await Promise.all(
      [cast.supervisor, cast.staff].map(async (who) => {
        const [row] = await t.database.db
          .select({ first: staffMembers.firstName, last: staffMembers.lastName })
          .from(staffMembers)
          .where(eq(staffMembers.userId, who.userId));
        return { id: who.userId, name: `${row!.first} ${row!.last}` };
      }),
    );
    // The answer of an edit is the template as written, with what was there before.
    expect(edited.json<MessageTemplateView>()).toMatchObject({
      name: 'Quarterly paperwork',
      createdBy: supervisor,
      updatedBy: staff,
      categories: [{ id: alpha }, { id: zeta }],
      files: [{ name: 'form.pdf', reference: `${made.id}/form.pdf` }],
    });

    const listed = (
      await api('GET', '/message-templates?term=paperwork&includeTeams=true', cast.supervisor.token)
    ).json<ListMessageTemplatesResponse>();
    expect(listed.total).toBe(1);
    const [item] = listed.items;
    expect(item).toMatchObject({
      id: made.id,
      team: { id: cast.teams.family, name: expect.any(String) },
      owner: null,
      createdBy: supervisor,
      updatedBy: staff,
      categories: [
        { id: alpha, name: 'alpha letters' },
        { id: zeta, name: 'Zeta forms' },
      ],
      files: [{ name: 'form.pdf', size: PDF_BYTES.length, contentType: 'application/pdf' }],
      canEdit: true,
    });
    expect(item!.team!.name).not.toBe('');
    expect(Date.parse(item!.files[0]!.uploadedAt)).toBeGreaterThan(Date.parse(made.createdAt) - 1);
    expect(item!.files[0]!.uploadedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    // Past the last page: no templates, the total still given.
    const beyond = (
      await api('GET', '/message-templates?term=paperwork&includeTeams=true&skip=5', cast.supervisor.token)
    ).json<ListMessageTemplatesResponse>();
    expect(beyond).toEqual({ items: [], total: 1 });

    const scope = { ownerUserId: cast.supervisor.userId, teamIds: [cast.teams.family] };
    let page: Awaited<ReturnType<TemplatesRepository['list']>> | undefined;
    expect(
      await captureStatements(t.database, async (logged) => {
        page = await createTemplatesRepository(logged).list(scope, 'Paperwork', { take: 25, skip: 0 });
      }),
    ).toHaveLength(1);
    expect(page).toMatchObject({ total: 1, rows: [{ id: made.id, teamName: item!.team!.name }] });
  });
});

describe('template files and transfer to a thread', () => {
  let template: MessageTemplateView;
  let thread: ThreadView;

  beforeAll(async () => {
    template = await createTemplate(cast.staff.token, {
      name: 'With files',
      type: 'team',
      teamId: cast.teams.family,
    });
    thread = await startThread(t, cast.participant.token, {
      teamId: cast.teams.family,
      subject: 'Need forms',
    });
  });

  it('uploads, lists, downloads, renames and deletes (body of names, all or none)', async () => {
    const created = await upload(
      template.id,
      [
        { name: 'checklist.pdf', content: PDF_BYTES },
        { name: 'map.png', content: PNG_BYTES },
      ],
      cast.staff.token,
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().items.map((f: { reference: string }) => f.reference)).toEqual([
      `${template.id}/checklist.pdf`,
      `${template.id}/map.png`,
    ]);
    const again = await upload(template.id, [{ name: 'map.png', content: PNG_BYTES }], cast.staff.token);
    expect(again.statusCode).toBe(409);
    const exe = await upload(template.id, [{ name: 'tool.exe', content: EXE_BYTES }], cast.staff.token);
    expect(exe.statusCode).toBe(415);

    const download = await api(
      'GET',
      `/message-templates/${template.id}/files/checklist.pdf`,
      cast.supervisor.token,
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.equals(PDF_BYTES)).toBe(true);

    const renamed = await api('PUT', `/message-templates/${template.id}/files/map.png`, cast.staff.token, {
      name: 'office map.png',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const missing = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/message-templates/${template.id}/files`,
      headers: bearer(cast.staff.token),
      payload: { names: ['office map.png', 'nope.pdf'] },
    });
    expect(missing.statusCode).toBe(404);
    const listed = await api('GET', `/message-templates/${template.id}/files`, cast.staff.token);
    expect(listed.json().total).toBe(2);
    expect(
      (await api('GET', `/message-templates/${template.id}/files`, cast.outsider.token)).statusCode,
    ).toBe(404);
  });

  it('copies the template files onto a message of a thread the caller may write to', async () => {
    const messageId = thread.messages[0]!.id;
    const before = storedTemplateFiles().length;
    const copied = await api(
      'POST',
      `/message-templates/${template.id}/files/transfer-to-thread/${thread.id}/${messageId}/files`,
      cast.staff.token,
    );
    expect(copied.statusCode, copied.body).toBe(201);
    expect(
      copied
        .json()
        .items.map((f: { name: string }) => f.name)
        .sort(),
    ).toEqual(['checklist.pdf', 'office map.png']);
    // Again: the names are taken on the message, so the copies get a "(2)".
    const twice = await api(
      'POST',
      `/message-templates/${template.id}/files/transfer-to-thread/${thread.id}/${messageId}/files`,
      cast.staff.token,
    );
    expect(
      twice
        .json()
        .items.map((f: { name: string }) => f.name)
        .sort(),
    ).toEqual(['checklist (2).pdf', 'office map (2).png']);
    const onMessage = await api('GET', `/threads/${thread.id}/${messageId}/files`, cast.participant.token);
    expect(onMessage.json().total).toBe(4);
    const bytes = await api(
      'GET',
      `/threads/${thread.id}/${messageId}/files/checklist.pdf`,
      cast.participant.token,
    );
    expect(bytes.rawPayload.equals(PDF_BYTES)).toBe(true);
    // The template's own files are untouched.
    expect(storedTemplateFiles().length).toBe(before);
  });

  it('refuses a thread the caller cannot see (404) and copies nothing', async () => {
    const housingThread = await startThread(t, cast.participant.token, {
      teamId: cast.teams.housing,
      subject: 'Heating',
    });
    const refused = await api(
      'POST',
      `/message-templates/${template.id}/files/transfer-to-thread/${housingThread.id}/${housingThread.messages[0]!.id}/files`,
      cast.staff.token,
    );
    expect(refused.statusCode).toBe(404);
    const files = await api(
      'GET',
      `/threads/${housingThread.id}/${housingThread.messages[0]!.id}/files`,
      cast.participant.token,
    );
    expect(files.json().total).toBe(0);
  });

  it('deleting a template removes its stored files', async () => {
    const doomed = await createTemplate(cast.staff.token, { name: 'Doomed' });
    await upload(doomed.id, [{ name: 'a.pdf', content: PDF_BYTES }], cast.staff.token);
    const before = storedTemplateFiles().length;
    expect((await api('DELETE', `/message-templates/${doomed.id}`, cast.staff.token)).statusCode).toBe(204);
    expect(storedTemplateFiles().length).toBe(before - 1);
  });
});

describe('deleting a team with a swap', () => {
  it('moves its templates and categories; a same-named category merges into the receiving one', async () => {
    const { freshStaff, freshTeam } = await import('../threads/threads.test-support.ts');
    const leaving = await freshTeam(t);
    const receiving = await freshTeam(t);
    const worker = await freshStaff(t, {
      teams: [
        { teamId: leaving, roleName: 'Case Worker' },
        { teamId: receiving, roleName: 'Case Worker' },
      ],
    });
    const leavingForms = await createCategory(worker.token, leaving, 'Forms');
    const leavingOnly = await createCategory(worker.token, leaving, 'Letters');
    const receivingForms = await createCategory(worker.token, receiving, 'forms');
    const template = await createTemplate(worker.token, {
      name: 'Moving template',
      type: 'team',
      teamId: leaving,
      categoryIds: [leavingForms, leavingOnly],
    });
    const swapped = await api('DELETE', `/teams/${leaving}/swap-data-to/${receiving}`, cast.admin.token);
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(swapped.json().moved).toMatchObject({ templates: 1, templateCategories: 2 });
    const listed = (
      await api('GET', `/message-templates/teams/${receiving}`, worker.token)
    ).json<ListMessageTemplatesResponse>();
    const moved = listed.items.find((i) => i.id === template.id)!;
    expect(moved.team?.id).toBe(receiving);
    expect(moved.categories.map((c) => c.id).sort()).toEqual([leavingOnly, receivingForms].sort());
    const categories = (
      await api('GET', `/message-template-categories/teams/${receiving}`, worker.token)
    ).json<ListTemplateCategoriesResponse>();
    expect(categories.items.map((c) => c.name)).toEqual(['forms', 'Letters']);
  });
});
