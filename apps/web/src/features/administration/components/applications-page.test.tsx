import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildStaffSession } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse, problemResponse } from '../../../test/responses.ts';
import { ApplicationsPage } from './applications-page.tsx';
import { calls, sentBody, stubApi, stubDocumentFonts } from './test-api.ts';

beforeAll(stubDocumentFonts);

const INTAKE = { id: '0190a5b4-0000-7000-8000-0000000000a1', name: 'Intake' };
const HOUSING_TEAM = { id: '0190a5b4-0000-7000-8000-0000000000a2', name: 'Housing' };
const APP = {
  id: '0190a5b4-0000-7000-8000-000000000201',
  name: 'Housing assistance',
  description: 'Rent, shelter and utilities.',
  team: HOUSING_TEAM,
  isActive: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};
const PUT = `PUT /api/v1/applications/${APP.id}`;

function renderPage(teamsError: string | null = null) {
  return renderWithProviders(
    <ApplicationsPage teams={teamsError ? undefined : [INTAKE, HOUSING_TEAM]} teamsError={teamsError} />,
    { session: buildStaffSession() },
  );
}

describe('ApplicationsPage', () => {
  it('lists each application with its description, answering team and status', async () => {
    stubApi({
      'GET /api/v1/applications': () =>
        jsonResponse({
          items: [APP, { ...APP, id: `${APP.id.slice(0, -1)}2`, name: 'Old desk', isActive: false }],
          total: 2,
        }),
    });
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: 'Housing assistance' })).closest('tr')!;
    expect(within(row).getByText('Rent, shelter and utilities.')).toBeTruthy();
    expect(within(row).getByText('Housing')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    const old = screen.getByRole('rowheader', { name: 'Old desk' }).closest('tr')!;
    expect(within(old).getByText('Inactive')).toBeTruthy();
    expect(within(old).getByRole('button', { name: 'Activate Old desk' })).toBeTruthy();
    expect(screen.getByText('2 applications, 1 active')).toBeTruthy();
  });

  it('creates an application answered by the chosen team, trimmed', async () => {
    const fetchMock = stubApi({
      'GET /api/v1/applications': () => jsonResponse({ items: [], total: 0 }),
      'POST /api/v1/applications': () => jsonResponse(APP, { status: 201 }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add an application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an application' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: '  Intake desk ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add application' }));
    expect(await within(dialog).findByText('Choose the team that answers')).toBeTruthy();
    expect(calls(fetchMock, 'POST /api/v1/applications')).toHaveLength(0);

    fireEvent.click(within(dialog).getAllByLabelText(/^Answering team/)[0]!);
    fireEvent.click(await screen.findByRole('option', { name: 'Intake' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add application' }));
    await waitFor(() => expect(calls(fetchMock, 'POST /api/v1/applications')).toHaveLength(1));
    expect(sentBody(fetchMock, 'POST /api/v1/applications')).toEqual({
      name: 'Intake desk',
      description: '',
      teamId: INTAKE.id,
      isActive: true,
    });
  });

  it('puts the focus on the first field to correct after an empty submit, and after a refusal from the server', async () => {
    stubApi({
      'GET /api/v1/applications': () => jsonResponse({ items: [APP], total: 1 }),
      [PUT]: () => problemResponse(409, 'An application named "Food" already exists'),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add an application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an application' });
    const submit = within(dialog).getByRole('button', { name: 'Add application' });
    submit.focus();
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Choose the team that answers')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Name/)));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Housing assistance' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Housing assistance' });
    const name = within(edit).getByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: 'Food' } });
    const save = within(edit).getByRole('button', { name: 'Save changes' });
    save.focus();
    fireEvent.click(save);
    expect(await within(edit).findByText('An application named "Food" already exists')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it('sends only what changed when editing, and shows a taken name next to the name', async () => {
    const fetchMock = stubApi({
      'GET /api/v1/applications': () => jsonResponse({ items: [APP], total: 1 }),
      [PUT]: () => problemResponse(409, 'An application named "Food" already exists'),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Housing assistance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Housing assistance' });
    const name = within(dialog).getByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: 'Food' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('An application named "Food" already exists')).toBeTruthy();
    expect(sentBody(fetchMock, PUT)).toEqual({ name: 'Food' });
    expect((name as HTMLInputElement).value).toBe('Food');
  });

  it('takes a refusal away from a field as soon as that field is corrected', async () => {
    stubApi({
      'GET /api/v1/applications': () => jsonResponse({ items: [APP], total: 1 }),
      [PUT]: () =>
        problemResponse(400, 'Some fields are not valid', {
          errors: [
            { field: 'body.name', message: 'That name is kept for the system' },
            { field: 'body.description', message: 'Must be at most 500 characters' },
          ],
        }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Housing assistance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Housing assistance' });
    const name = within(dialog).getByLabelText(/^Name/);

    // The form's own check: goes once a name is typed.
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText("Enter the application's name")).toBeTruthy();
    fireEvent.change(name, { target: { value: 'System' } });
    expect(within(dialog).queryByText("Enter the application's name")).toBeNull();

    // The server's: goes from the name once it is changed, and stays on the description until that is.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('That name is kept for the system')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Housing help' } });
    expect(within(dialog).queryByText('That name is kept for the system')).toBeNull();
    expect(name.getAttribute('aria-invalid')).not.toBe('true');
    expect(within(dialog).getByText('Must be at most 500 characters')).toBeTruthy();
  });

  it('gives the focus back to the Edit button after closing the dialog or saving', async () => {
    stubApi({
      'GET /api/v1/applications': () => jsonResponse({ items: [APP], total: 1 }),
      [PUT]: () => jsonResponse({ ...APP, name: 'Housing help' }),
    });
    renderPage();
    const edit = await screen.findByRole('button', { name: 'Edit Housing assistance' });
    edit.focus();
    fireEvent.click(edit);
    let dialog = await screen.findByRole('dialog', { name: 'Edit Housing assistance' });
    fireEvent.keyDown(within(dialog).getByLabelText(/^Name/), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(edit));

    fireEvent.click(edit);
    dialog = await screen.findByRole('dialog', { name: 'Edit Housing assistance' });
    await waitFor(() => expect(document.activeElement).not.toBe(edit));
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Housing help' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(edit));
  });

  it('deactivates only after confirming', async () => {
    const fetchMock = stubApi({
      'GET /api/v1/applications': () => jsonResponse({ items: [APP], total: 1 }),
      [PUT]: () => jsonResponse({ ...APP, isActive: false }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Housing assistance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Housing assistance?' });
    expect(within(dialog).getByText(/no longer see it/)).toBeTruthy();
    expect(calls(fetchMock, PUT)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(calls(fetchMock, PUT)).toHaveLength(1));
    expect(sentBody(fetchMock, PUT)).toEqual({ isActive: false });
  });

  it('says when the team list could not be loaded', async () => {
    stubApi({ 'GET /api/v1/applications': () => jsonResponse({ items: [], total: 0 }) });
    renderPage('The server could not be reached.');
    fireEvent.click(await screen.findByRole('button', { name: 'Add an application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an application' });
    expect(within(dialog).getByText('The server could not be reached.')).toBeTruthy();
  });
});
