import type { MessageFileView, MessageView, ThreadListItem, ThreadView } from '@casework/contract';
import type { ThreadListRow } from './thread-lists.repository.ts';
import type { MessageFileRef, MessageRow, StaffRef, ThreadDetailRow } from './threads.repository.ts';
import { isoOrNull, isoString } from '#src/platform/runtime/iso-string.ts';

/** Who is looking: participants see no assignment details of the staff side. */
export type ViewerKind = 'staff' | 'participant';

const nameOf = (first: string, last: string) => `${first} ${last}`;

/** SPEC §3 thread file reference: threadId/messageId/name. */
export const threadFileReference = (f: { threadId: string; messageId: string; name: string }) =>
  `${f.threadId}/${f.messageId}/${f.name}`;

export function presentMessageFile(row: MessageFileRef): MessageFileView {
  return {
    reference: threadFileReference(row),
    name: row.name,
    size: row.size,
    contentType: row.contentType,
    uploadedAt: isoString(row.createdAt),
  };
}

export function presentMessage(row: MessageRow): MessageView {
  return {
    id: row.id,
    threadId: row.threadId,
    author: {
      userId: row.authorUserId,
      kind: row.authorKind,
      name: row.authorName ?? (row.authorKind === 'staff' ? 'Staff member' : 'Participant'),
    },
    bodyHtml: row.bodyHtml,
    bodyText: row.bodyText,
    createdAt: isoString(row.createdAt),
    files: row.files.map(presentMessageFile),
  };
}

export interface ThreadViewParts {
  thread: ThreadDetailRow;
  /** The newest messages, oldest first; the thread's messageCount says how many there are in all. */
  messages: MessageRow[];
  viewer: ViewerKind;
}

export function presentThread({ thread, messages, viewer }: ThreadViewParts): ThreadView {
  const { assignees, staffAuthors } = thread;
  const participant = {
    participantId: thread.participantId,
    name: nameOf(thread.participantFirstName, thread.participantLastName),
    firstName: thread.participantFirstName,
    lastName: thread.participantLastName,
  };
  const team = thread.teamId && thread.teamName ? { id: thread.teamId, name: thread.teamName } : null;
  const owner =
    thread.ownerStaffMemberId && thread.ownerName
      ? { id: thread.ownerStaffMemberId, name: thread.ownerName }
      : null;
  const visibleAssignees = viewer === 'staff' ? assignees : [];
  const staff = new Map<string, { id: string; name: string; isAssignee: boolean; isOwner: boolean }>();
  const addStaff = (ref: StaffRef) =>
    staff.set(ref.id, {
      id: ref.id,
      name: ref.name,
      isAssignee: visibleAssignees.some((a) => a.id === ref.id),
      isOwner: owner?.id === ref.id,
    });
  if (owner) addStaff(owner);
  visibleAssignees.forEach(addStaff);
  staffAuthors.forEach(addStaff);
  const teams = [
    team,
    thread.referredToTeamId && thread.referredToTeamName
      ? { id: thread.referredToTeamId, name: thread.referredToTeamName }
      : null,
  ]
    .filter((t): t is { id: string; name: string } => t !== null)
    .filter((t, i, all) => all.findIndex((o) => o.id === t.id) === i);
  return {
    id: thread.id,
    subject: thread.subject,
    kind: thread.teamId ? 'team' : 'personal',
    participant,
    team,
    owner,
    referredToTeam:
      thread.referredToTeamId && thread.referredToTeamName
        ? { id: thread.referredToTeamId, name: thread.referredToTeamName }
        : null,
    application:
      thread.applicationId && thread.applicationName
        ? { id: thread.applicationId, name: thread.applicationName }
        : null,
    serviceId: thread.serviceId,
    assignees: visibleAssignees,
    participants: [participant],
    staffMembers: [...staff.values()],
    teams,
    messages: messages.map(presentMessage),
    messageCount: thread.messageCount,
    hasEarlierMessages: thread.messageCount > messages.length,
    unread: thread.lastReadAt === null || thread.lastReadAt < thread.lastMessageAt,
    lastReadMessageId: thread.lastReadMessageId ?? null,
    archived: thread.userArchivedAt !== null,
    teamArchived: thread.teamArchivedAt !== null,
    waitingSince: isoOrNull(thread.awaitingReplySince),
    createdAt: isoString(thread.createdAt),
    lastMessageAt: isoString(thread.lastMessageAt),
    closedAt: isoOrNull(thread.closedAt),
  };
}

/** One list row; `archivedIn` says which archive flag the list is about. */
export function presentThreadListItem(
  row: ThreadListRow,
  options: { viewer: ViewerKind; archivedIn: 'user' | 'team' },
): ThreadListItem {
  return {
    id: row.id,
    subject: row.subject,
    kind: row.teamId ? 'team' : 'personal',
    lastMessagePreview: row.lastMessagePreview,
    lastMessageFrom: row.lastMessageFrom,
    lastMessageAt: isoString(row.lastMessageAt),
    unread: row.unread,
    archived: options.archivedIn === 'user' ? row.userArchivedAt !== null : row.teamArchivedAt !== null,
    teamArchived: row.teamArchivedAt !== null,
    assignees: options.viewer === 'staff' ? row.assignees : [],
    team: row.teamId && row.teamName ? { id: row.teamId, name: row.teamName } : null,
    participant: {
      participantId: row.participantId,
      name: nameOf(row.participantFirstName, row.participantLastName),
      firstName: row.participantFirstName,
      lastName: row.participantLastName,
    },
    owner:
      row.ownerStaffMemberId && row.ownerName ? { id: row.ownerStaffMemberId, name: row.ownerName } : null,
    referredToTeam:
      row.referredToTeamId && row.referredToTeamName
        ? { id: row.referredToTeamId, name: row.referredToTeamName }
        : null,
    messageCount: row.messageCount,
    waitingSince: isoOrNull(row.awaitingReplySince),
    createdAt: isoString(row.createdAt),
  };
}
