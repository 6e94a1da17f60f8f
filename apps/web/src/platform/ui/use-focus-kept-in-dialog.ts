import { useEffect, useRef } from 'react';

/**
 * For a dialog that refuses a click outside and Escape (a password shown once must not be lost by a stray click):
 * the element given the returned ref takes the focus when it appears, as it replaces the form whose button had the
 * focus, and a refused dismissal leaves the focus in the dialog, not on the page behind it. A click outside does not
 * move the focus at all; Escape with the focus outside brings it back to that element.
 */
export function useFocusKeptInDialog<T extends HTMLElement>() {
  const ref = useRef<T>(null);

  useEffect(() => {
    const target = ref.current;
    const dialog = target?.closest('[role="dialog"]');
    if (!target || !dialog) return;
    const outside = (node: EventTarget | null) => !(node instanceof Node && dialog.contains(node));
    if (outside(document.activeElement)) target.focus();

    function onMouseDown(event: MouseEvent) {
      // The overlay is no control: a press on it would leave the focus on the page body.
      if (outside(event.target)) event.preventDefault();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape' && outside(document.activeElement)) target!.focus();
    }
    document.addEventListener('mousedown', onMouseDown, true);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('mousedown', onMouseDown, true);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, []);

  return ref;
}
