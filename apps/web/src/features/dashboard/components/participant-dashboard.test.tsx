import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt, stubServer, type FakeServer } from '../../../test/app-harness.tsx';
import { PARTICIPANT_USER_ID, buildParticipantSession } from '../../../test/fixtures.ts';
import { jsonResponse, problemResponse } from '../../../test/responses.ts';

const HELP_LINKS_URL = '/api/v1/help-links';
const COUNTS_URL = `/api/v1/threads/users/${PARTICIPANT_USER_ID}/counts`;

function helpLink(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `0190a5b4-0000-7000-8000-00000000010${n}`,
    title: `Link ${n}`,
    url: `https://example.org/${n}`,
    description: '',
    sortOrder: n,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The fake server, answering GET /help-links with `answer` and the inbox counts with `unread` unread threads. */
function withHelpLinks(answer: () => Response, unread = 0): FakeServer {
  const server = stubServer(buildParticipantSession());
  const original = server.fetch.getMockImplementation()!;
  server.fetch.mockImplementation((url: string) => {
    if (url === HELP_LINKS_URL) return Promise.resolve(answer());
    if (url === COUNTS_URL)
      return Promise.resolve(jsonResponse({ unread, open: unread + 1, archived: 0, unassigned: 0 }));
    return original(url);
  });
  return server;
}

describe('ParticipantDashboard', () => {
  it('greets the participant and links to messages, services and their details', async () => {
    withHelpLinks(() => jsonResponse({ items: [], total: 0 }));
    renderAppAt('/participant/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Pat' })).toBeTruthy();
    const main = screen.getByRole('main');
    const links = [...main.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/participant/inbox',
      `/participant/inbox/${PARTICIPANT_USER_ID}/new-message`,
      '/participant/find-a-service',
      '/participant/participant-management/participant-details',
    ]);
  });

  it('says how many conversations have new messages', async () => {
    withHelpLinks(() => jsonResponse({ items: [], total: 0 }), 2);
    renderAppAt('/participant/dashboard');
    const card = await screen.findByRole('region', { name: 'Your messages' });
    expect(await within(card).findByText('You have 2 conversations with new messages.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Read your messages' }).getAttribute('href')).toBe(
      '/participant/inbox',
    );
    expect(within(card).getByRole('link', { name: 'New message' })).toBeTruthy();
  });

  it('says when nothing new is waiting', async () => {
    withHelpLinks(() => jsonResponse({ items: [], total: 0 }), 0);
    renderAppAt('/participant/dashboard');
    const card = await screen.findByRole('region', { name: 'Your messages' });
    expect(await within(card).findByText(/No new messages/)).toBeTruthy();
  });

  it('gives each card a name of its own, not a menu label', async () => {
    stubServer(buildParticipantSession());
    renderAppAt('/participant/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Hello, Pat' });
    expect(screen.getAllByRole('link', { name: /My details/ })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: /Inbox/ })).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('lists the helpful links in order, each opening safely in a new tab, with its description', async () => {
    withHelpLinks(() =>
      jsonResponse({
        items: [
          helpLink(1, {
            title: 'Alaska 211',
            url: 'https://alaska211.org/',
            description: 'Call 2-1-1 any time.',
          }),
          helpLink(2, { title: 'Food bank' }),
        ],
        total: 2,
      }),
    );
    renderAppAt('/participant/dashboard');
    const card = await screen.findByRole('region', { name: 'Helpful links' });
    const links = await within(card).findAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Alaska 211 (opens in a new tab)',
      'Food bank (opens in a new tab)',
    ]);
    const first = within(card).getByRole('link', { name: 'Alaska 211 (opens in a new tab)' });
    expect(first.getAttribute('href')).toBe('https://alaska211.org/');
    expect(first.getAttribute('target')).toBe('_blank');
    expect(first.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(card).getByText('Call 2-1-1 any time.')).toBeTruthy();
  });

  it('leaves the card out when there are no links', async () => {
    const server = withHelpLinks(() => jsonResponse({ items: [], total: 0 }));
    renderAppAt('/participant/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Hello, Pat' });
    await vi.waitFor(() =>
      expect(server.fetch.mock.calls.some(([url]) => url === HELP_LINKS_URL)).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Helpful links' })).toBeNull();
  });

  it('says so quietly when the links cannot be loaded, and keeps the rest of the dashboard', async () => {
    withHelpLinks(() => problemResponse(503, 'Down'));
    renderAppAt('/participant/dashboard');
    expect(await screen.findByText(/helpful links could not be loaded/, {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Read your messages/ })).toBeTruthy();
  });
});

describe('ParticipantDashboard with the service directory switched off', () => {
  it('leaves out the services the route composes in, and never asks for recommendations', async () => {
    const server = stubServer(buildParticipantSession());
    const original = server.fetch.getMockImplementation()!;
    server.fetch.mockImplementation((url: string) =>
      url === '/api/admin/plugins'
        ? Promise.resolve(
            jsonResponse({
              items: [{ key: 'serviceDirectory', name: 'Services', description: 'Services', enabled: false }],
            }),
          )
        : original(url),
    );
    renderAppAt('/participant/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Hello, Pat' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: /Look for help/ })).toBeNull();
    expect(server.fetch.mock.calls.some(([url]) => url.includes('/service-recommendations'))).toBe(false);
  });
});
