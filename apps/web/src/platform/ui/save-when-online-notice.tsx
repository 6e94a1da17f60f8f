import { useIsMutating } from '@tanstack/react-query';
import type { JSX } from 'react';
import { WaitingForConnectionNotice } from './offline-notice.tsx';

/** Said while a form's save waits for the connection. */
export const SAVE_WHEN_ONLINE =
  'You are offline. Your changes will be saved when you are back online. They can no longer be cancelled.';

/**
 * Whether the save of a form that is `pending` waits for the connection: offline, TanStack Query pauses a mutation
 * (`isPaused`) and makes it once the connection is back. The form passes only its pending flag, so the paused
 * mutation is found in the cache: while any is paused the browser is offline (each resumes at the next online
 * event). A save started online and still out is not paused: nothing is said of it, unless another write was
 * paused since (it fails or is answered soon enough).
 */
export function useSaveWaitsForConnection(pending: boolean): boolean {
  const paused = useIsMutating({ predicate: (mutation) => mutation.state.isPaused });
  return pending && paused > 0;
}

/**
 * Beside a form's Save and Cancel, while its save (a mutation) waits for the connection: says so, and that it is
 * saved by itself once the connection is back. It cannot be called back then (TanStack Query cannot cancel a
 * mutation), so Cancel stays unavailable and the notice says why.
 */
export function SaveWhenOnlineNotice({ pending }: { pending: boolean }): JSX.Element {
  const waiting = useSaveWaitsForConnection(pending);
  return <WaitingForConnectionNotice words={waiting ? SAVE_WHEN_ONLINE : null} />;
}
