import { PLUGIN_CACHE_KEY, type PluginKey } from '@casework/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildStaffSession } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { calledUrl, jsonResponse, problemResponse } from '../../test/responses.ts';
import { PluginGate, usePluginEnabled } from './plugin-gate.tsx';

const PLUGINS = {
  items: [
    { key: 'inbox', name: 'Inbox', description: 'Messages', enabled: true },
    { key: 'webhooks', name: 'Webhooks', description: 'Webhooks', enabled: false },
  ],
};

function Areas() {
  const isEnabled = usePluginEnabled();
  const keys: PluginKey[] = ['inbox', 'webhooks', 'adminLogs'];
  return <p>{keys.map((key) => `${key}=${String(isEnabled(key))}`).join(' ')}</p>;
}

/** What the gate rendered, without Mantine's style tags. */
function renderedElements(container: HTMLElement): Element[] {
  return [...container.children].filter((element) => element.tagName !== 'STYLE');
}

function renderGate() {
  return renderWithProviders(
    <PluginGate>
      <Areas />
    </PluginGate>,
    { session: buildStaffSession() },
  );
}

describe('PluginGate', () => {
  it('renders nothing until the plugin list has loaded', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const view = renderGate();
    expect(renderedElements(view.container)).toEqual([]);
    answer(jsonResponse(PLUGINS));
    expect(await screen.findByText(/inbox=true/)).toBeTruthy();
  });

  it('loads GET /api/admin/plugins and hides only areas switched off', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(PLUGINS)));
    vi.stubGlobal('fetch', fetchMock);
    renderGate();
    expect(await screen.findByText('inbox=true webhooks=false adminLogs=true')).toBeTruthy();
    expect(calledUrl(fetchMock)).toBe('/api/admin/plugins');
  });

  it('caches the list in session storage and does not ask again in the same browser session', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(PLUGINS)));
    vi.stubGlobal('fetch', fetchMock);
    const first = renderGate();
    await screen.findByText(/inbox=true/);
    expect(JSON.parse(window.sessionStorage.getItem(PLUGIN_CACHE_KEY) ?? 'null')).toEqual(PLUGINS);
    first.unmount();
    renderGate(); // a new query client, as after a page reload
    expect(await screen.findByText(/webhooks=false/)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('offers to try again when the list cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(problemResponse(503, 'Down'))),
    );
    renderGate();
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText(/could not be loaded/)).toBeTruthy();
  });

  it('lets the app start with every area on when the list is kept behind sign-in (401)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(problemResponse(401, 'Sign in'))),
    );
    renderGate();
    expect(await screen.findByText('inbox=true webhooks=true adminLogs=true')).toBeTruthy();
    expect(window.sessionStorage.getItem(PLUGIN_CACHE_KEY)).toBeNull();
  });
});
