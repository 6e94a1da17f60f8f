import { sql, type SQL } from 'drizzle-orm';
import {
  MESSAGE_PREVIEW_MAX_CHARS,
  isRichTextNonEmpty,
  unfilledTemplateVariables,
  unfilledTemplateVariablesMessage,
} from '@casework/contract';
import type { DbOrTx } from '#src/db/client.ts';
import { preparedTemplate, togetherStatement } from '#src/db/raw-sql.ts';
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
 * removed) is refused, also when the text was all inside markup the allow-list drops. A staff member's message that
 * still holds a quick-message variable nobody filled (`{team.name}` in a personal thread) is refused too: the
 * participant would read the braces. A participant's text is theirs as written.
 */
export function cleanMessageBody(html: string, author: AuthorKind): CleanBody {
  const field = 'body.body';
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
  const unfilled = author === 'staff' ? unfilledTemplateVariables(text) : [];
  if (unfilled.length > 0) {
    const message = unfilledTemplateVariablesMessage(unfilled);
    throw badRequest(`${message}. Nothing was sent.`, [{ field, message }], 'message.unfilled_variable');
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

/** The values of a new message's statement, by placeholder name. */
type MessageValue =
  | 'id'
  | 'threadId'
  | 'authorUserId'
  | 'bodyHtml'
  | 'bodyText'
  | 'preview'
  | 'at'
  | 'participantId'
  | 'activityId'
  | 'activityMessage'
  | 'activityDetail'
  | 'eventId'
  | 'eventPayload';

/**
 * A new message's statement: the message row, the thread's list columns, the author's read marker, the activity-log
 * entry "message created" and the message.created event, which also answers the author's name as threads show it.
 * Its text depends only on the author's kind, so it is built once for each (preparedTemplate) with a placeholder for
 * every value, ids and time included.
 */
function messageStatement(db: DbOrTx, kind: AuthorKind): SQL {
  const value = (name: MessageValue) => sql.placeholder(name);
  const threadId = value('threadId');
  const authorUserId = value('authorUserId');
  return togetherStatement(
    [
      ...createThreadsRepository(db).newMessageWrites({
        id: value('id'),
        threadId,
        authorUserId,
        authorKind: kind,
        bodyHtml: value('bodyHtml'),
        bodyText: value('bodyText'),
        at: sql`${value('at')}::timestamptz`,
        preview: value('preview'),
      }),
      activityInsert(
        db,
        {
          kind: 'message-created',
          actorUserId: authorUserId,
          participantId: value('participantId'),
          message: value('activityMessage'),
          detail: value('activityDetail'),
        },
        value('activityId'),
      ),
      eventInsert(
        db,
        {
          type: 'message.created',
          aggregateType: 'thread',
          aggregateId: threadId,
          actorUserId: authorUserId,
          payload: value('eventPayload'),
        },
        value('eventId'),
      ),
    ],
    sql`select ${authorNameOf({
      userId: sql`${authorUserId}::uuid`,
      kind: sql`${kind}::text`,
      threadId: sql`${threadId}::uuid`,
    })} as "authorName"`,
  );
}

const messageStatements: Record<
  AuthorKind,
  (db: DbOrTx, values: Record<MessageValue, unknown>) => Promise<{ authorName: string | null }[]>
> = {
  staff: preparedTemplate((db) => messageStatement(db, 'staff')),
  participant: preparedTemplate((db) => messageStatement(db, 'participant')),
};

/**
 * Adds a message to a thread in one statement (messageStatement), answering the author's name as threads show it
 * (so a reply is answered without reading the message back). One statement is atomic on its own: a reply sends it
 * alone, and a new thread sends it inside the transaction that creates the thread.
 */
export async function postMessage(
  db: DbOrTx,
  thread: ThreadWithAssignees,
  author: { userId: string; kind: AuthorKind },
  body: CleanBody,
  at: Date = new Date(),
): Promise<{ id: string; createdAt: Date; authorName: string | null }> {
  const id = uuidv7(at.getTime());
  const by = author.kind === 'staff' ? 'staff' : 'the participant';
  const [answer] = await messageStatements[author.kind](db, {
    id,
    threadId: thread.id,
    authorUserId: author.userId,
    bodyHtml: body.html,
    bodyText: body.text,
    preview: previewOf(body.text, MESSAGE_PREVIEW_MAX_CHARS),
    at: at.toISOString(),
    participantId: thread.participantId,
    activityId: uuidv7(),
    activityMessage: `Message created in thread "${thread.subject}" by ${by}.`,
    activityDetail: { threadId: thread.id, messageId: id, authorKind: author.kind },
    eventId: uuidv7(),
    eventPayload: { ...threadEventIds(thread), messageId: id, authorKind: author.kind },
  });
  return { id, createdAt: at, authorName: answer?.authorName ?? null };
}
