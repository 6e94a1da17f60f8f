import { splitHref } from './search-values.ts';

/** SPEC §2: the four inbox kinds. */
export type InboxKind = 'participant-inbox' | 'staff-inbox' | 'team-inbox' | 'team-member-inbox';

/** Marks a supervisor's view of a team member's inbox, as a path segment or a query key. */
export const TEAM_MEMBER_INBOX_MARKER = 'team-member-inbox';
export const ARCHIVE_MARKER = 'archive';
export const THREAD_MARKER = 'thread';

/** Which inbox a path (with or without its query) belongs to, or null when it is not an inbox. */
export function classifyInbox(href: string): InboxKind | null {
  const { pathname, params } = splitHref(href);
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const teamMember = segments.includes(TEAM_MEMBER_INBOX_MARKER) || params.has(TEAM_MEMBER_INBOX_MARKER);
  const [area, section] = segments;
  if (area === 'participant' && section === 'inbox') return 'participant-inbox';
  if (area !== 'staff') return null;
  if (section === 'team-inbox') return teamMember ? 'team-member-inbox' : 'team-inbox';
  if (section === 'inbox') return teamMember ? 'team-member-inbox' : 'staff-inbox';
  if (section === TEAM_MEMBER_INBOX_MARKER) return 'team-member-inbox';
  return null;
}

export interface InboxMarkers {
  kind: InboxKind | null;
  /** "archive" as a path segment, or `archive`/`archived=true` in the query. */
  archive: boolean;
  /** The value after a "thread" path segment, or of the `thread` query key. */
  threadId: string | null;
}

/** SPEC §2: the words archive and thread are used as path or query markers. */
export function readInboxMarkers(href: string): InboxMarkers {
  const { pathname, params } = splitHref(href);
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const archivedQuery = params.get('archived');
  const archive =
    segments.includes(ARCHIVE_MARKER) ||
    (params.has(ARCHIVE_MARKER) && params.get(ARCHIVE_MARKER) !== 'false') ||
    archivedQuery === 'true';
  const threadIndex = segments.indexOf(THREAD_MARKER);
  const threadSegment = threadIndex >= 0 ? segments[threadIndex + 1] : undefined;
  const threadId =
    threadSegment !== undefined ? decodeURIComponent(threadSegment) : params.get(THREAD_MARKER) || null;
  return { kind: classifyInbox(href), archive, threadId };
}
