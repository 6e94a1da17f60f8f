import { EmptyState, Kbd, Text } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import {
  Suspense,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';
import type { InboxKind } from '../../../platform/links/inbox-kind.ts';
import { focusIsLost } from '../../../platform/ui/focus-lost.ts';
import { lazyWithRetry } from '../../../platform/ui/lazy-with-retry.ts';
import classes from './inbox-layout.module.css';
import { INBOX_LIST_HEADING_SELECTOR } from './inbox-list-panel.tsx';
import { preloadMessageComposer } from './lazy-message-composer.tsx';
import { useSplitInboxLayout } from './inbox-split.ts';
import { ThreadSkeleton } from './thread-skeleton.tsx';
import { threadWords } from './thread-words.ts';

/** The open thread (header, actions, messages, files, reply editor) loads when a thread is opened. */
const ThreadPane = lazyWithRetry(async () => {
  // The reply editor is fetched alongside, rather than once the thread is shown.
  preloadMessageComposer();
  return { default: (await import('./thread-pane.tsx')).ThreadPane };
});

export interface InboxLayoutProps {
  /** The list with its toolbar. */
  list: ReactNode;
  /** The `thread` marker: the thread shown, if any. */
  openThreadId: string | null;
  inboxKind: InboxKind;
  /** Opens a thread of the list: Alt+Down and Alt+Up move through the list (side by side). */
  onOpen: (threadId: string) => void;
  /** Alt+Down on the page's last thread (1), Alt+Up on its first (-1): opens one of the page beyond, if any. */
  onBeyondTheList?: (step: 1 | -1) => void | Promise<void>;
  onClose: () => void;
  onReferred: (teamName: string) => void;
}

const ROW_SELECTOR = 'a[data-thread-id]';

/** The ids of the rows listed now, top to bottom. */
function listedThreadIds(): string[] {
  return [...document.querySelectorAll<HTMLElement>(ROW_SELECTOR)].map((row) => row.dataset.threadId ?? '');
}

function rowOf(threadId: string): HTMLElement | null {
  return (
    [...document.querySelectorAll<HTMLElement>(ROW_SELECTOR)].find(
      (row) => row.dataset.threadId === threadId,
    ) ?? null
  );
}

/**
 * Where the focus goes when a thread closes: its row; when the thread left the list (archived, referred away,
 * deleted), the row that followed it (else the one before it) in the list as it was; else the list's heading.
 */
function focusAfterClose(closedId: string, listedBefore: readonly string[]): void {
  const at = listedBefore.indexOf(closedId);
  const neighbours = at < 0 ? [] : [...listedBefore.slice(at + 1), ...listedBefore.slice(0, at).reverse()];
  const target =
    rowOf(closedId) ??
    neighbours.map(rowOf).find((row) => row !== null) ??
    document.querySelector<HTMLElement>(INBOX_LIST_HEADING_SELECTOR);
  target?.focus();
}

/**
 * What keeps the inbox's keys (Escape, Alt+arrows) for itself. Writing: any text field, the reply editor included
 * even when empty (the keys there belong to what is typed: an input method, an autocomplete, a suggestion, moving by
 * paragraph, the editor's own popups; a person who is writing expects to stay in the reply, and Tab or Close still
 * leaves it). An open popup: its target (a menu button whose menu is open) or the popup itself, and a dialog.
 */
const KEEPS_KEYS = [
  'input:not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit]):not([type=reset])',
  'textarea',
  'select',
  '[contenteditable]:not([contenteditable=false])',
  '[aria-haspopup]:not([aria-haspopup=false])[aria-expanded=true]',
  '[role=dialog], [role=alertdialog], [role=menu], [role=listbox]',
].join(', ');

/**
 * Whether an Escape pressed in the open thread's pane closes the thread (as its Close button does). Not when
 * something under it already used the key (a suggestion list, a combobox that closed; they prevent its default),
 * not from a dialog, menu or popover opened from the thread (rendered elsewhere in the page, their keys still
 * reach the pane through React), and not from what keeps the key for itself (KEEPS_KEYS).
 */
function escapeClosesThread(event: ReactKeyboardEvent<HTMLElement>): boolean {
  if (event.key !== 'Escape' || event.nativeEvent.isComposing || event.nativeEvent.defaultPrevented)
    return false;
  const target = event.target;
  if (!(target instanceof Element) || !event.currentTarget.contains(target)) return false;
  return target.closest(KEEPS_KEYS) === null;
}

/** The shortcuts that open the next and the previous thread of the list, as aria-keyshortcuts writes them. */
const NEXT_THREAD_KEYS = 'Alt+ArrowDown';
const PREVIOUS_THREAD_KEYS = 'Alt+ArrowUp';

/**
 * The step through the list that Alt+Down (1) or Alt+Up (-1) asks for, or 0: not those keys, or pressed where they
 * belong to something else.
 */
function stepAlongTheList(event: KeyboardEvent): 1 | -1 | 0 {
  const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
  if (step === 0 || !event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return 0;
  if (event.isComposing || event.defaultPrevented) return 0;
  if (event.target instanceof Element && event.target.closest(KEEPS_KEYS) !== null) return 0;
  return step;
}

/** An inbox: the list on the left and the open thread on the right, or the open thread alone on a narrow screen. */
export function InboxLayout({
  list,
  openThreadId,
  inboxKind,
  onOpen,
  onBeyondTheList,
  onClose,
  onReferred,
}: InboxLayoutProps) {
  const split = useSplitInboxLayout();
  const paneRef = useRef<HTMLDivElement>(null);
  const splitRef = useRef<HTMLDivElement>(null);

  // Where the two columns start, so they can fill the window below it. What is above may change without this
  // component rendering (the offline notice coming or going, a filter's row wrapping): the page's height changes
  // then, and the place is measured again in the next frame (not in the observer's callback, whose change of the
  // columns' height would be reported in the same frame).
  useLayoutEffect(() => {
    const element = splitRef.current;
    if (!element) return;
    const measure = () =>
      element.style.setProperty(
        '--inbox-top',
        `${Math.round(element.getBoundingClientRect().top + window.scrollY)}px`,
      );
    measure();
    let frame = 0;
    const measureNextFrame = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    const observer = new ResizeObserver(measureNextFrame);
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('resize', measure);
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [split]);
  const previous = useRef(openThreadId);
  // The rows as last seen with the open thread among them (or with none open): where a thread that left stood.
  const listedBefore = useRef<string[]>([]);

  // Opening a thread moves the focus to it. Closing it gives the focus, when it was in the closed thread (now gone)
  // or on the empty pane, to its row or, when the thread left the list, to the next row or the list's heading.
  useEffect(() => {
    const before = previous.current;
    previous.current = openThreadId;
    if (before === openThreadId) return;
    if (openThreadId) {
      paneRef.current?.focus({ preventScroll: split });
      // Side by side, its row in view: a thread opened with Alt+Down or Alt+Up may be below or above what the list
      // shows, at the top or the bottom of another page.
      if (split) rowOf(openThreadId)?.scrollIntoView({ block: 'nearest' });
      return;
    }
    const active = document.activeElement;
    if (before && (focusIsLost() || (active !== null && paneRef.current?.contains(active)))) {
      focusAfterClose(before, listedBefore.current);
    }
  }, [openThreadId, split]);

  // After the effect above, so that a close still sees the list as it was before the thread left it.
  useEffect(() => {
    const ids = listedThreadIds();
    // The narrow layout shows no list while a thread is open: keep the rows seen before it opened.
    if (ids.length === 0) return;
    // Archived (or referred) while open, the thread is gone from the refreshed list before it closes.
    if (openThreadId && !ids.includes(openThreadId) && listedBefore.current.includes(openThreadId)) return;
    listedBefore.current = ids;
  });

  // Side by side, Alt+Down and Alt+Up read the list's threads one after the other, as in a mail program, from
  // anywhere in the page but what keeps those keys (a field, the reply editor, a menu, a dialog). The focus goes to
  // the opened thread (the effect above); its row is brought into view.
  // The listener reads the open thread and the callbacks as they are when a key is pressed, so it subscribes once.
  // From none open: the first or the last of the page; past either end of the page, the page beyond (its owner's).
  const openAlongTheList = useEffectEvent((event: KeyboardEvent) => {
    const step = stepAlongTheList(event);
    if (step === 0) return;
    const ids = listedThreadIds();
    const at = openThreadId === null ? -1 : ids.indexOf(openThreadId);
    const threadId = ids[at < 0 ? (step > 0 ? 0 : ids.length - 1) : at + step];
    if (threadId !== undefined) {
      event.preventDefault();
      onOpen(threadId);
    } else if (at >= 0 && onBeyondTheList) {
      event.preventDefault();
      void onBeyondTheList(step);
    }
  });
  useEffect(() => {
    if (!split) return;
    const onKeyDown = (event: KeyboardEvent) => openAlongTheList(event);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [split]);

  const words = threadWords(inboxKind === 'participant-inbox');
  const pane = openThreadId ? (
    <Suspense fallback={<ThreadSkeleton />}>
      <ThreadPane
        key={openThreadId}
        threadId={openThreadId}
        inboxKind={inboxKind}
        onClose={onClose}
        onReferred={onReferred}
      />
    </Suspense>
  ) : null;

  if (!split) {
    return pane ? (
      <div ref={paneRef} tabIndex={-1} className={classes.single}>
        {pane}
      </div>
    ) : (
      <>{list}</>
    );
  }
  return (
    <div className={classes.split} ref={splitRef}>
      <div className={classes.listColumn}>{list}</div>
      <div
        ref={paneRef}
        tabIndex={-1}
        className={classes.pane}
        aria-label={`Open ${words.one}`}
        role="region"
        aria-keyshortcuts={`${NEXT_THREAD_KEYS} ${PREVIOUS_THREAD_KEYS}`}
        onKeyDown={(event) => {
          if (!openThreadId || !escapeClosesThread(event)) return;
          event.preventDefault();
          // The focus, now on nothing, goes back to the thread's row (the effect above).
          onClose();
        }}
      >
        {pane ?? (
          <div className={classes.placeholder}>
            <EmptyState
              icon={<IconMessage size={28} aria-hidden />}
              withIndicatorBackground
              title={`No ${words.one} open`}
              description={`Choose a ${words.one} in the list to read it and reply here.`}
            >
              <Text size="sm" c="dimmed">
                With a keyboard: <Kbd>Alt</Kbd> + <Kbd>↓</Kbd> opens the next {words.one}, <Kbd>Alt</Kbd> +{' '}
                <Kbd>↑</Kbd> the one before.
              </Text>
            </EmptyState>
          </div>
        )}
      </div>
    </div>
  );
}
