import type { MessageView, ThreadView } from '@casework/contract';
import { Alert, Center, Divider, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronUp } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../platform/api/api-error.ts';
import { RichTextView } from '../../../platform/rich-text/rich-text-view.tsx';
import { PendingButton } from '../../../platform/ui/pending-button.tsx';
import { listMessagesQueryOptions } from '../api/list-messages.ts';
import { formatFullDate } from './inbox-time.ts';
import { ThreadMessageFiles } from './thread-message-files.tsx';
import { formatMessageTime } from './thread-format.ts';
import classes from './thread-pane.module.css';

/** How many earlier messages one "Show earlier messages" loads. */
export const EARLIER_PAGE_SIZE = 50;
/** Within this many pixels of the end counts as "at the bottom" (new messages then keep the view there). */
const BOTTOM_SLACK_PX = 48;

export interface ThreadMessagesProps {
  thread: ThreadView;
  /** The caller's read marker when the thread was opened: what follows it is marked as new. */
  readBefore: string | null;
  /** The signed-in user's id, to tell their own messages. */
  currentUserId: string;
}

/** The element that scrolls the messages: the list itself when its height is bounded, else the page. */
function scrollerOf(list: HTMLElement | null): HTMLElement | null {
  if (!list) return null;
  if (list.scrollHeight > list.clientHeight + 1) return list;
  return (document.scrollingElement as HTMLElement | null) ?? null;
}

function isAtBottom(element: HTMLElement): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= BOTTOM_SLACK_PX;
}

/** Where the "New" divider goes: before this message id (null: no divider). */
function firstNewMessageId(
  messages: readonly MessageView[],
  readBefore: string | null,
  olderHidden: boolean,
): string | null {
  if (readBefore === null || messages.length === 0) return null;
  const at = messages.findIndex((m) => m.id === readBefore);
  if (at === -1) return olderHidden ? (messages[0]?.id ?? null) : null;
  return messages[at + 1]?.id ?? null;
}

/**
 * The thread's messages, oldest first. Earlier messages than the thread view holds load on request; messages after
 * the read marker sit under a "New" divider; a new message keeps the view at the bottom when it was there, and is
 * announced to screen readers.
 */
export function ThreadMessages({ thread, readBefore, currentUserId }: ThreadMessagesProps) {
  const queryClient = useQueryClient();
  const listRef = useRef<HTMLOListElement>(null);
  const atBottom = useRef(true);
  const keepOffset = useRef<number | null>(null);
  // Messages before the thread view's window, by their place in the whole thread (messages are never removed,
  // so a place always holds the same message). Windows seen since are kept too, so a burst of new messages
  // leaves no gap.
  const [known, setKnown] = useState<ReadonlyMap<number, MessageView>>(new Map());
  const [firstShown, setFirstShown] = useState<number | null>(null);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [earlierError, setEarlierError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const windowStart = thread.messageCount - thread.messages.length;
  const shownFrom = firstShown === null ? windowStart : Math.min(firstShown, windowStart);
  const earlier: MessageView[] = [];
  for (let i = shownFrom; i < windowStart; i += 1) {
    const message = known.get(i);
    if (message) earlier.push(message);
  }
  const messages = [...earlier, ...thread.messages];
  const newestId = thread.messages.at(-1)?.id ?? null;
  const dividerBefore = firstNewMessageId(messages, readBefore, shownFrom > 0);

  // Once earlier messages are shown, remember each window so later ones never leave a hole.
  const [recorded, setRecorded] = useState<readonly MessageView[] | null>(null);
  if (firstShown !== null && recorded !== thread.messages) {
    setRecorded(thread.messages);
    setKnown((before) => {
      const next = new Map(before);
      thread.messages.forEach((m, i) => next.set(windowStart + i, m));
      return next;
    });
  }

  // A message from someone else is announced politely.
  const [announcedFor, setAnnouncedFor] = useState(newestId);
  if (announcedFor !== newestId) {
    setAnnouncedFor(newestId);
    const newest = thread.messages.at(-1);
    if (newest && newest.author.userId !== currentUserId)
      setAnnouncement(`New message from ${newest.author.name}`);
  }

  // On open: show the first new message, or the newest one. The layout settles over a few frames (the editor
  // below mounts, fonts load), so the place is kept while the list resizes, until the reader scrolls.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    let settled = false;
    const place = () => {
      if (settled) return;
      const divider = list.querySelector<HTMLElement>('[data-new-divider]');
      const ownScroll = list.scrollHeight > list.clientHeight + 1;
      if (ownScroll && divider)
        list.scrollTop += divider.getBoundingClientRect().top - list.getBoundingClientRect().top - 8;
      else if (ownScroll) list.scrollTop = list.scrollHeight;
      else if (divider) {
        const { top, bottom } = divider.getBoundingClientRect();
        if (top < 0 || bottom > window.innerHeight) divider.scrollIntoView({ block: 'start' });
      }
      const scroller = scrollerOf(list);
      atBottom.current = scroller ? isAtBottom(scroller) : true;
    };
    place();
    const observer = new ResizeObserver(() => place());
    observer.observe(list);
    const stop = () => {
      settled = true;
      observer.disconnect();
    };
    const timer = window.setTimeout(stop, 2000);
    const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const name of events) list.addEventListener(name, stop, { passive: true });
    return () => {
      stop();
      window.clearTimeout(timer);
      for (const name of events) list.removeEventListener(name, stop);
    };
  }, []);

  // A new message: stay at the bottom if the reader was there (or wrote it).
  const lastNewest = useRef(newestId);
  useLayoutEffect(() => {
    if (lastNewest.current === newestId) return;
    lastNewest.current = newestId;
    const newest = thread.messages.at(-1);
    if (!newest) return;
    const mine = newest.author.userId === currentUserId;
    const scroller = scrollerOf(listRef.current);
    if (scroller && (atBottom.current || mine)) scroller.scrollTop = scroller.scrollHeight;
  }, [newestId, thread.messages, currentUserId]);

  // Earlier messages go above: keep the reader's place in the list.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (keepOffset.current === null || !list) return;
    if (list.scrollHeight > list.clientHeight + 1) list.scrollTop = list.scrollHeight - keepOffset.current;
    keepOffset.current = null;
  }, [shownFrom]);

  useEffect(() => {
    const onScroll = () => {
      const scroller = scrollerOf(listRef.current);
      if (scroller) atBottom.current = isAtBottom(scroller);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  async function showEarlier() {
    const end = shownFrom;
    const start = Math.max(0, end - EARLIER_PAGE_SIZE);
    if (end <= 0) return;
    setLoadingEarlier(true);
    setEarlierError(null);
    try {
      const page = await queryClient.fetchQuery(
        listMessagesQueryOptions(thread.id, { skip: start, take: end - start }),
      );
      const list = listRef.current;
      keepOffset.current = list ? list.scrollHeight - list.scrollTop : null;
      setKnown((before) => {
        const next = new Map(before);
        page.items.forEach((m, i) => next.set(start + i, m));
        thread.messages.forEach((m, i) => next.set(windowStart + i, m));
        return next;
      });
      setFirstShown(start);
    } catch (e: unknown) {
      setEarlierError(errorMessage(e));
    } finally {
      setLoadingEarlier(false);
    }
  }

  return (
    <div className={classes.messagesArea}>
      {/* A Tab stop from the first render: where the list scrolls on its own, the keyboard scrolls it from here,
          also when no message holds a link or a file to reach (axe scrollable-region-focusable). */}
      <ol
        ref={listRef}
        className={classes.messages}
        aria-label="Messages"
        tabIndex={0}
        onScroll={(event) => {
          atBottom.current = isAtBottom(event.currentTarget);
        }}
      >
        {shownFrom > 0 ? (
          <li className={classes.earlier}>
            <Center>
              <PendingButton
                variant="subtle"
                size="xs"
                leftSection={<IconChevronUp size={14} aria-hidden />}
                pending={loadingEarlier}
                onClick={() => void showEarlier()}
              >
                Show earlier messages
              </PendingButton>
            </Center>
            {earlierError ? (
              <Alert color="red" role="alert" mt="xs" title="Earlier messages could not be loaded">
                {earlierError}
              </Alert>
            ) : null}
          </li>
        ) : null}
        {messages.map((message) => (
          <li key={message.id} className={classes.messageItem}>
            {message.id === dividerBefore ? (
              <Divider
                data-new-divider=""
                label="New"
                labelPosition="center"
                color="red"
                className={classes.newDivider}
                role="separator"
                aria-label="New messages below"
              />
            ) : null}
            <ThreadMessage
              message={message}
              threadId={thread.id}
              own={message.author.userId !== null && message.author.userId === currentUserId}
            />
          </li>
        ))}
      </ol>
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}

function ThreadMessage({ message, threadId, own }: { message: MessageView; threadId: string; own: boolean }) {
  const headingId = `message-${message.id}`;
  return (
    <article className={classes.message} data-own={own || undefined} aria-labelledby={headingId}>
      <Group gap={8} justify="space-between" wrap="wrap" className={classes.messageMeta}>
        {/* The author's kind goes under a name too long to share its line (a phone at 200% text), not cut off. */}
        <Group gap={6} wrap="wrap" id={headingId} style={{ rowGap: 0, overflowWrap: 'anywhere' }}>
          <Text size="sm" fw={600} component="span">
            {own ? `${message.author.name} (you)` : message.author.name}
          </Text>
          <Text size="xs" c="dimmed" component="span">
            {message.author.kind === 'staff' ? 'Staff' : 'Participant'}
          </Text>
        </Group>
        <Text
          size="xs"
          c="dimmed"
          component="time"
          dateTime={message.createdAt}
          title={formatFullDate(message.createdAt)}
        >
          {formatMessageTime(message.createdAt)}
        </Text>
      </Group>
      <RichTextView html={message.bodyHtml} />
      <ThreadMessageFiles threadId={threadId} messageId={message.id} files={message.files} own={own} />
    </article>
  );
}
