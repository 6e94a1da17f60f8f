import { sql } from 'drizzle-orm';
import { MESSAGE_PREVIEW_MAX_CHARS, isRichTextNonEmpty } from '@casework/contract';
import type { DbOrTx } from '#src/db/client.ts';
import { writeTogether } from '#src/db/raw-sql.ts';
import { activityInsert } from '#src/platform/audit/activity-log.ts';
import { badRequest } from '#src/platform/errors/app-error.ts';
import { eventInsert } from '#src/platform/events/outbox.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import {
  previewOf,
  richTextToPlainText,
  sanitizeRichText,
} from '#src/platform/rich-text/sanitize-rich-text.ts';
import {
  authorNameOf,
  createThreadsRepository,
  type AuthorKind,
  type ThreadWithAssignees,
} from './threads.repository.ts';

/** A message body after sanitising: the HTML to store and its plain-text copy. */
export interface CleanBody {
  html: string;
  text: string;
}

/**
 * Sanitises a message body with the allow-list; SPEC §5: a body with no text left (once tags and whitespace are
 * removed) is refused, also when the text was all inside markup the allow-list drops.
 */
export function cleanMessageBody(html: string, field = 'body.body'): CleanBody {
  const clean = sanitizeRichText(html);
  const text = richTextToPlainText(clean);
  if (!isRichTextNonEmpty(clean) || text.trim() === '') {
    const message = 'Write a message: it must contain some text';
    throw badRequest(
      'The message is empty once formatting is removed. Write some text.',
      [{ field, message }],
      'message.empty',
    );
  }
  return { html: clean, text };
}

/** Ids of a thread that let the event consumers decide who may see an event; never subjects or bodies. */
export function threadEventIds(
  thread: Pick<
    ThreadWithAssignees,
    'id' | 'participantId' | 'teamId' | 'ownerStaffMemberId' | 'assigneeStaffMemberIds'
  >,
) {
  return {
    threadId: thread.id,
    participantId: thread.participantId,
    teamId: thread.teamId,
    ownerStaffMemberId: thread.ownerStaffMemberId,
    assigneeStaffMemberIds: thread.assigneeStaffMemberIds,
  };
}

/**
 * Adds a message to a thread: the message row, the thread's list columns, the author's read marker, the activity-log
 * entry "message created" and the message.created event, all in one statement, which also answers the author's name
 * as threads show it (so a reply is answered without reading the message back). One statement is atomic on its own:
 * a reply sends it alone, and a new thread sends it inside the transaction that creates the thread.
 */
export async function postMessage(
  db: DbOrTx,
  thread: ThreadWithAssignees,
  author: { userId: string; kind: AuthorKind },
  body: CleanBody,
  at: Date = new Date(),
): Promise<{ id: string; createdAt: Date; authorName: string | null }> {
  const repo = createThreadsRepository(db);
  const id = uuidv7(at.getTime());
  const [answer] = await writeTogether<{ authorName: string | null }>(
    db,
    [
      ...repo.newMessageWrites({
        id,
        threadId: thread.id,
        authorUserId: author.userId,
        authorKind: author.kind,
        bodyHtml: body.html,
        bodyText: body.text,
        createdAt: at,
        preview: previewOf(body.text, MESSAGE_PREVIEW_MAX_CHARS),
      }),
      activityInsert(db, {
        kind: 'message-created',
        actorUserId: author.userId,
        participantId: thread.participantId,
        message: `Message created in thread "${thread.subject}" by ${author.kind === 'staff' ? 'staff' : 'the participant'}.`,
        detail: { threadId: thread.id, messageId: id, authorKind: author.kind },
      }),
      eventInsert(db, {
        type: 'message.created',
        aggregateType: 'thread',
        aggregateId: thread.id,
        actorUserId: author.userId,
        payload: { ...threadEventIds(thread), messageId: id, authorKind: author.kind },
      }),
    ],
    sql`select ${authorNameOf({
      userId: sql`${author.userId}::uuid`,
      kind: sql`${author.kind}::text`,
      threadId: sql`${thread.id}::uuid`,
    })} as "authorName"`,
  );
  return { id, createdAt: at, authorName: answer?.authorName ?? null };
}
