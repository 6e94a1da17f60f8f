import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildStaffSession } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { answerApi, type RecordedCall } from '../../../test/api-calls.ts';
import { jsonResponse, problemResponse, pageResponse } from '../../../test/responses.ts';
import { DirectoryTools } from './directory-tools.tsx';
import { hsdsFileType } from './hsds-import.tsx';
import { rebuildSummary } from './index-rebuild.tsx';
import {
  CATEGORY_FOOD_ID,
  CATEGORY_HOUSING_ID,
  OTHER_CATEGORY,
  buildCategory,
  editorServer,
} from './services-test-support.ts';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const CATEGORIES = '/api/v1/services/categories';
const HOUSING = buildCategory({ id: CATEGORY_HOUSING_ID, name: 'Housing', serviceCount: 1 });

function renderTools(
  answer: (call: RecordedCall) => Response | undefined = () => undefined,
  who: Parameters<typeof editorServer>[0] = {},
) {
  let categories = [buildCategory(), HOUSING, OTHER_CATEGORY];
  const calls = answerApi(editorServer(who), (call) => {
    const special = answer(call);
    if (special) return special;
    if (call.path === `${CATEGORIES}/${CATEGORY_FOOD_ID}` && call.method === 'DELETE') {
      categories = categories.filter((c) => c.id !== CATEGORY_FOOD_ID);
      return jsonResponse({ id: CATEGORY_FOOD_ID, movedToOther: 12 });
    }
    if (call.path === CATEGORIES && call.method === 'GET') return pageResponse(categories);
    return undefined;
  });
  renderWithProviders(<DirectoryTools />, { session: buildStaffSession() });
  return calls;
}

async function openCategories() {
  fireEvent.click(await screen.findByRole('button', { name: 'Manage categories' }));
  return screen.findByRole('dialog', { name: 'Service categories' });
}

describe('DirectoryTools: categories', () => {
  it('lists categories with their service counts; "Other" cannot be renamed or deleted', async () => {
    renderTools();
    const dialog = await openCategories();
    const food = (await within(dialog).findByText('Food')).closest('tr')!;
    expect(within(food).getByText('12')).toBeTruthy();
    const other = within(dialog).getByText('Other').closest('tr')!;
    expect(within(other).getByText('Always kept')).toBeTruthy();
    expect(within(other).queryByRole('button')).toBeNull();
  });

  it('deletes a category after saying how many services move to Other', async () => {
    const calls = renderTools();
    const dialog = await openCategories();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete Food' }));
    expect(await within(dialog).findByText(/12 services will move to Other\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    await waitFor(() => expect(within(dialog).queryByText('Food')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      `${CATEGORIES}/${CATEGORY_FOOD_ID}`,
    ]);
  });

  it('adds a category, and shows a taken name at the name field', async () => {
    const calls = renderTools((call) =>
      call.method === 'POST' ? problemResponse(409, 'A category named “Housing” already exists.') : undefined,
    );
    const dialog = await openCategories();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a category' }));
    const form = await within(dialog).findByRole('form', { name: 'Add a category' });
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: ' housing ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await within(form).findByText('A category named “Housing” already exists.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'housing', description: null });
  });

  it('renames a category with PUT', async () => {
    const calls = renderTools((call) =>
      call.method === 'PUT' ? jsonResponse({ ...HOUSING, name: 'Housing and energy' }) : undefined,
    );
    const dialog = await openCategories();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Rename Housing' }));
    const form = await within(dialog).findByRole('form', { name: 'Rename Housing' });
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Housing and energy' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save category' }));
    await waitFor(() => expect(within(dialog).queryByRole('form')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: `${CATEGORIES}/${HOUSING.id}`,
      body: { name: 'Housing and energy' },
    });
  });
});

describe('DirectoryTools: HSDS import', () => {
  it('sends an NDJSON file as NDJSON and lists the problems with their paths when it is refused', async () => {
    const calls = renderTools((call) =>
      call.path === '/api/v1/services/hsds'
        ? problemResponse(400, 'The data set has 2 problems; nothing was imported.', {
            errors: [
              { field: 'services[0].name', message: "Enter the service's name" },
              {
                field: 'services[1].service_at_locations[0].location.addresses[0].postal_code',
                message: 'Give a postal code such as 99501',
              },
            ],
          })
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Import HSDS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import an HSDS data set' });
    const text = '{"id":"a","name":""}\n{"id":"b","name":"B"}\n';
    const file = new File([text], 'directory.ndjson', { type: '' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));

    const problems = await within(dialog).findByRole('list', { name: 'Problems in the file' });
    expect(within(problems).getByText("services[0].name: Enter the service's name")).toBeTruthy();
    expect(
      within(problems).getByText(
        'services[1].service_at_locations[0].location.addresses[0].postal_code: Give a postal code such as 99501',
      ),
    ).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toBe(text);
    expect(post?.headers['Content-Type']).toBe('application/x-ndjson');
  });

  it('shows the counts of an import', async () => {
    renderTools((call) =>
      call.path === '/api/v1/services/hsds'
        ? jsonResponse({ imported: { services: 64, locations: 70, organizations: 9, categories: 11 } })
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Import HSDS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import an HSDS data set' });
    const file = new File(['{"services":[]}'], 'export.json', { type: 'application/json' });
    fireEvent.change(dialog.querySelector('input[type="file"]')!, { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(
      await within(dialog).findByText('64 services, 70 locations, 9 departments and 11 categories.'),
    ).toBeTruthy();
  });

  it('tells JSON from NDJSON by the name, else by the content', () => {
    expect(hsdsFileType('a.NDJSON', '{}')).toBe('application/x-ndjson');
    expect(hsdsFileType('a.jsonl', '{}')).toBe('application/x-ndjson');
    expect(hsdsFileType('a.json', '{}\n{}')).toBe('application/json');
    expect(hsdsFileType('export.txt', '{"services":[]}')).toBe('application/json');
    expect(hsdsFileType('export.txt', '{"id":1}\n{"id":2}')).toBe('application/x-ndjson');
  });
});

describe('DirectoryTools: search index', () => {
  it('does not offer the rebuild to directory editors who are not administrators', async () => {
    renderTools();
    await screen.findByRole('button', { name: 'Manage categories' });
    expect(screen.queryByRole('button', { name: 'Rebuild search index' })).toBeNull();
  });

  it('rebuilds for an administrator and says how many services in how long', async () => {
    const calls = renderTools(
      (call) =>
        call.path === '/api/v1/services/indexes'
          ? jsonResponse({ indexed: 64, removed: 0, durationMs: 118.4 })
          : undefined,
      { roles: ['Administrator'], permissions: [] },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Rebuild search index' }));
    expect(await screen.findByText('Indexed 64 services in 118 ms.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/v1/services/indexes').map((c) => c.method)).toEqual(['POST']);
  });

  it('words the summary for seconds and stale entries', () => {
    expect(rebuildSummary({ indexed: 1, removed: 2, durationMs: 2345 })).toBe(
      'Indexed 1 service in 2.3 s; removed 2 stale entries.',
    );
  });

  it('shows nothing to staff who may not edit the directory', async () => {
    renderTools(() => undefined, { permissions: ['TeamInbox.Access'] });
    // Once /auth/me has answered, the tools would be there for an editor.
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.some(([url]) => url === '/api/v1/auth/me')).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('button', { name: 'Manage categories' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Directory tools' })).toBeNull();
  });
});
