import { useEffect, useRef } from 'react';
import { focusIsWherePageLeftIt } from '../../../platform/layout/page.tsx';

// A page opening with nothing focused gives the focus to its heading (platform/layout/page.tsx). After a save, the
// list goes further: it focuses what was saved.

/** On the list, the control of each quick message and category carries it as `data-arrival-key`. */
export type ArrivalTarget = `template:${string}` | `category:${string}`;

let savedTarget: ArrivalTarget | null = null;

/** Called just before going back to the list after a save: the list then focuses what was saved, once it shows. */
export function focusOnArrival(target: ArrivalTarget): void {
  savedTarget = target;
}

/**
 * The list, after a save: the saved card's Edit button (or the saved category's chip) takes the focus from the
 * heading once the refreshed list shows it, unless the user has moved on. `settled`: the lists are loaded and up to date, so a target not there by then will not come.
 */
export function useListFocusOnArrival(settled: boolean): void {
  const target = useRef<ArrivalTarget | null>(null);
  useEffect(() => {
    // Kept in the ref, not read again: a second run of this effect (React's strict mode) must not lose it.
    target.current ??= savedTarget;
    savedTarget = null;
  }, []);
  useEffect(() => {
    const wanted = target.current;
    if (wanted === null) return;
    const untouched = focusIsWherePageLeftIt();
    const control = document.querySelector<HTMLElement>(`[data-arrival-key="${wanted}"]`);
    if (untouched && control) control.focus();
    if (!untouched || control || settled) target.current = null;
  });
}
