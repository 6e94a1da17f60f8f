import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAppAt, stubServer } from '../../../test/app-harness.tsx';
import { TEAM_ID, buildStaffSession } from '../../../test/fixtures.ts';
import { jsonResponse, problemResponse } from '../../../test/responses.ts';
import { unknownVariablesProblem } from './template-body-checks.ts';
import {
  CATEGORY_ID,
  TEMPLATE_ID,
  answerApi,
  buildCategory,
  buildTemplate,
  page,
  type RecordedCall,
} from './template-test-support.ts';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const uploadTemplateFile = vi.hoisted(() =>
  vi.fn((_input: { templateId: string; file: File; onProgress?: (p: number) => void }) =>
    Promise.resolve({ items: [], total: 0 }),
  ),
);
vi.mock('../api/upload-template-file.ts', () => ({ uploadTemplateFile }));

// ProseMirror measures the selection; jsdom has no layout.
beforeAll(() => {
  const rect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getBoundingClientRect ??= () => rect as DOMRect;
  Range.prototype.getClientRects ??= () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  document.elementFromPoint ??= () => null;
});

const PATH = `/staff/team-inbox/${TEAM_ID}/quick-messages`;
const TEMPLATES = '/api/v1/message-templates';
const GUIDE = {
  reference: `${TEMPLATE_ID}/guide.pdf`,
  name: 'guide.pdf',
  size: 2048,
  contentType: 'application/pdf',
  uploadedAt: '2030-01-01T00:00:00.000Z',
};

function editor(): HTMLElement {
  return screen.getByRole('textbox', { name: /^Message/ });
}

/** Types into the editor as the browser would: the text lands in the DOM and ProseMirror reads it back. */
async function typeBody(text: string) {
  const paragraph = editor().querySelector('p') ?? editor();
  await act(async () => {
    paragraph.textContent = text;
    await new Promise((resolve) => setTimeout(resolve, 30));
  });
}

function api(overrides: (call: RecordedCall) => Response | undefined = () => undefined) {
  return (call: RecordedCall) =>
    overrides(call) ??
    (call.path === `/api/v1/message-template-categories/teams/${TEAM_ID}`
      ? jsonResponse({ items: [buildCategory()], uncategorised: 0 })
      : call.path === '/api/v1/message-templates' && call.method === 'POST'
        ? jsonResponse(buildTemplate({ name: 'Visit' }), { status: 201 })
        : call.path === '/api/v1/message-templates' && call.method === 'GET'
          ? page([buildTemplate({ categories: [{ id: CATEGORY_ID, name: 'Documents' }], files: [GUIDE] })])
          : call.path.startsWith('/api/v1/message-templates/teams/')
            ? page([])
            : call.path === `/api/v1/message-templates/${TEMPLATE_ID}/files` && call.method === 'GET'
              ? page([GUIDE])
              : call.path === `/api/v1/message-templates/${TEMPLATE_ID}/files` && call.method === 'DELETE'
                ? page([])
                : call.path === `/api/v1/message-templates/${TEMPLATE_ID}` && call.method === 'PUT'
                  ? jsonResponse(buildTemplate({ name: 'Welcome back' }))
                  : undefined);
}

describe('unknownVariablesProblem', () => {
  it("uses the server's words and accepts the listed variables and braces that are not variables", () => {
    expect(unknownVariablesProblem('<p>{participant.nickname} {foo}</p>')).toBe(
      'Unknown variable {participant.nickname}, {foo}: use one of the listed variables',
    );
    expect(unknownVariablesProblem('<p>{participant.firstName} { a } {1.2} {today}</p>')).toBeNull();
  });
});

describe('TemplateFormPage: create', () => {
  it("previews with the writer's own name and the team's, not a colleague's", async () => {
    answerApi(stubServer(buildStaffSession()), api());
    renderAppAt(`${PATH}/create`);
    expect(await screen.findByRole('heading', { level: 1, name: 'New quick message' })).toBeTruthy();
    await typeBody('From {staff.fullName} ({staff.firstName}) at {team.name}');
    const preview = screen.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(within(preview).getByText('From Sam Staff (Sam) at Intake')).toBeTruthy());
  });

  it('refuses unknown variables before sending, previews with sample values, then saves and uploads the files', async () => {
    const calls = answerApi(stubServer(buildStaffSession()), api());
    uploadTemplateFile.mockClear();
    const router = renderAppAt(`${PATH}/create`);
    expect(await screen.findByRole('heading', { level: 1, name: 'New quick message' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: ' Visit ' } });

    await typeBody('Hi {participant.nickname}');
    const problem = 'Unknown variable {participant.nickname}: use one of the listed variables';
    expect(await screen.findByText(problem)).toBeTruthy();
    expect(editor().getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Save quick message' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls.some((c) => c.method === 'POST' && c.path === TEMPLATES)).toBe(false);

    await typeBody('Hi {participant.firstName} ');
    await waitFor(() => expect(screen.queryByText(problem)).toBeNull());
    const preview = screen.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(within(preview).getByText('Hi Lena')).toBeTruthy());

    // The variable picker inserts at the cursor.
    fireEvent.click(screen.getByRole('button', { name: 'Insert variable' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Today's date/ }));
    await waitFor(() => expect(editor().textContent).toContain('{today}'));

    const file = new File(['pdf'], 'guide.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Add files'), { target: { files: [file] } });
    expect(await screen.findByRole('button', { name: 'Remove guide.pdf' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save quick message' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH), { timeout: 5000 });
    const post = calls.find((c) => c.method === 'POST' && c.path === TEMPLATES);
    expect(post?.body).toMatchObject({ name: 'Visit', type: 'team', teamId: TEAM_ID, categoryIds: [] });
    const sentBody = (post?.body as { body: string }).body;
    // (jsdom keeps no caret where the test typed, so only what went in is checked here.)
    expect(sentBody).toContain('Hi {participant.firstName}');
    expect(sentBody).toContain('{today}');
    expect(uploadTemplateFile.mock.calls.map(([input]) => [input.templateId, input.file.name])).toEqual([
      [TEMPLATE_ID, 'guide.pdf'],
    ]);
    expect(await screen.findByText('Quick message saved: Visit')).toBeTruthy();
  });

  it('sends a personal quick message without a team, and shows the server’s field errors at their fields', async () => {
    const calls = answerApi(
      stubServer(buildStaffSession()),
      api((call) =>
        call.method === 'POST' && call.path === TEMPLATES
          ? problemResponse(400, 'Check the highlighted fields.', {
              errors: [{ field: 'body.name', message: 'Must be at most 120 characters' }],
            })
          : undefined,
      ),
    );
    renderAppAt(`${PATH}/create`);
    await screen.findByRole('heading', { level: 1, name: 'New quick message' });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Mine' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Personal: only you' }));
    await typeBody('Just for me');
    fireEvent.click(screen.getByRole('button', { name: 'Save quick message' }));
    expect(await screen.findByText('Must be at most 120 characters')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST' && c.path === TEMPLATES);
    expect(post?.body).toEqual({
      name: 'Mine',
      type: 'personal',
      categoryIds: [],
      body: '<p>Just for me</p>',
    });
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Mine');
  });
});

describe('TemplateFormPage: edit', () => {
  it('loads the quick message, manages its files, and saves the changes', async () => {
    let files = [GUIDE];
    const calls = answerApi(
      stubServer(buildStaffSession()),
      api((call) => {
        if (call.path !== `${TEMPLATES}/${TEMPLATE_ID}/files`) return undefined;
        if (call.method === 'DELETE') files = [];
        return page(files);
      }),
    );
    const router = renderAppAt(`${PATH}/${TEMPLATE_ID}/edit`);
    const name = (await screen.findByDisplayValue('Welcome')) as HTMLInputElement;
    expect(screen.getByRole('radio', { name: /^Team/ })).toHaveProperty('disabled', true);
    await waitFor(() =>
      expect(editor().textContent).toBe('Hello {participant.firstName}, this is {staff.firstName}.'),
    );

    const filesSection = screen.getByRole('region', { name: 'Files' });
    fireEvent.click(await within(filesSection).findByRole('button', { name: 'Delete guide.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this file?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete file' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({
      path: `/api/v1/message-templates/${TEMPLATE_ID}/files`,
      body: { names: ['guide.pdf'] },
    });
    expect(await within(filesSection).findByText('No files.')).toBeTruthy();

    fireEvent.change(name, { target: { value: 'Welcome back' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH), { timeout: 5000 });
    expect(calls.find((c) => c.method === 'PUT' && c.path === `${TEMPLATES}/${TEMPLATE_ID}`)?.body).toEqual({
      name: 'Welcome back',
      categoryIds: [CATEGORY_ID],
      body: '<p>Hello {participant.firstName}, this is {staff.firstName}.</p>',
    });
  });

  it('says so when the quick message is not there', async () => {
    answerApi(
      stubServer(buildStaffSession()),
      api((call) => (call.path === '/api/v1/message-templates' ? page([]) : undefined)),
    );
    renderAppAt(`${PATH}/${TEMPLATE_ID}/edit`);
    expect(await screen.findByText('Quick message not found')).toBeTruthy();
  });
});

describe('TemplateFormPage: leaving with unsaved changes', () => {
  const dashboardLink = () => screen.getByRole('link', { name: 'Dashboard' });
  const leaveDialog = () => screen.queryByRole('dialog', { name: 'Leave without saving?' });

  it('asks before a new quick message with a typed name is left for another page; Stay keeps the text', async () => {
    answerApi(stubServer(buildStaffSession()), api());
    const router = renderAppAt(`${PATH}/create`);
    await screen.findByRole('heading', { level: 1, name: 'New quick message' });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Visit' } });

    fireEvent.click(dashboardLink());
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(within(dialog).getByText(/What you changed in the quick message is not saved yet/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(leaveDialog()).toBeNull());
    expect(router.state.location.pathname).toBe(`${PATH}/create`);
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Visit');

    fireEvent.click(dashboardLink());
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/dashboard'));
  });

  it('does not ask when nothing was changed, on a deliberate Cancel, or after a save', async () => {
    answerApi(stubServer(buildStaffSession()), api());
    const router = renderAppAt(`${PATH}/create`);
    const openEditPage = async () => {
      await act(() =>
        router.navigate({
          to: '/staff/team-inbox/$teamId/quick-messages/$quickMessageId/edit',
          params: { teamId: TEAM_ID, quickMessageId: TEMPLATE_ID },
        }),
      );
      const name = await screen.findByDisplayValue('Welcome');
      // The editor has read the saved body back: it is not a change.
      await waitFor(() => expect(editor().textContent).toContain('Hello'));
      return name;
    };
    await screen.findByRole('heading', { level: 1, name: 'New quick message' });
    fireEvent.click(dashboardLink());
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/dashboard'));

    await openEditPage();
    fireEvent.click(dashboardLink());
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/dashboard'));
    expect(leaveDialog()).toBeNull();

    fireEvent.change(await openEditPage(), { target: { value: 'Welcome back' } });
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH));
    expect(leaveDialog()).toBeNull();

    fireEvent.change(await openEditPage(), { target: { value: 'Welcome back' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH));
    expect(await screen.findByText('Quick message saved: Welcome back')).toBeTruthy();
    expect(leaveDialog()).toBeNull();
  });
});

describe('TemplateFormPage: focus', () => {
  // Clear of the fixed header: the app layout's scroll-padding-top (jsdom lays nothing out; checked in Chromium).
  it('after a refused save, focuses the first field to correct', async () => {
    answerApi(stubServer(buildStaffSession()), api());
    renderAppAt(`${PATH}/create`);
    await screen.findByRole('heading', { level: 1, name: 'New quick message' });
    fireEvent.click(screen.getByRole('button', { name: 'Save quick message' }));
    const name = screen.getByLabelText(/^Name/);
    await waitFor(() => expect(document.activeElement).toBe(name));

    fireEvent.change(name, { target: { value: 'Visit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save quick message' }));
    await waitFor(() => expect(document.activeElement).toBe(editor()));
  });

  it('puts the focus on the heading when Edit is opened from the list, and on the saved card after Save', async () => {
    answerApi(stubServer(buildStaffSession()), api());
    const router = renderAppAt(PATH);
    const edit = await screen.findByRole('link', { name: 'Edit Welcome' });
    edit.focus();
    fireEvent.click(edit);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Edit quick message' });
    await screen.findByDisplayValue('Welcome');
    await waitFor(() => expect(document.activeElement).toBe(heading));

    fireEvent.change(screen.getByDisplayValue('Welcome'), { target: { value: 'Welcome back' } });
    const save = screen.getByRole('button', { name: 'Save changes' });
    save.focus();
    fireEvent.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH));
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('href')).toBe(`${PATH}/${TEMPLATE_ID}/edit`),
    );
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Edit Welcome');
  });
});
