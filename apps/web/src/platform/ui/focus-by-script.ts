/**
 * Gives the focus to an element that is no control, such as a heading, so the keyboard and a screen reader carry on
 * from there when the control that had the focus is gone. The element becomes focusable by script only (tabindex
 * -1), never a Tab stop. Says whether it took the focus.
 */
export function focusByScript(element: HTMLElement | null | undefined, options?: FocusOptions): boolean {
  if (!element) return false;
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus(options);
  return document.activeElement === element;
}
