import type { ThreadListItem } from '@casework/contract';
import { Badge, Checkbox, Text, VisuallyHidden } from '@mantine/core';
import { IconArchive, IconArrowForwardUp, IconClockHour4, IconUsersGroup } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useCurrentUser } from '../../../platform/session/current-user.ts';
import { formatFullDate, formatRelativeTime, formatWaitingDuration } from './inbox-time.ts';
import classes from './thread-list.module.css';
import { isOwnPersonalThread } from './thread-ownership.ts';

export type ThreadListViewer = 'staff' | 'participant';

export interface ThreadSelection {
  selected: ReadonlySet<string>;
  onToggle: (threadId: string, selected: boolean) => void;
}

export interface ThreadListProps {
  items: readonly ThreadListItem[];
  /** The id of the heading that names the list. */
  labelledBy: string;
  viewer: ThreadListViewer;
  /** The thread shown beside (or instead of) the list, marked with aria-current. */
  openThreadId: string | null;
  /** The address of a thread in this inbox (so a row can also open in a new tab). */
  hrefOf: (threadId: string) => string;
  /** Opens a thread in this inbox (a plain click or Enter on the row link). */
  onOpen: (threadId: string) => void;
  /** Bulk selection; without it the list is read-only. */
  selection?: ThreadSelection;
  /** The time the relative times count from. */
  now: number;
}

/** An inbox list: one row per thread, the subject a link that opens it; the whole row is its click area. */
export function ThreadList({
  items,
  labelledBy,
  viewer,
  openThreadId,
  hrefOf,
  onOpen,
  selection,
  now,
}: ThreadListProps) {
  // Whose personal threads are the caller's own ("Personal · yours", as the open thread's header says).
  const staffMemberId = useCurrentUser().user?.staffMemberId ?? null;
  return (
    <ul className={classes.list} aria-labelledby={labelledBy}>
      {items.map((item) => (
        <ThreadListRow
          key={item.id}
          item={item}
          viewer={viewer}
          open={item.id === openThreadId}
          href={hrefOf(item.id)}
          onOpen={onOpen}
          selection={selection}
          now={now}
          staffMemberId={staffMemberId}
        />
      ))}
    </ul>
  );
}

interface ThreadListRowProps {
  item: ThreadListItem;
  viewer: ThreadListViewer;
  open: boolean;
  href: string;
  onOpen: (threadId: string) => void;
  selection: ThreadSelection | undefined;
  now: number;
  /** The caller's staff member id (null for participants, or until known). */
  staffMemberId: string | null;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function ThreadListRow({
  item,
  viewer,
  open,
  href,
  onOpen,
  selection,
  now,
  staffMemberId,
}: ThreadListRowProps) {
  const subject = item.subject.trim() === '' ? '(no subject)' : item.subject;
  const preview = item.lastMessagePreview.trim();
  return (
    <li
      className={classes.row}
      data-unread={item.unread || undefined}
      data-open={open || undefined}
      data-read-only={selection ? undefined : true}
    >
      {selection ? (
        <div className={classes.select}>
          <Checkbox
            aria-label={`Select “${subject}”`}
            checked={selection.selected.has(item.id)}
            onChange={(event) => selection.onToggle(item.id, event.currentTarget.checked)}
          />
        </div>
      ) : null}
      <div className={classes.body}>
        <div className={classes.top}>
          <a
            href={href}
            className={classes.link}
            aria-current={open ? 'true' : undefined}
            data-thread-id={item.id}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onOpen(item.id);
            }}
          >
            {item.unread ? (
              <>
                <span className={classes.dot} aria-hidden />
                <VisuallyHidden>Unread:</VisuallyHidden>{' '}
              </>
            ) : null}
            {subject}
          </a>
          <time
            className={classes.time}
            dateTime={item.lastMessageAt}
            title={formatFullDate(item.lastMessageAt)}
          >
            {formatRelativeTime(item.lastMessageAt, now)}
          </time>
        </div>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {viewer === 'staff' ? (
            <>
              {item.participant.name}{' '}
              <Text span size="xs" c="dimmed" ff="monospace">
                {item.participant.participantId}
              </Text>
            </>
          ) : (
            <>With {item.team?.name ?? item.owner?.name ?? 'your case worker'}</>
          )}
        </Text>
        {preview !== '' ? (
          <div className={classes.preview}>
            {item.lastMessageFrom === 'staff' && viewer === 'staff' ? (
              <Text span size="sm" fw={500} c="dimmed">
                Staff:{' '}
              </Text>
            ) : null}
            {preview}
          </div>
        ) : null}
        <ThreadListMeta item={item} viewer={viewer} now={now} staffMemberId={staffMemberId} open={open} />
      </div>
    </li>
  );
}

/** The row's badges wrap their words when the row is narrower than them (thread-list.module.css). */
const META_BADGE_CLASSES = { root: classes.badge, label: classes.badgeLabel };

/**
 * A grey badge's variant: light grey (gray-1) on a white row, but the open row is that same grey
 * (thread-list.module.css), where it would read as bare text; there it is white with a border, as Mantine's default
 * variant draws it (black on white). The coloured light badges keep their tint, which shows on the grey.
 */
function greyBadgeVariant(open: boolean): 'default' | 'light' {
  return open ? 'default' : 'light';
}

function ThreadListMeta({
  item,
  viewer,
  now,
  staffMemberId,
  open,
}: {
  item: ThreadListItem;
  viewer: ThreadListViewer;
  now: number;
  staffMemberId: string | null;
  /** The row is the open thread's. */
  open: boolean;
}) {
  const grey = greyBadgeVariant(open);
  if (viewer === 'participant') {
    return item.archived ? (
      <div className={classes.meta}>
        <Badge classNames={META_BADGE_CLASSES} size="sm" variant={grey} color="gray" radius="sm" tt="none">
          Archived
        </Badge>
      </div>
    ) : null;
  }
  const assigned = item.assignees.map((a) => a.name);
  return (
    <div className={classes.meta}>
      {item.waitingSince ? (
        <Badge
          classNames={META_BADGE_CLASSES}
          size="sm"
          variant="light"
          color="orange"
          radius="sm"
          tt="none"
          leftSection={<IconClockHour4 size={12} aria-hidden />}
          title={`Waiting since ${formatFullDate(item.waitingSince)}`}
        >
          Waiting {formatWaitingDuration(item.waitingSince, now)}
        </Badge>
      ) : null}
      {item.team ? (
        <Badge
          classNames={META_BADGE_CLASSES}
          size="sm"
          variant="light"
          radius="sm"
          tt="none"
          leftSection={<IconUsersGroup size={12} aria-hidden />}
        >
          {item.team.name}
        </Badge>
      ) : (
        <Badge classNames={META_BADGE_CLASSES} size="sm" variant={grey} color="gray" radius="sm" tt="none">
          {isOwnPersonalThread(item, staffMemberId) ? 'Personal · yours' : 'Personal'}
        </Badge>
      )}
      {item.referredToTeam ? (
        <Badge
          classNames={META_BADGE_CLASSES}
          size="sm"
          variant="light"
          color="grape"
          radius="sm"
          tt="none"
          leftSection={<IconArrowForwardUp size={12} aria-hidden />}
        >
          Referred<VisuallyHidden> to {item.referredToTeam.name}</VisuallyHidden>
        </Badge>
      ) : null}
      {item.archived ? (
        <Badge classNames={META_BADGE_CLASSES} size="sm" variant={grey} color="gray" radius="sm" tt="none">
          Archived
        </Badge>
      ) : item.teamArchived && item.team ? (
        // Open in this (personal) inbox, done for its team: archive is per inbox (decision 010).
        <Badge
          classNames={META_BADGE_CLASSES}
          size="sm"
          variant={grey}
          color="gray"
          radius="sm"
          tt="none"
          leftSection={<IconArchive size={12} aria-hidden />}
        >
          Archived for {item.team.name}
        </Badge>
      ) : null}
      {assigned.length > 0 ? (
        <Text span size="xs" c="dimmed">
          {assignedText(assigned)}
        </Text>
      ) : item.team ? (
        <Text span size="xs" c="dimmed">
          Unassigned
        </Text>
      ) : null}
    </div>
  );
}

/** "Jo Smith", "Jo Smith and Ana Berg", "Jo Smith and 2 others". */
export function assignedText(names: readonly string[]): string {
  const [first, second] = names;
  if (first === undefined) return 'Unassigned';
  if (names.length === 1) return `Assigned to ${first}`;
  if (names.length === 2) return `Assigned to ${first} and ${second}`;
  return `Assigned to ${first} and ${names.length - 1} others`;
}
