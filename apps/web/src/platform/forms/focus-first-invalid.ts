/**
 * After a refused submit, the first field marked invalid inside `root` takes the focus (which scrolls it into view),
 * so a keyboard or screen-reader user lands on what to correct and hears its error. Says whether one did.
 */
export function focusFirstInvalid(root: HTMLElement | null): boolean {
  const field = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  field?.focus();
  return field != null;
}
