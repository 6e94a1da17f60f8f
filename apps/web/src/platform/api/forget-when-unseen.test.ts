import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { forgetWhenUnseen } from './forget-when-unseen.ts';

const KEY = ['threads', 'detail', 't1'];

function clientWith(answer: unknown) {
  const client = new QueryClient();
  client.setQueryData(KEY, answer);
  return client;
}

/** A screen showing the cached answer: an observer that never fetches (the answer is fresh). */
function show(client: QueryClient) {
  const observer = new QueryObserver(client, {
    queryKey: KEY,
    queryFn: () => 'fetched',
    staleTime: Infinity,
  });
  return observer.subscribe(() => undefined);
}

describe('forgetWhenUnseen', () => {
  it('forgets an answer nothing shows at once', () => {
    const client = clientWith('thread');
    forgetWhenUnseen(client, KEY);
    expect(client.getQueryCache().find({ queryKey: KEY })).toBeUndefined();
  });

  it('keeps an answer a screen still shows, and forgets it when the last screen showing it goes', () => {
    const client = clientWith('thread');
    const hideFirst = show(client);
    const hideSecond = show(client);
    forgetWhenUnseen(client, KEY);
    expect(client.getQueryData(KEY)).toBe('thread');
    hideFirst();
    expect(client.getQueryData(KEY)).toBe('thread');
    hideSecond();
    expect(client.getQueryCache().find({ queryKey: KEY })).toBeUndefined();
  });

  it('leaves a later answer for the same key alone once the first was forgotten', () => {
    const client = clientWith('thread');
    const hide = show(client);
    forgetWhenUnseen(client, KEY);
    hide();
    client.setQueryData(KEY, 'another');
    const hideAgain = show(client);
    hideAgain();
    expect(client.getQueryData(KEY)).toBe('another');
  });

  it('does nothing for a key with no answer', () => {
    const client = new QueryClient();
    forgetWhenUnseen(client, KEY);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
