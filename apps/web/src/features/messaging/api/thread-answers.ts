import {
  MESSAGE_AUTHOR_KINDS,
  THREAD_KINDS,
  type ListThreadsResponse,
  type ThreadAssigneesView,
  type ThreadListItem,
  type ThreadParticipantRef,
  type ThreadStaffRef,
  type ThreadTeamRef,
  type ThreadsChangedResult,
} from '@casework/contract';
import {
  answerSchema,
  arrayOf,
  bool,
  count,
  nullable,
  objectOf,
  oneOf,
  pageOf,
  text,
  uuid,
  type Check,
} from '../../../platform/api/answer-checks.ts';

/*
 * The thread answers of the inbox's first screen (its list) and of the inbox's own actions (archive, assign),
 * checked without zod: zod and the contract's thread schemas would add ~30 kB gzip and ~50 ms of a slow phone's
 * main thread to the inbox's first load (decision 017). thread-answers.test.ts holds each to the contract's schema.
 */

const teamRef: Check<ThreadTeamRef> = objectOf({ id: uuid, name: text });
const staffRef: Check<ThreadStaffRef> = objectOf({ id: uuid, name: text });
const participantRef: Check<ThreadParticipantRef> = objectOf({
  participantId: text,
  name: text,
  firstName: text,
  lastName: text,
});

const threadListItem: Check<ThreadListItem> = objectOf({
  id: uuid,
  subject: text,
  kind: oneOf(THREAD_KINDS),
  lastMessagePreview: text,
  lastMessageFrom: oneOf(MESSAGE_AUTHOR_KINDS),
  lastMessageAt: text,
  unread: bool,
  archived: bool,
  teamArchived: bool,
  assignees: arrayOf(staffRef),
  team: nullable(teamRef),
  participant: participantRef,
  owner: nullable(staffRef),
  referredToTeam: nullable(teamRef),
  messageCount: count,
  waitingSince: nullable(text),
  createdAt: text,
});

/** A page of an inbox list (personal, team, unassigned, unresponded): the contract's ListThreadsResponse. */
export const ThreadListAnswer = answerSchema<ListThreadsResponse>(pageOf(threadListItem));

/** Archive and unarchive: the contract's ThreadsChangedResult. */
export const ThreadsChangedAnswer = answerSchema<ThreadsChangedResult>(
  objectOf({ changed: count, threadIds: arrayOf(uuid) }),
);

/** Assignment: the contract's ThreadAssigneesView. */
export const ThreadAssigneesAnswer = answerSchema<ThreadAssigneesView>(
  objectOf({ threadId: uuid, assignees: arrayOf(staffRef) }),
);
