import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a refused submit, the first field marked invalid inside `root` takes the focus (which scrolls it into view),
 * so a keyboard or screen-reader user lands on what to correct and hears its error. Says whether one did.
 */
export function focusFirstInvalid(root: HTMLElement | null): boolean {
  const field = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  field?.focus();
  return field != null;
}

/**
 * For a form: returns `refused`, to call on each refused submit (the form's own checks or the server's answer). Once
 * the errors it caused are on screen, `focusFirstInvalid` runs on the form `root` returns.
 */
export function useFocusFirstInvalid(root: () => HTMLElement | null): () => void {
  const [refusals, setRefusals] = useState(0);
  const rootRef = useRef(root);
  useEffect(() => {
    rootRef.current = root;
  });
  useEffect(() => {
    if (refusals > 0) focusFirstInvalid(rootRef.current());
  }, [refusals]);
  return useCallback(() => setRefusals((n) => n + 1), []);
}
