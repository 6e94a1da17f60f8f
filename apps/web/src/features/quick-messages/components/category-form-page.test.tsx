import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt, stubServer } from '../../../test/app-harness.tsx';
import { TEAM_ID, buildStaffSession } from '../../../test/fixtures.ts';
import { jsonResponse, problemResponse } from '../../../test/responses.ts';
import { CATEGORY_ID, answerApi, buildCategory, page, type RecordedCall } from './template-test-support.ts';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const PATH = `/staff/team-inbox/${TEAM_ID}/quick-messages`;
const CATEGORIES = '/api/v1/message-template-categories';

function api(overrides: (call: RecordedCall) => Response | undefined = () => undefined) {
  return (call: RecordedCall) =>
    overrides(call) ??
    (call.path === `${CATEGORIES}/teams/${TEAM_ID}`
      ? jsonResponse({ items: [buildCategory({ templateCount: 2 })], uncategorised: 0 })
      : call.path.startsWith('/api/v1/message-templates')
        ? page([])
        : undefined);
}

describe('CategoryFormPage', () => {
  it('creates a category of the team and goes back to the list', async () => {
    const calls = answerApi(
      stubServer(buildStaffSession()),
      api((call) =>
        call.method === 'POST' && call.path === CATEGORIES
          ? jsonResponse(buildCategory({ name: 'Housing' }), { status: 201 })
          : undefined,
      ),
    );
    const router = renderAppAt(`${PATH}/categories/create`);
    expect(await screen.findByRole('heading', { level: 1, name: 'New category' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create category' }));
    expect(await screen.findByText('Give the category a name')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: ' Housing ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create category' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH));
    expect(calls.find((c) => c.method === 'POST' && c.path === CATEGORIES)?.body).toEqual({
      teamId: TEAM_ID,
      name: 'Housing',
    });
    expect(await screen.findByText('Category created: Housing')).toBeTruthy();
  });

  it('shows a taken name at the name field', async () => {
    answerApi(
      stubServer(buildStaffSession()),
      api((call) =>
        call.method === 'POST' && call.path === CATEGORIES
          ? problemResponse(409, 'The team already has a category named "Documents". Choose another name.')
          : undefined,
      ),
    );
    renderAppAt(`${PATH}/categories/create`);
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'documents' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create category' }));
    const name = screen.getByLabelText(/^Name/);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(/already has a category named "Documents"/)).toBeTruthy();
  });

  it('deletes after saying the quick messages are kept; the toast says how many are uncategorised', async () => {
    const calls = answerApi(
      stubServer(buildStaffSession()),
      api((call) =>
        call.method === 'DELETE' && call.path === `${CATEGORIES}/${CATEGORY_ID}`
          ? jsonResponse({ id: CATEGORY_ID, templatesUncategorised: 2 })
          : undefined,
      ),
    );
    const router = renderAppAt(`${PATH}/categories/${CATEGORY_ID}/edit`);
    expect(await screen.findByDisplayValue('Documents')).toBeTruthy();
    expect(screen.getByText('Holds 2 quick messages.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the category “Documents”?' });
    expect(within(dialog).getByText(/2 quick messages are kept, not deleted/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `${CATEGORIES}/${CATEGORY_ID}`)).toBe(true);
    expect(
      await screen.findByText('Category deleted: Documents. 2 quick messages are now uncategorised.'),
    ).toBeTruthy();
  });

  it('asks before a changed name is left for another page, not on Cancel or after saving', async () => {
    answerApi(
      stubServer(buildStaffSession()),
      api((call) =>
        call.method === 'PUT' && call.path === `${CATEGORIES}/${CATEGORY_ID}`
          ? jsonResponse(buildCategory({ name: 'Papers' }))
          : undefined,
      ),
    );
    const router = renderAppAt(`${PATH}/categories/${CATEGORY_ID}/edit`);
    const openEditPage = async () => {
      await act(() =>
        router.navigate({
          to: '/staff/team-inbox/$teamId/quick-messages/categories/$categoryId/edit',
          params: { teamId: TEAM_ID, categoryId: CATEGORY_ID },
        }),
      );
      return screen.findByDisplayValue('Documents');
    };
    fireEvent.change(await screen.findByDisplayValue('Documents'), { target: { value: 'Papers' } });
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(within(dialog).getByText(/What you changed in the category is not saved yet/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull());
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Papers');

    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull();

    fireEvent.change(await openEditPage(), { target: { value: 'Papers' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH));
    expect(await screen.findByText('Category renamed to Papers')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull();
  });

  it('opens with the focus on its heading, and after saving puts it on the saved category in the list', async () => {
    answerApi(
      stubServer(buildStaffSession()),
      api((call) =>
        call.method === 'PUT' && call.path === `${CATEGORIES}/${CATEGORY_ID}`
          ? jsonResponse(buildCategory())
          : undefined,
      ),
    );
    const router = renderAppAt(PATH);
    const chip = await screen.findByRole('link', { name: /Edit category Documents/ });
    chip.focus();
    fireEvent.click(chip);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Edit category' });
    await waitFor(() => expect(document.activeElement).toBe(heading));

    fireEvent.change(screen.getByDisplayValue('Documents'), { target: { value: 'documents' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH));
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('href')).toBe(`${PATH}/categories/${CATEGORY_ID}/edit`),
    );
  });
});
