import { STORAGE_KEYS } from '@casework/contract';
import { focusManager, onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildAuthMe, buildParticipantSession, buildStaffSession } from '../../test/fixtures.ts';
import { createTestQueryClient, renderWithProviders } from '../../test/render.tsx';
import { calledInit, calledUrl, jsonResponse } from '../../test/responses.ts';
import { AUTH_ME_FRESH_MS, authMeKey, authMeQueryOptions, useCurrentUser } from './current-user.ts';

function Roles() {
  const { status, user } = useCurrentUser();
  return <p>{status === 'success' ? `${user.name}: ${user.roles.join(',')}` : status}</p>;
}

describe('useCurrentUser', () => {
  it('asks /auth/me for a staff session and shows the roles', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(buildAuthMe({ roles: ['Administrator'] }))));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<Roles />, { session: buildStaffSession() });
    expect(await screen.findByText('Sam Staff: Administrator')).toBeTruthy();
    expect(calledUrl(fetchMock)).toBe('/api/v1/auth/me');
    expect(calledInit(fetchMock).headers).toMatchObject({ Authorization: 'Bearer token-staff' });
  });

  it('keeps the staff user in local storage', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(buildAuthMe()))),
    );
    renderWithProviders(<Roles />, { session: buildStaffSession() });
    await screen.findByText('Sam Staff: Staff');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.staffUser) ?? 'null')).toMatchObject({
      firstName: 'Sam',
      roles: ['Staff'],
    });
  });

  it('skips /auth/me when the session has a participantId and derives the Participant role', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<Roles />, { session: buildParticipantSession() });
    expect(screen.getByText('Pat Participant: Participant')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not ask /auth/me while signed out', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<Roles />, { session: null });
    expect(screen.getByText('pending')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not refetch on window focus or reconnect, even when stale', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(buildAuthMe())));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<Roles />, { session: buildStaffSession() });
    await screen.findByText('Sam Staff: Staff');
    vi.setSystemTime(Date.now() + 60 * 60_000);
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    focusManager.setFocused(undefined);
  });

  it('does not ask again when the frame mounts just after the area asked, and does once the answer has aged', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(buildAuthMe())));
    vi.stubGlobal('fetch', fetchMock);
    const session = buildStaffSession();
    const queryClient = createTestQueryClient();
    // What the staff area's loader does on entering it, before its frame renders.
    await queryClient.prefetchQuery(authMeQueryOptions(session));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const first = renderWithProviders(<Roles />, { session, queryClient });
    expect(screen.getByText('Sam Staff: Staff')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    first.unmount();
    vi.setSystemTime(Date.now() + AUTH_ME_FRESH_MS + 1);
    renderWithProviders(<Roles />, { session, queryClient });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it('asks again within the window once a change to the teams or roles of the caller invalidates its key', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(buildAuthMe())));
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient } = renderWithProviders(<Roles />, { session: buildStaffSession() });
    await screen.findByText('Sam Staff: Staff');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // What the teams and staff features do after such a change (their query keys re-export this one).
    await act(() => queryClient.invalidateQueries({ queryKey: authMeKey }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('declares the lookup without focus or reconnect refetch', () => {
    const options = authMeQueryOptions(buildStaffSession());
    expect(options.refetchOnWindowFocus).toBe(false);
    expect(options.refetchOnReconnect).toBe(false);
    expect(authMeQueryOptions(buildParticipantSession()).enabled).toBe(false);
  });
});
