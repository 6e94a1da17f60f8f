import { PLUGIN_CACHE_KEY } from '@casework/contract';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../../test/render.tsx';
import { jsonResponse } from '../../test/responses.ts';
import { fetchPlugins, pluginsQueryOptions, rememberPlugins, replacePlugin } from './plugins-query.ts';

const inbox = { key: 'inbox' as const, name: 'Inbox', description: 'Messages', enabled: true };
const webhooks = { key: 'webhooks' as const, name: 'Webhooks', description: 'Hooks', enabled: false };

describe('replacePlugin', () => {
  it('puts the changed plugin in place of the one with its key, keeping the order', () => {
    const list = { items: [inbox, webhooks] };
    expect(replacePlugin(list, { ...inbox, enabled: false })).toEqual({
      items: [{ ...inbox, enabled: false }, webhooks],
    });
    expect(list.items[0]?.enabled).toBe(true);
  });

  it('adds a plugin the list did not have', () => {
    expect(replacePlugin({ items: [inbox] }, webhooks)).toEqual({ items: [inbox, webhooks] });
  });
});

describe('rememberPlugins', () => {
  it('updates the shell query and the session-storage copy, so a reload does not ask the server again', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(pluginsQueryOptions.queryKey, { items: [inbox, webhooks] });
    const changed = { items: [{ ...inbox, enabled: false }, webhooks] };
    rememberPlugins(queryClient, changed);
    expect(queryClient.getQueryData(pluginsQueryOptions.queryKey)).toEqual(changed);
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse({ items: [inbox, webhooks] })));
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchPlugins()).toEqual(changed);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(JSON.parse(window.sessionStorage.getItem(PLUGIN_CACHE_KEY) ?? 'null')).toEqual(changed);
  });
});
