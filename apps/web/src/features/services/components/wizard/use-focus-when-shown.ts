import { useEffect, useRef, useState } from 'react';
import { focusIsLost } from '../../../../platform/ui/focus-lost.ts';

/** How long a control may take to show (a saved item in its refreshed list, a dialog closing) before giving up. */
const WAIT_MS = 3000;
const POLL_MS = 50;

export interface FocusRequest {
  /** The control to focus, once it is on the page (null until then). */
  target: () => HTMLElement | null | undefined;
  /** Where focus goes when the target has not shown in time. */
  fallback?: () => HTMLElement | null | undefined;
}

interface PendingFocus extends FocusRequest {
  until: number;
}

/**
 * Moves focus to a control that is not on the page yet: the first field of a form that is opening, the button that
 * shows again once its form has closed, a saved item once its list has refreshed. It waits until the control that
 * had the focus is gone too (a closing dialog keeps it a moment); focus the user put elsewhere is left alone.
 */
export function useFocusWhenShown(): (request: FocusRequest) => void {
  const pending = useRef<PendingFocus | null>(null);
  // A request renders once more, so the effect below sees it.
  const [, setRequests] = useState(0);

  // After every render while a request waits (the target may have just appeared), and every moment until it expires.
  useEffect(() => {
    const request = pending.current;
    if (request === null) return;
    /** True once the request is done with: focus given, or its time is up. */
    const attempt = () => {
      const target = focusIsLost() ? request.target() : null;
      if (target) target.focus();
      else if (Date.now() < request.until) return false;
      else if (focusIsLost()) request.fallback?.()?.focus();
      if (pending.current === request) pending.current = null;
      return true;
    };
    if (attempt()) return;
    const poll = window.setInterval(() => {
      if (attempt()) window.clearInterval(poll);
    }, POLL_MS);
    return () => window.clearInterval(poll);
  });

  return (request) => {
    pending.current = { ...request, until: Date.now() + WAIT_MS };
    setRequests((n) => n + 1);
  };
}
