import { useEffect } from 'react';

/** What would be lost with the page, each asked whether it holds anything now (reply drafts, replies on their way). */
const holders = new Set<() => boolean>();

/**
 * Has closing or reloading the page ask first while `holdsUnsent` answers true; returns the stop. For what lives in
 * memory only and outlasts moving between the app's pages (a form on one page asks with UnsavedChangesGuard).
 */
export function askBeforeClosingWhile(holdsUnsent: () => boolean): () => void {
  holders.add(holdsUnsent);
  return () => holders.delete(holdsUnsent);
}

/** Whether anything asked for with askBeforeClosingWhile holds unsent work now. */
function hasUnsentWork(): boolean {
  for (const holdsUnsent of holders) if (holdsUnsent()) return true;
  return false;
}

function askFirst(event: BeforeUnloadEvent) {
  if (!hasUnsentWork()) return;
  event.preventDefault();
  // Browsers before the standard's preventDefault (Chrome before 119, older Safari) ask when returnValue is set.
  event.returnValue = '';
}

/**
 * The app's one beforeunload listener for unsent work, mounted at the root. It imports nothing of a feature: a
 * feature's store registers itself when its code loads.
 */
export function useAskBeforeClosingWithUnsentWork(): void {
  useEffect(() => {
    window.addEventListener('beforeunload', askFirst);
    return () => window.removeEventListener('beforeunload', askFirst);
  }, []);
}
