import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { buildStaffSession } from '../../../test/fixtures.ts';
import { createTestQueryClient } from '../../../test/render.tsx';
import { jsonResponse } from '../../../test/responses.ts';
import { sessionStore } from '../../../platform/session/session-instance.ts';
import { buildAttempt } from '../components/webhooks-test-support.ts';
import { PENDING_REFRESH_MS } from './get-webhook.ts';
import { useWebhookNotifications } from './list-webhook-notifications.ts';

const INPUT = { webhookId: buildAttempt().webhookId, take: 25, skip: 0 };

function renderLog(
  deliveryStatus: 'pending' | 'delivered',
  watch = false,
  lastAttemptAt: string | null = null,
) {
  const fetchMock = vi.fn(() =>
    Promise.resolve(jsonResponse({ items: [buildAttempt({ deliveryStatus })], total: 1 })),
  );
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.set(buildStaffSession());
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    (props: { lastAttemptAt: string | null }) => useWebhookNotifications(INPUT, watch, props.lastAttemptAt),
    {
      wrapper,
      initialProps: { lastAttemptAt },
    },
  );
  return { fetchMock, hook };
}

describe('useWebhookNotifications', () => {
  it('asks again every few seconds while a delivery on the page is pending', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock, hook } = renderLog('pending');
    await waitFor(() => expect(hook.result.current.data?.total).toBe(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(PENDING_REFRESH_MS + 100));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it('asks again while the webhook has waiting deliveries not yet in the log', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock, hook } = renderLog('delivered', true);
    await waitFor(() => expect(hook.result.current.data?.total).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(PENDING_REFRESH_MS + 100));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it('stays still once every delivery shown is settled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock, hook } = renderLog('delivered');
    await waitFor(() => expect(hook.result.current.data?.total).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(3 * PENDING_REFRESH_MS));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  // A test event delivered between two polls: the health's next poll shows the attempt and no delivery waiting, which
  // stops the polling; the log must still ask for the attempt that settled it.
  it("asks again when the webhook's last attempt changes, though nothing waits any more", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock, hook } = renderLog('delivered', false, '2026-11-28T06:00:00.000Z');
    await waitFor(() => expect(hook.result.current.data?.total).toBe(1));
    hook.rerender({ lastAttemptAt: '2026-11-28T06:00:00.000Z' });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    hook.rerender({ lastAttemptAt: '2026-11-28T06:00:05.000Z' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(hook.result.current.data?.total).toBe(1);
  });
});
