import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route as ParticipantInboxRoute } from '../../routes/participant/inbox/index.tsx';
import { answerApi } from '../../test/api-calls.ts';
import { renderAppAt, stubServer } from '../../test/app-harness.tsx';
import { buildAuthMe, buildParticipantSession } from '../../test/fixtures.ts';
import { userFromAuthMe } from '../session/roles.ts';
import { participantNavSections, staffNavSections } from './nav-items.ts';
import { loadingWordsFor } from './navigation-progress.tsx';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

let inboxArrives: () => void = () => undefined;

// The inbox's answers arrive when the test says so, as on a slow connection.
beforeEach(() => {
  const arrived = new Promise<void>((resolve) => (inboxArrives = resolve));
  // `update` takes no loader: the router reads it from the options at each load.
  (ParticipantInboxRoute.options as { loader?: unknown }).loader = () => arrived;
});

async function tapInbox() {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  fireEvent.click(within(nav).getByRole('link', { name: 'Inbox' }));
}

describe('moving to another screen on a slow connection', () => {
  it('shows a progress bar at once, keeps the page until the pending view says in words what loads, and ends with the load', async () => {
    answerApi(stubServer(buildParticipantSession()), () => undefined);
    renderAppAt('/participant/dashboard');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('progressbar')).toBeNull();

    await tapInbox();
    const bar = await screen.findByRole('progressbar', { name: 'Loading the page' });
    expect(heading.isConnected).toBe(true);

    const words = await screen.findByText('Loading Inbox…', {}, { timeout: 3_000 });
    expect(words.closest('[role="status"]')).not.toBeNull();
    expect(bar.isConnected).toBe(true);

    await act(async () => inboxArrives());
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.queryByText('Loading Inbox…')).toBeNull();
  });
});

describe('loadingWordsFor', () => {
  it('names a screen of the navigation, and says "this page" for any other', () => {
    expect(loadingWordsFor('/participant/inbox')).toBe('Loading Inbox…');
    expect(loadingWordsFor('/participant/participant-management/participant-details')).toBe(
      'Loading My details…',
    );
    expect(loadingWordsFor('/staff/participant-management/0190a5b4-0000-7000-8000-000000000001')).toBe(
      'Loading this page…',
    );
  });

  it('knows every screen of both navigations by its name there (the list kept without the icons)', () => {
    const admin = userFromAuthMe(buildAuthMe({ roles: ['Administrator'] }));
    const items = [...staffNavSections(admin, () => true), ...participantNavSections(() => true)].flatMap(
      (section) => section.items,
    );
    expect(items.length).toBeGreaterThan(10);
    for (const item of items) expect(loadingWordsFor(item.to), item.to).toBe(`Loading ${item.label}…`);
  });
});
