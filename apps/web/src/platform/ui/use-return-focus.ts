import { useEffect, useRef, useState } from 'react';
import { MAIN_CONTENT_ID } from '../layout/skip-link.tsx';
import { focusIsLost } from './focus-lost.ts';

/** The control to give focus back to: a menu's item stands for the menu's button, as the menu closes. */
function openerOf(element: Element | null): HTMLElement | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const menuLabel = element.closest('[role="menu"]')?.getAttribute('aria-labelledby');
  return menuLabel ? document.getElementById(menuLabel) : element;
}

/**
 * For a dialog that is on the page only while it is open: remembers the control that opened it and gives focus
 * back to that control once the dialog is gone (Mantine's Modal does so only for a dialog that stays mounted).
 * When that control is gone too, e.g. its row was removed, focus goes to `fallback`, else to the page's content.
 */
export function useReturnFocus(fallback?: () => HTMLElement | null): void {
  // Read while the dialog first renders, before it takes the focus.
  const [opener] = useState(() => openerOf(document.activeElement));
  const fallbackRef = useRef(fallback);
  const mounted = useRef(false);

  useEffect(() => {
    fallbackRef.current = fallback;
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // After the dialog has left the page. Still mounted means React's strict-mode rehearsal, not a close.
      window.setTimeout(() => {
        if (mounted.current) return;
        // Focus someone already moved elsewhere (a new page, the next field) stays where it is.
        if (!focusIsLost()) return;
        const target =
          (opener?.isConnected ? opener : null) ??
          fallbackRef.current?.() ??
          document.getElementById(MAIN_CONTENT_ID);
        target?.focus();
      });
    };
  }, [opener]);
}
