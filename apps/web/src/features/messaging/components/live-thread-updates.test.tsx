import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveNotice } from '../../../platform/live/live-events-client.ts';
import { buildStaffSession } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { useMutation } from '@tanstack/react-query';
import { OWN_CHANGE_ECHO_MS, refreshThreads } from '../api/refresh-threads.ts';
import { LiveThreadUpdates } from './live-thread-updates.tsx';

const listeners: ((notice: LiveNotice) => void)[] = [];
vi.mock('../../../platform/live/live-events-provider.tsx', () => ({
  useLiveEvents: (listener: (notice: LiveNotice) => void) => {
    listeners[0] = listener;
  },
}));

const emit = (notice: LiveNotice) => listeners[0]!(notice);

function threadEvent(threadId: string, n: number, byMe = false): LiveNotice {
  return {
    kind: 'event',
    event: {
      id: `0190a5b4-0000-7000-8000-${String(n).padStart(12, '0')}`,
      type: 'message.created',
      threadId,
      messageId: null,
      teamId: null,
      byMe,
      at: '2030-01-01T00:00:00.000Z',
    },
  };
}

const T1 = '0190a5b4-0000-7000-8000-0000000000f1';
const T2 = '0190a5b4-0000-7000-8000-0000000000f2';

function invalidatedKeys(spy: { mock: { calls: unknown[][] } }) {
  return spy.mock.calls.map(([filters]) => (filters as { queryKey: unknown[] }).queryKey);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LiveThreadUpdates', () => {
  it('answers a burst of events with one refetch of the lists, counts, report and the threads named', () => {
    const { queryClient } = renderWithProviders(<LiveThreadUpdates />, { session: buildStaffSession() });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => {
      for (let n = 0; n < 50; n += 1) emit(threadEvent(n % 2 === 0 ? T1 : T2, n));
      emit({ kind: 'counts' });
    });
    expect(invalidate).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(invalidatedKeys(invalidate)).toEqual([
      ['threads', 'list'],
      ['threads', 'counts'],
      ['threads', 'report'],
      ['threads', 'detail', T1],
      ['threads', 'detail', T2],
    ]);
    invalidate.mockClear();
    act(() => {
      emit(threadEvent(T1, 99));
      vi.advanceTimersByTime(250);
    });
    expect(invalidatedKeys(invalidate)).toHaveLength(4);
  });

  it('refetches every thread query after a reset', () => {
    const { queryClient } = renderWithProviders(<LiveThreadUpdates />, { session: buildStaffSession() });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => {
      emit(threadEvent(T1, 1));
      emit({ kind: 'reset' });
      vi.advanceTimersByTime(250);
    });
    expect(invalidatedKeys(invalidate)).toEqual([
      ['threads', 'list'],
      ['threads', 'counts'],
      ['threads', 'report'],
      ['threads', 'detail'],
    ]);
  });

  it('refetches the counts on a counts hint alone', () => {
    const { queryClient } = renderWithProviders(<LiveThreadUpdates />, { session: buildStaffSession() });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => {
      emit({ kind: 'counts' });
      vi.advanceTimersByTime(250);
    });
    expect(invalidatedKeys(invalidate)).toContainEqual(['threads', 'counts']);
  });

  it("does not fetch again for the echo of this user's own change here (its own refetch has it)", async () => {
    const { queryClient } = renderWithProviders(<LiveThreadUpdates />, { session: buildStaffSession() });
    await refreshThreads(queryClient, [T1]);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => {
      emit(threadEvent(T1, 1, true));
      emit({ kind: 'counts' });
      vi.advanceTimersByTime(250);
    });
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('still fetches what someone else changed in the same thread, and a change of this user elsewhere', async () => {
    const { queryClient } = renderWithProviders(<LiveThreadUpdates />, { session: buildStaffSession() });
    await refreshThreads(queryClient, [T1]);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => {
      emit(threadEvent(T1, 1, false));
      vi.advanceTimersByTime(250);
    });
    expect(invalidatedKeys(invalidate)).toContainEqual(['threads', 'detail', T1]);
    invalidate.mockClear();
    act(() => {
      emit(threadEvent(T2, 2, true));
      emit({ kind: 'counts' });
      vi.advanceTimersByTime(250);
    });
    expect(invalidatedKeys(invalidate)).toEqual([
      ['threads', 'list'],
      ['threads', 'counts'],
      ['threads', 'report'],
      ['threads', 'detail', T2],
    ]);
  });

  it('takes an event of this user for new once the echo time has passed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { queryClient } = renderWithProviders(<LiveThreadUpdates />, { session: buildStaffSession() });
    await refreshThreads(queryClient, [T1]);
    vi.setSystemTime(Date.now() + OWN_CHANGE_ECHO_MS + 1);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    act(() => {
      emit(threadEvent(T1, 1, true));
      vi.advanceTimersByTime(250);
    });
    expect(invalidatedKeys(invalidate)).toContainEqual(['threads', 'detail', T1]);
  });

  it("waits for this user's change under way before fetching its echo, which arrived before the answer", async () => {
    let answer: () => void = () => undefined;
    let mutate: () => void = () => undefined;
    function Change() {
      const change = useMutation({
        mutationFn: () => new Promise<void>((resolve) => (answer = resolve)),
      });
      mutate = () => change.mutate();
      return <LiveThreadUpdates />;
    }
    const { queryClient } = renderWithProviders(<Change />, { session: buildStaffSession() });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await act(async () => {
      mutate();
      await Promise.resolve();
    });
    act(() => {
      emit(threadEvent(T1, 1, true));
      emit({ kind: 'counts' });
      vi.advanceTimersByTime(1000);
    });
    expect(invalidate).not.toHaveBeenCalled();
    await act(async () => {
      await refreshThreads(queryClient, [T1]);
      answer();
      await Promise.resolve();
    });
    invalidate.mockClear();
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(invalidate).not.toHaveBeenCalled();
  });
});
