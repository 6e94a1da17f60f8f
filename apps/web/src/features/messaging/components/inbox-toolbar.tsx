import {
  Badge,
  Button,
  CloseButton,
  Group,
  TextInput,
  VisuallyHidden,
  type ButtonProps,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArchive, IconInbox, IconPencilPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { WRAPPING_BUTTON } from '../../../platform/ui/wrapping-button.ts';
import { useThreadWords } from './thread-words.ts';

export interface InboxViewLink {
  href: string;
  onNavigate: () => void;
}

export interface InboxViewSwitchProps {
  archive: boolean;
  inbox: InboxViewLink;
  archiveView: InboxViewLink;
  counts?: { open?: number; archived?: number; unread?: number };
}

function follow(link: InboxViewLink) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    link.onNavigate();
  };
}

/**
 * A view's link: its words wrap inside it when they do not fit (200% text on a phone) instead of being cut, and it is
 * never wider than the toolbar.
 */
const VIEW_LINK = { ...WRAPPING_BUTTON, size: 'sm' } as const satisfies ButtonProps;

/**
 * "Inbox | Archive": two links (each view has an address of its own), the current one marked for screen readers.
 * With too little room for both on one line, Archive goes under Inbox (it was cut off, and the page scrolled
 * sideways).
 */
export function InboxViewSwitch({ archive, inbox, archiveView, counts }: InboxViewSwitchProps) {
  const unread = counts?.unread ?? 0;
  return (
    <nav aria-label="Inbox views">
      <Group gap={4} wrap="wrap">
        <Button
          component="a"
          href={inbox.href}
          onClick={follow(inbox)}
          aria-current={archive ? undefined : 'page'}
          variant={archive ? 'subtle' : 'light'}
          {...VIEW_LINK}
          leftSection={<IconInbox size={16} aria-hidden />}
        >
          Inbox
          {counts?.open !== undefined ? <CountText count={counts.open} /> : null}
          {unread > 0 ? (
            // "7 unread" on screen, not a bare 7: beside the view's own count of threads (Inbox 7), a second number
            // said nothing of what it counted. In the words, not beside them, so it goes under them when they do
            // not fit (200% text on a phone) rather than being cut.
            <Badge size="sm" variant="filled" tt="none" ml={8}>
              <VisuallyHidden>, </VisuallyHidden>
              {unread} unread
            </Badge>
          ) : null}
        </Button>
        <Button
          component="a"
          href={archiveView.href}
          onClick={follow(archiveView)}
          aria-current={archive ? 'page' : undefined}
          variant={archive ? 'light' : 'subtle'}
          {...VIEW_LINK}
          leftSection={<IconArchive size={16} aria-hidden />}
        >
          Archive
          {counts?.archived !== undefined ? <CountText count={counts.archived} /> : null}
        </Button>
      </Group>
    </nav>
  );
}

/** The number of threads of a view: a plain number on screen, "7 threads" (participants: "conversations") for a screen reader. */
function CountText({ count }: { count: number }) {
  const words = useThreadWords();
  return (
    <span style={{ fontWeight: 400, marginLeft: 6 }}>
      <VisuallyHidden>, </VisuallyHidden>
      {count}
      <VisuallyHidden> {count === 1 ? words.one : words.many}</VisuallyHidden>
    </span>
  );
}

export interface InboxSearchBoxProps {
  /** The search in the address. */
  value: string | undefined;
  /** Called (debounced) with the new search text, trimmed; empty clears the search. */
  onSearch: (q: string) => void;
  disabled?: boolean;
  /** Why it is disabled, shown under the box. */
  description?: string;
  /** Staff also find a thread by its participant's name or id (a participant's own name would match them all). */
  byParticipant?: boolean;
}

const SEARCH_DELAY_MS = 400;

/** The search of an inbox: it searches as the user types (after a pause), and follows the address on Back. */
export function InboxSearchBox({
  value,
  onSearch,
  disabled,
  description,
  byParticipant,
}: InboxSearchBoxProps) {
  const label = byParticipant ? 'Search subjects, messages and participants' : 'Search subjects and messages';
  const current = value ?? '';
  const [text, setText] = useState(current);
  const [debounced] = useDebouncedValue(text, SEARCH_DELAY_MS);
  const sent = useRef(current);
  const onSearchRef = useRef(onSearch);

  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  // The address changed from elsewhere (Back, a link): show what it says.
  useEffect(() => {
    if (current === sent.current) return;
    sent.current = current;
    setText(current);
  }, [current]);

  useEffect(() => {
    const next = debounced.trim();
    if (next === sent.current) return;
    sent.current = next;
    onSearchRef.current(next);
  }, [debounced]);

  return (
    <TextInput
      role="searchbox"
      aria-label={label}
      placeholder={label}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      disabled={disabled}
      description={description}
      inputWrapperOrder={['input', 'description']}
      maxLength={200}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          const next = text.trim();
          if (next !== sent.current) {
            sent.current = next;
            onSearch(next);
          }
        }
      }}
      rightSection={
        text !== '' && !disabled ? (
          <CloseButton
            size="sm"
            aria-label="Clear search"
            onClick={() => {
              setText('');
              sent.current = '';
              onSearch('');
            }}
          />
        ) : undefined
      }
      style={{ flex: '1 1 240px', minWidth: 0 }}
    />
  );
}

/** "New message": a real link (it can open in a new tab) that moves within the app on a plain click. */
export function NewMessageButton({ href, onNavigate }: InboxViewLink) {
  return (
    <Button
      component="a"
      href={href}
      onClick={follow({ href, onNavigate })}
      leftSection={<IconPencilPlus size={16} aria-hidden />}
    >
      New message
    </Button>
  );
}
