import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildParticipantSession, buildStaffSession } from '../../../test/fixtures.ts';
import { renderWithProviders, TestProviders } from '../../../test/render.tsx';
import { OPENING_WORDS_AFTER_MS, ThreadSkeleton } from './thread-skeleton.tsx';

// Far apart, so that no test's wait looks like the continuation of the one before.
let clock = new Date('2026-12-03T09:00:00Z').getTime();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  clock += 60_000;
  vi.setSystemTime(clock);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('ThreadSkeleton', () => {
  it('says in words, after a second, that the participant’s conversation is opening, in a polite status there from the start', () => {
    renderWithProviders(<ThreadSkeleton />, { session: buildParticipantSession() });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    advance(OPENING_WORDS_AFTER_MS - 1);
    expect(status.textContent).toBe('');
    advance(1);
    expect(screen.getByRole('status').textContent).toBe('Opening conversation…');
    expect(screen.getByText('Opening conversation…')).toBe(status);
  });

  it('says “Opening thread…” to staff', () => {
    renderWithProviders(<ThreadSkeleton />, { session: buildStaffSession() });
    advance(OPENING_WORDS_AFTER_MS);
    expect(screen.getByRole('status').textContent).toBe('Opening thread…');
  });

  it('counts the wait from the first skeleton when the pane’s own takes over from the one shown while its code loaded', () => {
    const view = renderWithProviders(<ThreadSkeleton key="code" />, { session: buildParticipantSession() });
    advance(700);
    view.rerender(
      <TestProviders queryClient={view.queryClient}>
        <ThreadSkeleton key="thread" />
      </TestProviders>,
    );
    expect(screen.getByRole('status').textContent).toBe('');
    advance(OPENING_WORDS_AFTER_MS - 700);
    expect(screen.getByRole('status').textContent).toBe('Opening conversation…');
  });
});
