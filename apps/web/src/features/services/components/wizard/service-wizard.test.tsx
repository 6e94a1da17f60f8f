import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '../../../../test/app-harness.tsx';
import { answerApi, type RecordedCall } from '../../../../test/api-calls.ts';
import { jsonResponse, problemResponse } from '../../../../test/responses.ts';
import { stubPhoneScreen, stubScreenWidth } from '../../../../test/screen-width.ts';
import {
  DEPARTMENT_ID,
  CATEGORY_FOOD_ID,
  SERVICE_ID,
  buildService,
  editorServer,
  referenceAnswer,
  wizardServiceAnswer,
} from '../services-test-support.ts';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const CREATE = '/staff/find-a-service/create';
const SERVICES = '/api/v1/services';

function serviceAnswer(call: RecordedCall): Response | undefined {
  return wizardServiceAnswer(call, []) ?? referenceAnswer(call);
}

async function typeInto(label: RegExp, value: string) {
  fireEvent.change(await screen.findByLabelText(label), { target: { value } });
}

describe('ServiceWizardPage: a new service', () => {
  it('creates the service as inactive on "Save and continue", then opens Locations with its id and focuses the heading', async () => {
    const calls = answerApi(editorServer(), (call) =>
      call.method === 'POST' && call.path === SERVICES
        ? jsonResponse(buildService({ name: 'Elder meals' }), { status: 201 })
        : serviceAnswer(call),
    );
    const router = renderAppAt(`${CREATE}?step=Service`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a service' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'About the service' })).toBeTruthy();
    await typeInto(/^Name/, '  Elder meals ');
    await typeInto(/^Description/, 'Hot lunches for elders.');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() =>
      expect(router.state.location.search).toEqual({ serviceId: SERVICE_ID, step: 'Locations' }),
    );
    const post = calls.find((c) => c.method === 'POST' && c.path === SERVICES);
    expect(post?.body).toMatchObject({
      name: 'Elder meals',
      description: 'Hot lunches for elders.',
      status: 'inactive',
      categoryId: null,
      teamId: null,
    });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Where the service is offered' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('button', { name: /Locations/, current: 'step' })).toBeTruthy();
  });

  it('refuses to go on without a name and a description, says so at the fields, and sends nothing', async () => {
    const calls = answerApi(editorServer(), serviceAnswer);
    const router = renderAppAt(`${CREATE}?step=Service`);
    await screen.findByRole('heading', { level: 2, name: 'About the service' });
    await screen.findByLabelText(/^Name/);
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Give the service a name')).toBeTruthy();
    expect(screen.getByText('Describe the service in a sentence or two')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Name/)));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(router.state.location.search).toEqual({ step: 'Service' });
  });

  it('refuses an e-mail address with a doubled dot (SPEC §5) at the field, and sends nothing', async () => {
    const calls = answerApi(editorServer(), serviceAnswer);
    renderAppAt(`${CREATE}?step=Service`);
    await typeInto(/^Name/, 'Elder meals');
    await typeInto(/^Description/, 'Hot lunches.');
    await typeInto(/^E-mail/, 'a..b@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    const error = await screen.findByText('Enter an e-mail address like name@example.org');
    expect(screen.getByLabelText(/^E-mail/).getAttribute('aria-describedby')).toContain(error.id);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the server's field errors next to their fields", async () => {
    answerApi(editorServer(), (call) =>
      call.method === 'POST' && call.path === SERVICES
        ? problemResponse(400, 'Check the highlighted fields.', {
            errors: [{ field: 'body.url', message: 'Give a web address starting with http:// or https://' }],
          })
        : serviceAnswer(call),
    );
    renderAppAt(`${CREATE}?step=Service`);
    await typeInto(/^Name/, 'Elder meals');
    await typeInto(/^Description/, 'Hot lunches.');
    await typeInto(/^Website/, 'https://example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    const error = await screen.findByText('Give a web address starting with http:// or https://');
    expect(screen.getByLabelText(/^Website/).getAttribute('aria-describedby')).toContain(error.id);
  });

  it("takes an e-mail refusal away as soon as the address is corrected, its own check and the server's alike", async () => {
    answerApi(editorServer(), (call) =>
      call.method === 'POST' && call.path === SERVICES
        ? problemResponse(400, 'Check the highlighted fields.', {
            errors: [{ field: 'body.email', message: 'This address bounces' }],
          })
        : serviceAnswer(call),
    );
    renderAppAt(`${CREATE}?step=Service`);
    await typeInto(/^Name/, 'Elder meals');
    await typeInto(/^Description/, 'Hot lunches.');
    await typeInto(/^E-mail/, 'a..b@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Enter an e-mail address like name@example.org')).toBeTruthy();
    await typeInto(/^E-mail/, 'meals@example.org');
    expect(screen.queryByText('Enter an e-mail address like name@example.org')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('This address bounces')).toBeTruthy();
    await typeInto(/^E-mail/, 'lunch@example.org');
    expect(screen.queryByText('This address bounces')).toBeNull();
    expect(screen.getByLabelText(/^E-mail/).getAttribute('aria-invalid')).not.toBe('true');
  });

  it('adds a category from the Category list without leaving the form, and chooses it', async () => {
    const NEW_CATEGORY = '0190a5b4-0000-7000-8000-000000000a14';
    const calls = answerApi(editorServer(), (call) =>
      call.method === 'POST' && call.path === `${SERVICES}/categories`
        ? jsonResponse(
            { id: NEW_CATEGORY, name: 'Elders', description: null, isOther: false, serviceCount: 0 },
            { status: 201 },
          )
        : call.method === 'POST' && call.path === SERVICES
          ? jsonResponse(buildService(), { status: 201 })
          : serviceAnswer(call),
    );
    renderAppAt(`${CREATE}?step=Service`);
    await typeInto(/^Name/, 'Elder meals');
    await typeInto(/^Description/, 'Hot lunches.');
    fireEvent.click(screen.getAllByLabelText(/^Category/)[0]!);
    fireEvent.click(await screen.findByRole('option', { name: 'Add a category…', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a category' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Elders' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a category' })).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Still on the first step: the dialog's own form did not submit the service form.
    expect(calls.some((c) => c.method === 'POST' && c.path === SERVICES)).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === SERVICES)).toBe(true));
    expect(calls.find((c) => c.method === 'POST' && c.path === SERVICES)?.body).toMatchObject({
      categoryId: NEW_CATEGORY,
    });
  });
});

describe('ServiceWizardPage: an existing service', () => {
  it('resumes on the step the URL names, with what was saved', async () => {
    answerApi(editorServer(), serviceAnswer);
    renderAppAt(`${CREATE}?serviceId=${SERVICE_ID}&step=Contacts`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Elder meals' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Contacts and phones' })).toBeTruthy();
    expect(await screen.findByText('Dana Lee, Meals coordinator')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Contacts/, current: 'step' })).toBeTruthy();
  });

  it('fills the Service step from the service and saves it with PUT, keeping its status', async () => {
    const calls = answerApi(editorServer(), (call) =>
      call.method === 'PUT' ? jsonResponse(buildService({ name: 'Elder lunches' })) : serviceAnswer(call),
    );
    const router = renderAppAt(`${CREATE}?serviceId=${SERVICE_ID}&step=service`);
    const name = (await screen.findByDisplayValue('Elder meals')) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Elder lunches' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ step: 'Locations' }));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: `${SERVICES}/${SERVICE_ID}`,
      body: {
        name: 'Elder lunches',
        status: 'inactive',
        categoryId: CATEGORY_FOOD_ID,
        departmentId: DEPARTMENT_ID,
        // The service's team is the department's own: it keeps following the department.
        teamId: null,
      },
    });
  });

  it('asks before leaving a step with unsaved typing, and keeps the typing when the user stays', async () => {
    answerApi(editorServer(), serviceAnswer);
    const router = renderAppAt(`${CREATE}?serviceId=${SERVICE_ID}&step=Contacts`);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a contact' }));
    const form = await screen.findByRole('form', { name: 'New contact' });
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Sam Nanuk' } });

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on this step' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toMatchObject({ step: 'Contacts' });
    expect((within(form).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Sam Nanuk');

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    const again = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ step: 'Schedules' }));
  });

  it('saves an open form with "Save and continue" before moving on', async () => {
    const calls = answerApi(editorServer(), (call) =>
      call.method === 'POST' && call.path === `${SERVICES}/${SERVICE_ID}/contacts`
        ? jsonResponse(
            { ...buildService().contacts[0], name: 'Sam Nanuk', id: '0190a5b4-0000-7000-8000-000000000a62' },
            { status: 201 },
          )
        : serviceAnswer(call),
    );
    const router = renderAppAt(`${CREATE}?serviceId=${SERVICE_ID}&step=Contacts`);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a contact' }));
    const form = await screen.findByRole('form', { name: 'New contact' });
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Sam Nanuk' } });
    fireEvent.change(within(form).getByLabelText(/^E-mail/), { target: { value: 'sam@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ step: 'Eligibility' }));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Sam Nanuk',
      title: null,
      department: null,
      email: 'sam@example.org',
      phone: null,
    });
  });

  it('publishes from Review with the chosen status, then opens the service page', async () => {
    const calls = answerApi(editorServer(), (call) =>
      call.path === '/api/v1/services/schedules'
        ? jsonResponse({ items: [], total: 0 })
        : call.method === 'PUT'
          ? jsonResponse(buildService({ status: 'active' }))
          : serviceAnswer(call),
    );
    const router = renderAppAt(`${CREATE}?serviceId=${SERVICE_ID}&step=Review`);
    const services = await screen.findByRole('region', { name: 'Service' });
    expect(within(services).getByText('Family Services')).toBeTruthy();
    expect(screen.getByText('No opening hours: “open now” cannot be shown.')).toBeTruthy();
    // The note says what the button does.
    expect(screen.getByText(/it becomes active when you publish it\.$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/find-a-service/service-details'));
    expect(router.state.location.search).toMatchObject({ serviceId: SERVICE_ID });
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      name: 'Elder meals',
      status: 'active',
    });
  });
});

describe('ServiceWizardPage: a service saved before the e-mail rule', () => {
  it('says on Review which detail the server refused, and opens the Service step to correct it', async () => {
    answerApi(editorServer(), (call) =>
      call.path === '/api/v1/services/schedules'
        ? jsonResponse({ items: [], total: 0 })
        : call.method === 'PUT'
          ? problemResponse(400, 'Some fields are not valid: body.email. Correct them and try again.', {
              errors: [{ field: 'body.email', message: 'Enter an e-mail address like name@example.org' }],
            })
          : call.method === 'GET' && call.path === `${SERVICES}/${SERVICE_ID}`
            ? jsonResponse(buildService({ email: 'a..b@example.org' }))
            : serviceAnswer(call),
    );
    const router = renderAppAt(`${CREATE}?serviceId=${SERVICE_ID}&step=Review`);
    await screen.findByRole('region', { name: 'Service' });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    // The refusal's own alert (a toast of an earlier step may still be on screen).
    const alert = (await screen.findByText('Not published')).closest<HTMLElement>('[role="alert"]')!;
    expect(within(alert).getByText('E-mail: Enter an e-mail address like name@example.org')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Edit the service’s details' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ step: 'Service' }));
    expect(((await screen.findByLabelText(/^E-mail/)) as HTMLInputElement).value).toBe('a..b@example.org');
  });

  it('names each refused detail on Review with the label of its field on the Service step', async () => {
    const refused = ['url', 'applicationProcess', 'interpretationServices', 'alternateName', 'teamId'];
    answerApi(editorServer(), (call) =>
      call.path === '/api/v1/services/schedules'
        ? jsonResponse({ items: [], total: 0 })
        : call.method === 'PUT'
          ? problemResponse(400, 'Some fields are not valid. Correct them and try again.', {
              errors: refused.map((field) => ({ field: `body.${field}`, message: 'Not valid' })),
            })
          : serviceAnswer(call),
    );
    const router = renderAppAt(`${CREATE}?serviceId=${SERVICE_ID}&step=Review`);
    await screen.findByRole('region', { name: 'Service' });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const alert = (await screen.findByText('Not published')).closest<HTMLElement>('[role="alert"]')!;
    const named = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/: Not valid$/, ''));
    expect(named).toHaveLength(refused.length);
    fireEvent.click(within(alert).getByRole('button', { name: 'Edit the service’s details' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ step: 'Service' }));
    await screen.findByRole('form', { name: 'About the service' });
    for (const label of named)
      expect(screen.getByLabelText(label!, { selector: 'input, textarea' })).toBeTruthy();
  });
});

describe('ServiceWizardPage: where the wizard is, by screen width', () => {
  const STEP_NAMES = ['Service', 'Locations', 'Schedules', 'Contacts', 'Eligibility', 'Review'];

  it('shows a phone "Step 4 of 6: Contacts" over a bar instead of the stepper, the steps listed for screen readers', async () => {
    stubPhoneScreen();
    answerApi(editorServer(), serviceAnswer);
    renderAppAt(`${CREATE}?serviceId=${SERVICE_ID}&step=Contacts`);
    const nav = await screen.findByRole('navigation', { name: 'Steps of the service wizard' });
    expect(within(nav).getByText('Step 4 of 6: Contacts')).toBeTruthy();
    // No stepper: its six buttons wrapped onto three rows at 390 px.
    expect(within(nav).queryAllByRole('button')).toEqual([]);
    const steps = within(nav).getByRole('list', { name: 'All steps' });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.split(':')[0])).toEqual(STEP_NAMES);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([
      null,
      null,
      null,
      'step',
      null,
      null,
    ]);
    // The line under the heading would only repeat it.
    expect(await screen.findByRole('heading', { level: 2, name: 'Contacts and phones' })).toBeTruthy();
    expect(screen.queryByText('Step 4 of 6')).toBeNull();
  });

  it('keeps the stepper on a narrow screen with only the current step labelled, every step named', async () => {
    stubScreenWidth((query) => query.includes('74.99em'));
    answerApi(editorServer(), serviceAnswer);
    const router = renderAppAt(`${CREATE}?serviceId=${SERVICE_ID}&step=Contacts`);
    const nav = await screen.findByRole('navigation', { name: 'Steps of the service wizard' });
    const buttons = within(nav).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(STEP_NAMES);
    expect(within(nav).getByText('Contacts')).toBeTruthy();
    expect(within(nav).queryByText('Eligibility')).toBeNull();
    fireEvent.click(within(nav).getByRole('button', { name: 'Eligibility' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ step: 'Eligibility' }));
  });

  it('shows every label on a wide screen', async () => {
    answerApi(editorServer(), serviceAnswer);
    renderAppAt(`${CREATE}?serviceId=${SERVICE_ID}&step=Contacts`);
    const nav = await screen.findByRole('navigation', { name: 'Steps of the service wizard' });
    for (const name of STEP_NAMES) expect(within(nav).getByText(name)).toBeTruthy();
    expect(screen.getByText('Step 4 of 6')).toBeTruthy();
  });
});

describe('ServiceWizardPage: access', () => {
  it('shows staff without Directory.Edit an explanation instead of the form', async () => {
    const calls = answerApi(editorServer({ permissions: ['TeamInbox.Access'] }), serviceAnswer);
    renderAppAt(`${CREATE}?step=Service`);
    expect(await screen.findByText('Only directory editors can change services')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();
    expect(calls.some((c) => c.path.startsWith(SERVICES))).toBe(false);
  });

  it('lets administrators in without the permission', async () => {
    answerApi(editorServer({ permissions: [], roles: ['Administrator'] }), serviceAnswer);
    renderAppAt(`${CREATE}?step=Service`);
    expect(await screen.findByRole('button', { name: 'Save and continue' })).toBeTruthy();
  });
});
