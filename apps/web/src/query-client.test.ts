import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from './query-client.ts';

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('createAppQueryClient', () => {
  it('holds a write made offline, says it waits, and makes it once when the connection is back', async () => {
    const queryClient = createAppQueryClient();
    queryClient.mount();
    const send = vi.fn((body: string) => Promise.resolve(body));
    const observer = new MutationObserver(queryClient, { mutationFn: send });
    onlineManager.setOnline(false);
    const sent = observer.mutate('On my way');
    await vi.waitFor(() => expect(observer.getCurrentResult().isPaused).toBe(true));
    expect(send).not.toHaveBeenCalled();

    onlineManager.setOnline(true);
    await expect(sent).resolves.toBe('On my way');
    expect(send).toHaveBeenCalledTimes(1);
    expect(observer.getCurrentResult().isPaused).toBe(false);
    queryClient.unmount();
  });

  it('does not try a write again that failed (the server may have made it)', async () => {
    const queryClient = createAppQueryClient();
    const send = vi.fn(() => Promise.reject(new Error('The server could not be reached.')));
    const observer = new MutationObserver(queryClient, { mutationFn: send });
    await expect(observer.mutate()).rejects.toThrow('The server could not be reached.');
    expect(send).toHaveBeenCalledTimes(1);
  });
});
