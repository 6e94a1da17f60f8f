import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { arrayLiteral } from '#src/db/raw-sql.ts';
import {
  threadListColumns,
  threadListRowOf,
  type ThreadListRecord,
  type ThreadListRow,
} from './thread-lists.repository.ts';
import { pageRowsAndTotal, pageWithTotal, preparedRowsOf } from './thread-sql.ts';

/**
 * Whose threads a caller sees, as threads-access.ts canSeeThread decides it, in the terms a query needs: threads
 * owned by or assigned to one of `staffMemberIds` (the caller, and for a supervisor the members they supervise),
 * and the threads of `teamIds` (the team inboxes the caller works).
 */
export interface ThreadReach {
  staffMemberIds: readonly string[];
  teamIds: readonly string[];
}

/** One thread of a participant's record: a list row, with the caller's own read and archive state. */
export type ParticipantThreadRow = ThreadListRow;

/**
 * The threads of `participantId` within `reach`. Each list is one array parameter, so the statement's text (and
 * its prepared plan) is the same whoever asks.
 */
function reachCondition(participantId: string, reach: ThreadReach): SQL {
  const people = sql`${arrayLiteral(reach.staffMemberIds)}::uuid[]`;
  return sql`t.participant_id = ${participantId} and (t.team_id = any(${arrayLiteral(reach.teamIds)}::uuid[])
    or t.owner_staff_member_id = any(${people})
    or exists (select 1 from thread_assignees ta where ta.thread_id = t.id and ta.staff_member_id = any(${people})))`;
}

export function createParticipantThreadsRepository(db: DbOrTx) {
  return {
    /**
     * A page of the participant's threads within `reach`, newest activity first, and how many there are: one
     * statement, read through threads_participant_idx (participant_id, last_message_at desc), so only this
     * participant's threads are read. Unread and archived are `readerUserId`'s.
     */
    async list(
      participantId: string,
      reach: ThreadReach,
      readerUserId: string,
      page: { take: number; skip: number },
    ): Promise<{ rows: ParticipantThreadRow[]; total: number }> {
      const where = reachCondition(participantId, reach);
      const rows = await preparedRowsOf<ThreadListRecord & { total: number; id: string | null }>(
        db,
        pageWithTotal(
          sql`select count(*)::int as n from threads t where ${where}`,
          sql`select ${threadListColumns(readerUserId, true)}
          from threads t
          where ${where}
          order by t.last_message_at desc nulls last, t.id desc
          limit ${page.take} offset ${page.skip}`,
          sql`page."lastMessageAt" desc nulls last, page.id desc`,
        ),
      );
      const { rows: found, total } = pageRowsAndTotal(rows);
      return { rows: found.map(threadListRowOf), total };
    },
  };
}
export type ParticipantThreadsRepository = ReturnType<typeof createParticipantThreadsRepository>;
