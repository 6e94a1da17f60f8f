import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveNotice } from '../../../platform/live/live-events-client.ts';
import { buildStaffSession } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LiveThreadUpdates } from './live-thread-updates.tsx';

const listeners: ((notice: LiveNotice) => void)[] = [];
vi.mock('../../../platform/live/live-events-provider.tsx', () => ({
  useLiveEvents: (listener: (notice: LiveNotice) => void) => {
    listeners[0] = listener;
  },
}));

const emit = (notice: LiveNotice) => listeners[0]!(notice);

function threadEvent(threadId: string, n: number): LiveNotice {
  return {
    kind: 'event',
    event: {
      id: `0190a5b4-0000-7000-8000-${String(n).padStart(12, '0')}`,
      type: 'message.created',
      threadId,
      messageId: null,
      teamId: null,
      byMe: false,
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
});
