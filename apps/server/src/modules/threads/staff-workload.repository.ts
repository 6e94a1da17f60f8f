import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { preparedRowsOf } from './thread-sql.ts';

/** The open threads in one staff member's care, by kind. */
export interface OpenThreadsInCare {
  openTeamThreads: number;
  openPersonalThreads: number;
}

export function createStaffWorkloadRepository(db: DbOrTx) {
  return {
    /**
     * The open threads a staff member is assigned to or owns (the ones a hand-over moves), or undefined when there is
     * no such staff member. Open = not closed: closed_at is set when a thread is archived for its team, or by the
     * owner of a personal thread; archiving only for oneself leaves it open. The member's thread ids come from two
     * index-only scans (thread_assignees_staff_idx, threads_owner_idx), then their rows by key: never a scan of the
     * organisation's threads.
     */
    async openThreadsInCareOf(staffMemberId: string): Promise<OpenThreadsInCare | undefined> {
      const [row] = await preparedRowsOf<OpenThreadsInCare>(
        db,
        sql`select count(t.id) filter (where t.team_id is not null)::int as "openTeamThreads",
            count(t.id) filter (where t.team_id is null)::int as "openPersonalThreads"
          from staff_members sm
          left join threads t on t.id = any(array(
              select ta.thread_id from thread_assignees ta where ta.staff_member_id = ${staffMemberId}
              union select o.id from threads o where o.owner_staff_member_id = ${staffMemberId}))
            and t.closed_at is null
          where sm.id = ${staffMemberId}
          group by sm.id`,
      );
      return row;
    },
  };
}
export type StaffWorkloadRepository = ReturnType<typeof createStaffWorkloadRepository>;
