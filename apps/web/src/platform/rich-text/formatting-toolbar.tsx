import { RichTextEditor } from '@mantine/tiptap';
import {
  useCallback,
  useLayoutEffect,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

export interface FormattingToolbarProps {
  /** What the toolbar is for, e.g. "Reply formatting". */
  label: string;
  className?: string;
  /** The controls (buttons, menu buttons) of the editor. */
  children: ReactNode;
}

/** The buttons of the toolbar a keyboard can move between: those enabled, in page order. */
function itemsOf(toolbar: HTMLElement): HTMLButtonElement[] {
  return [...toolbar.querySelectorAll<HTMLButtonElement>('button:not([aria-hidden="true"])')].filter(
    (button) => !button.disabled,
  );
}

const STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * A rich-text editor's formatting toolbar as one Tab stop (the WAI-ARIA toolbar pattern): Tab reaches the last
 * control used (the first, at the start), the arrow keys move between the controls, wrapping round, and Home and End
 * go to the first and the last. Keys pressed in a control's popup (a link form, a menu) are left to it.
 */
export function FormattingToolbar({ label, className, children }: FormattingToolbarProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The control last focused; while it is disabled (or before any), Tab reaches the first one enabled.
  const active = useRef<HTMLButtonElement | null>(null);

  // One control takes Tab (tabindex 0), the others -1. The controls set their own tabindex and disable themselves as
  // the editor starts or the selection moves, without this component rendering: so it follows the page.
  const rove = useCallback(() => {
    const toolbar = ref.current;
    if (!toolbar) return;
    const items = itemsOf(toolbar);
    const stop = active.current !== null && items.includes(active.current) ? active.current : items[0];
    for (const button of toolbar.querySelectorAll('button')) {
      const tabIndex = button === stop ? '0' : '-1';
      if (button.getAttribute('tabindex') !== tabIndex) button.setAttribute('tabindex', tabIndex);
    }
  }, []);

  useLayoutEffect(() => {
    const toolbar = ref.current;
    if (!toolbar) return;
    rove();
    const observer = new MutationObserver(rove);
    observer.observe(toolbar, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled', 'tabindex', 'aria-hidden'],
    });
    return () => observer.disconnect();
  }, [rove]);

  /** The toolbar's own control that `target` is, if it is one (events of popups in portals bubble here too). */
  function itemAt(target: EventTarget): HTMLButtonElement | null {
    const toolbar = ref.current;
    if (!toolbar || !(target instanceof HTMLButtonElement) || !toolbar.contains(target)) return null;
    return itemsOf(toolbar).includes(target) ? target : null;
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = STEP[event.key];
    const item = itemAt(event.target);
    if (!step || !item || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const items = itemsOf(ref.current!);
    const next = items[step(items.indexOf(item), items.length)];
    if (!next) return;
    event.preventDefault();
    active.current = next;
    rove();
    next.focus();
  }

  function onFocus(event: FocusEvent<HTMLDivElement>) {
    const item = itemAt(event.target);
    if (!item || item === active.current) return;
    active.current = item;
    rove();
  }

  return (
    <RichTextEditor.Toolbar
      ref={ref}
      role="toolbar"
      aria-label={label}
      aria-orientation="horizontal"
      className={className}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      {children}
    </RichTextEditor.Toolbar>
  );
}
