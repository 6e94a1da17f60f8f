import { PLUGIN_CACHE_KEY } from '@casework/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pluginsQueryOptions } from '../../../platform/plugins/plugins-query.ts';
import { buildStaffSession } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse, problemResponse } from '../../../test/responses.ts';
import { PluginsPage } from './plugins-page.tsx';
import { calls, sentBody, stubApi } from './test-api.ts';

const INBOX = { key: 'inbox' as const, name: 'Inbox', description: 'Secure messages', enabled: true };
const LOGS = {
  key: 'adminLogs' as const,
  name: 'Admin logs',
  description: 'Activity and user actions',
  enabled: false,
};

describe('PluginsPage', () => {
  it('shows each plugin with its description and a switch, and says when others see a change', async () => {
    stubApi({ 'GET /api/admin/plugins': () => jsonResponse({ items: [INBOX, LOGS] }) });
    renderWithProviders(<PluginsPage />, { session: buildStaffSession() });
    const inbox = await screen.findByRole('switch', { name: 'Inbox' });
    expect((inbox as HTMLInputElement).checked).toBe(true);
    expect(inbox.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(inbox.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Secure messages',
    );
    expect((screen.getByRole('switch', { name: 'Admin logs' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/next browser session/)).toBeTruthy();
  });

  it('saves a switch, and gives this browser the new list at once (query and session storage)', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/plugins': () => jsonResponse({ items: [INBOX, LOGS] }),
      'PUT /api/admin/plugins/inbox': () => jsonResponse({ ...INBOX, enabled: false }),
    });
    const { queryClient } = renderWithProviders(<PluginsPage />, { session: buildStaffSession() });
    queryClient.setQueryData(pluginsQueryOptions.queryKey, { items: [INBOX, LOGS] });
    fireEvent.click(await screen.findByRole('switch', { name: 'Inbox' }));
    await waitFor(() => expect(calls(fetchMock, 'PUT /api/admin/plugins/inbox')).toHaveLength(1));
    expect(sentBody(fetchMock, 'PUT /api/admin/plugins/inbox')).toEqual({ enabled: false });
    const expected = { items: [{ ...INBOX, enabled: false }, LOGS] };
    await waitFor(() => expect(queryClient.getQueryData(pluginsQueryOptions.queryKey)).toEqual(expected));
    expect(JSON.parse(window.sessionStorage.getItem(PLUGIN_CACHE_KEY) ?? 'null')).toEqual(expected);
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Inbox' }) as HTMLInputElement).checked).toBe(false),
    );
  });

  it('keeps the switch as it was when saving fails', async () => {
    stubApi({
      'GET /api/admin/plugins': () => jsonResponse({ items: [INBOX, LOGS] }),
      'PUT /api/admin/plugins/inbox': () => problemResponse(403, 'Administrators only'),
    });
    renderWithProviders(<PluginsPage />, { session: buildStaffSession() });
    fireEvent.click(await screen.findByRole('switch', { name: 'Inbox' }));
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Inbox' }) as HTMLInputElement).disabled).toBe(false),
    );
    expect((screen.getByRole('switch', { name: 'Inbox' }) as HTMLInputElement).checked).toBe(true);
    expect(window.sessionStorage.getItem(PLUGIN_CACHE_KEY)).toBeNull();
  });
});
