import { EmptyState } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { InboxKind } from '../../../platform/links/inbox-kind.ts';
import classes from './inbox-layout.module.css';
import { useSplitInboxLayout } from './inbox-split.ts';
import { ThreadSkeleton } from './thread-skeleton.tsx';

/** The open thread (header, actions, messages, files, reply editor) loads when a thread is opened. */
const ThreadPane = lazy(async () => ({ default: (await import('./thread-pane.tsx')).ThreadPane }));

export interface InboxLayoutProps {
  /** The list with its toolbar. */
  list: ReactNode;
  /** The `thread` marker: the thread shown, if any. */
  openThreadId: string | null;
  inboxKind: InboxKind;
  onClose: () => void;
  onReferred: (teamName: string) => void;
}

/** An inbox: the list on the left and the open thread on the right, or the open thread alone on a narrow screen. */
export function InboxLayout({ list, openThreadId, inboxKind, onClose, onReferred }: InboxLayoutProps) {
  const split = useSplitInboxLayout();
  const paneRef = useRef<HTMLDivElement>(null);
  const splitRef = useRef<HTMLDivElement>(null);

  // Where the two columns start, so they can fill the window below it (what is above may change: a notice, a filter).
  useLayoutEffect(() => {
    const element = splitRef.current;
    if (!element) return;
    const measure = () =>
      element.style.setProperty(
        '--inbox-top',
        `${Math.round(element.getBoundingClientRect().top + window.scrollY)}px`,
      );
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  });
  const previous = useRef(openThreadId);

  // Opening a thread moves the focus to it; closing it returns the focus to its row (when it is still listed).
  useEffect(() => {
    const before = previous.current;
    previous.current = openThreadId;
    if (before === openThreadId) return;
    if (openThreadId) {
      paneRef.current?.focus({ preventScroll: split });
      return;
    }
    if (before && /^[\w-]+$/.test(before)) {
      document.querySelector<HTMLElement>(`a[data-thread-id="${before}"]`)?.focus();
    }
  }, [openThreadId, split]);

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
      <div ref={paneRef} tabIndex={-1} className={classes.pane} aria-label="Open thread" role="region">
        {pane ?? (
          <div className={classes.placeholder}>
            <EmptyState
              icon={<IconMessage size={28} aria-hidden />}
              withIndicatorBackground
              title="No thread open"
              description="Choose a thread in the list to read it and reply here."
            />
          </div>
        )}
      </div>
    </div>
  );
}
