import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildStaffSession } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse, problemResponse } from '../../../test/responses.ts';
import { HelpLinksPage } from './help-links-page.tsx';
import { calls, sentBody, stubApi, stubDocumentFonts } from './test-api.ts';

beforeAll(stubDocumentFonts);

const LINK = {
  id: '0190a5b4-0000-7000-8000-000000000101',
  title: 'Alaska 211',
  url: 'https://alaska211.org/',
  description: 'Call 2-1-1 any time.',
  sortOrder: 10,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const renderPage = () => renderWithProviders(<HelpLinksPage />, { session: buildStaffSession() });

describe('HelpLinksPage', () => {
  it('lists the links with their order, description and address', async () => {
    stubApi({ 'GET /api/v1/help-links': () => jsonResponse({ items: [LINK], total: 1 }) });
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: /Alaska 211/ })).closest('tr')!;
    expect(within(row).getByText('10')).toBeTruthy();
    expect(within(row).getByText('Call 2-1-1 any time.')).toBeTruthy();
    const address = within(row).getByRole('link', { name: 'https://alaska211.org/ (opens in a new tab)' });
    expect(address.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('says what the page is for when there are no links yet', async () => {
    stubApi({ 'GET /api/v1/help-links': () => jsonResponse({ items: [], total: 0 }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No help links yet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a help link' })).toBeTruthy();
  });

  it('refuses a javascript: address in the browser, and sends a valid link trimmed', async () => {
    const fetchMock = stubApi({
      'GET /api/v1/help-links': () => jsonResponse({ items: [], total: 0 }),
      'POST /api/v1/help-links': (init) =>
        jsonResponse({ ...LINK, ...(JSON.parse(String(init.body)) as object) }, { status: 201 }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a help link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a help link' });
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: '  Food bank  ' } });
    const url = within(dialog).getByLabelText(/^Web address/);
    fireEvent.change(url, { target: { value: 'javascript:alert(1)' } });
    fireEvent.blur(url);
    expect(await within(dialog).findByText(/Enter a full web address/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
    expect(calls(fetchMock, 'POST /api/v1/help-links')).toHaveLength(0);

    fireEvent.change(url, { target: { value: ' https://food.example.org/ ' } });
    expect(within(dialog).queryByText(/Enter a full web address/)).toBeNull();
    expect(
      within(dialog).getByRole('link', { name: 'Food bank (opens in a new tab)' }).getAttribute('href'),
    ).toBe('https://food.example.org/');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
    await waitFor(() => expect(calls(fetchMock, 'POST /api/v1/help-links')).toHaveLength(1));
    expect(sentBody(fetchMock, 'POST /api/v1/help-links')).toEqual({
      title: 'Food bank',
      url: 'https://food.example.org/',
      description: '',
      sortOrder: 0,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('puts the focus on the first field to correct after an empty submit', async () => {
    stubApi({ 'GET /api/v1/help-links': () => jsonResponse({ items: [LINK], total: 1 }) });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a help link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a help link' });
    const submit = within(dialog).getByRole('button', { name: 'Add link' });
    submit.focus();
    fireEvent.click(submit);
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Title/)));
  });

  it("shows the server's field error next to the field and keeps what was typed", async () => {
    stubApi({
      'GET /api/v1/help-links': () => jsonResponse({ items: [LINK], total: 1 }),
      [`PUT /api/v1/help-links/${LINK.id}`]: () =>
        problemResponse(400, 'Invalid request', {
          errors: [{ field: 'body.url', message: 'That address cannot be reached from here' }],
        }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Alaska 211' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit help link' });
    const url = within(dialog).getByLabelText(/^Web address/);
    fireEvent.change(url, { target: { value: 'https://intranet.example/' } });
    const save = within(dialog).getByRole('button', { name: 'Save changes' });
    save.focus();
    fireEvent.click(save);
    expect(await within(dialog).findByText('That address cannot be reached from here')).toBeTruthy();
    expect((url as HTMLInputElement).value).toBe('https://intranet.example/');
    expect(url.getAttribute('aria-invalid')).toBe('true');
    // The focus is on the field to correct, not left on Save.
    await waitFor(() => expect(document.activeElement).toBe(url));
  });

  it("takes the server's field error away as soon as that field is changed", async () => {
    stubApi({
      'GET /api/v1/help-links': () => jsonResponse({ items: [LINK], total: 1 }),
      [`PUT /api/v1/help-links/${LINK.id}`]: () =>
        problemResponse(400, 'Invalid request', {
          errors: [{ field: 'body.url', message: 'That address cannot be reached from here' }],
        }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Alaska 211' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit help link' });
    const url = within(dialog).getByLabelText(/^Web address/);
    fireEvent.change(url, { target: { value: 'https://intranet.example/' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('That address cannot be reached from here')).toBeTruthy();
    fireEvent.change(url, { target: { value: 'https://food.example.org/' } });
    expect(within(dialog).queryByText('That address cannot be reached from here')).toBeNull();
    expect(url.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('asks before deleting, and deletes only after confirming', async () => {
    const fetchMock = stubApi({
      'GET /api/v1/help-links': () => jsonResponse({ items: [LINK], total: 1 }),
      [`DELETE /api/v1/help-links/${LINK.id}`]: () => new Response(null, { status: 204 }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Alaska 211' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this help link?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls(fetchMock, `DELETE /api/v1/help-links/${LINK.id}`)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Alaska 211' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this help link?' })).getByRole('button', {
        name: 'Delete link',
      }),
    );
    await waitFor(() => expect(calls(fetchMock, `DELETE /api/v1/help-links/${LINK.id}`)).toHaveLength(1));
  });
});
