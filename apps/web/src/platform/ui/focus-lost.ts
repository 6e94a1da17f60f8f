/**
 * Whether nothing useful holds the focus: the control that had it was removed or disabled, and the browser reports
 * the page itself. Code that gives the focus back does so only then, so focus a person moved elsewhere stays there.
 */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}
