import type { ThreadCountsView } from '@casework/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerApi } from '../../../test/api-calls.ts';
import { answerWithLatency, renderAppAt, stubServer } from '../../../test/app-harness.tsx';
import {
  PARTICIPANT_USER_ID,
  STAFF_USER_ID,
  buildParticipantSession,
  buildStaffSession,
} from '../../../test/fixtures.ts';
import { jsonResponse } from '../../../test/responses.ts';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

function counts(unread: number): ThreadCountsView {
  return { unread, open: unread + 2, archived: 1, unassigned: 0 };
}

/** The words an element's aria-describedby points at. */
function descriptionOf(element: HTMLElement): string | null {
  const id = element.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

function openAs(
  session: ReturnType<typeof buildStaffSession>,
  userId: string,
  unread: number,
  path: string,
  latencyMs = 0,
) {
  const server = stubServer(session);
  answerApi(server, (call) =>
    call.path === `/api/v1/threads/users/${userId}/counts` ? jsonResponse(counts(unread)) : undefined,
  );
  if (latencyMs > 0) answerWithLatency(server, latencyMs);
  renderAppAt(path);
}

describe('the unread threads of the own inbox in the navigation', () => {
  it('shows a participant their unread threads beside Inbox, on the menu button and in the tab title', async () => {
    openAs(buildParticipantSession(), PARTICIPANT_USER_ID, 3, '/participant/find-a-service');
    await screen.findByRole('heading', { level: 1, name: 'Find a service' });
    const inbox = screen.getByRole('link', { name: 'Inbox' });
    await waitFor(() => expect(descriptionOf(inbox)).toBe('3 unread threads'));
    expect(within(inbox).getByText('3')).toBeTruthy();
    expect(descriptionOf(screen.getByRole('button', { name: 'Open navigation' }))).toBe('3 unread threads');
    await waitFor(() => expect(document.title).toBe('(3) Find a service · Casework'));
    // No other item has a count.
    expect(descriptionOf(screen.getByRole('link', { name: 'Find a service' }))).toBeNull();
  });

  it('shows staff their own inbox’s unread threads, one in the singular', async () => {
    openAs(buildStaffSession(), STAFF_USER_ID, 1, '/staff/find-a-service');
    await screen.findByRole('heading', { level: 1, name: 'Find a service' });
    await waitFor(() =>
      expect(descriptionOf(screen.getByRole('link', { name: 'Inbox' }))).toBe('1 unread thread'),
    );
    await waitFor(() => expect(document.title).toBe('(1) Find a service · Casework'));
  });

  it('shows nothing while everything is read', async () => {
    openAs(buildParticipantSession(), PARTICIPANT_USER_ID, 0, '/participant/find-a-service');
    await screen.findByRole('heading', { level: 1, name: 'Find a service' });
    await waitFor(() => expect(document.title).toBe('Find a service · Casework'));
    expect(descriptionOf(screen.getByRole('link', { name: 'Inbox' }))).toBeNull();
    expect(descriptionOf(screen.getByRole('button', { name: 'Open navigation' }))).toBeNull();
  });

  it('shows a staff member the number with the page, not a moment after it', async () => {
    // Every answer takes 50 ms: a count asked for once the page showed would come after its heading. The staff area
    // asks for it with /auth/me, which every staff page waits for anyway.
    openAs(buildStaffSession(), STAFF_USER_ID, 3, '/staff/find-a-service', 50);
    await screen.findByRole('heading', { level: 1, name: 'Find a service' });
    expect(descriptionOf(screen.getByRole('link', { name: 'Inbox' }))).toBe('3 unread threads');
  });

  it('shows a participant the number with the page, not a moment after it', async () => {
    // The participant area asks for it on entering, with the page's own answers.
    openAs(buildParticipantSession(), PARTICIPANT_USER_ID, 3, '/participant/find-a-service', 50);
    await screen.findByRole('heading', { level: 1, name: 'Find a service' });
    expect(descriptionOf(screen.getByRole('link', { name: 'Inbox' }))).toBe('3 unread threads');
  });

  it.each(['/admin-logs', '/team-management/help-links', '/webhooks'])(
    'shows an administrator the number with the page on %s, not a moment after it',
    async (path) => {
      const server = stubServer(buildStaffSession(), ['Administrator']);
      answerApi(server, (call) =>
        call.path === `/api/v1/threads/users/${STAFF_USER_ID}/counts` ? jsonResponse(counts(2)) : undefined,
      );
      answerWithLatency(server, 50);
      renderAppAt(path);
      await screen.findByRole('heading', { level: 1 });
      expect(descriptionOf(screen.getByRole('link', { name: 'Inbox' }))).toBe('2 unread threads');
    },
  );

  it('shows an administrator the number on the administration pages too', async () => {
    const server = stubServer(buildStaffSession(), ['Administrator']);
    answerApi(server, (call) =>
      call.path === `/api/v1/threads/users/${STAFF_USER_ID}/counts` ? jsonResponse(counts(2)) : undefined,
    );
    renderAppAt('/admin-logs');
    await screen.findByRole('heading', { level: 1, name: 'Admin logs' });
    await waitFor(() =>
      expect(descriptionOf(screen.getByRole('link', { name: 'Inbox' }))).toBe('2 unread threads'),
    );
    await waitFor(() => expect(document.title).toBe('(2) Admin logs · Casework'));
  });
});
