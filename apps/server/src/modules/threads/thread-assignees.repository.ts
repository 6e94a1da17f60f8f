import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { preparedPerHandle } from '#src/db/prepared.ts';
import { staffMembers, threadAssignees, threads } from '#src/db/schema/index.ts';
import { rowsOf, staffName } from './thread-sql.ts';
import type { StaffRef } from './thread-people.repository.ts';

/**
 * A thread's assignees as JSON, `[{ id, name }]` in the order assigneesOf gives them, for a statement that reads the
 * thread (a view, a page of a list) to bring them along instead of a round trip of their own.
 */
export function assigneesJson(threadId: SQL): SQL<StaffRef[]> {
  return sql<StaffRef[]>`coalesce((select json_agg(json_build_object('id', sm.id,
      'name', sm.first_name || ' ' || sm.last_name) order by ta.assigned_at, sm.last_name, sm.first_name)
    from thread_assignees ta join staff_members sm on sm.id = ta.staff_member_id
    where ta.thread_id = ${threadId}), '[]'::json)`;
}

/** Assignees of a page of threads (one array parameter, so one prepared statement whatever the page size). */
const assigneesOfThreads = preparedPerHandle((db) =>
  db
    .select({ threadId: threadAssignees.threadId, id: staffMembers.id, name: staffName })
    .from(threadAssignees)
    .innerJoin(staffMembers, eq(staffMembers.id, threadAssignees.staffMemberId))
    .where(sql`${threadAssignees.threadId} = any(${sql.placeholder('threadIds')}::uuid[])`)
    .orderBy(asc(threadAssignees.assignedAt), asc(staffMembers.lastName), asc(staffMembers.firstName))
    .prepare('thread_assignees_of'),
);

/** Who is assigned, referrals, and the moves of a staff swap, a participant merge and a team swap. */
export function createThreadAssigneesRepository(db: DbOrTx) {
  const assignees = {
    /** Adds assignees (those already assigned are left as they are); answers the staff member ids added. */
    async addAssignees(
      threadId: string,
      staffMemberIds: string[],
      byUserId: string,
      at: Date,
    ): Promise<string[]> {
      if (staffMemberIds.length === 0) return [];
      const added = await db
        .insert(threadAssignees)
        .values(
          staffMemberIds.map((staffMemberId) => ({
            threadId,
            staffMemberId,
            assignedByUserId: byUserId,
            assignedAt: at,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: threadAssignees.staffMemberId });
      await assignees.recountAssignees([threadId]);
      return added.map((a) => a.id);
    },

    async removeAssignees(threadId: string, staffMemberIds: string[]): Promise<string[]> {
      if (staffMemberIds.length === 0) return [];
      const removed = await db
        .delete(threadAssignees)
        .where(
          and(eq(threadAssignees.threadId, threadId), inArray(threadAssignees.staffMemberId, staffMemberIds)),
        )
        .returning({ id: threadAssignees.staffMemberId });
      await assignees.recountAssignees([threadId]);
      return removed.map((r) => r.id);
    },

    async recountAssignees(threadIds: string[]): Promise<void> {
      if (threadIds.length === 0) return;
      await db
        .update(threads)
        .set({
          assigneeCount: sql`(select count(*)::int from thread_assignees ta where ta.thread_id = "threads"."id")`,
        })
        .where(inArray(threads.id, threadIds));
    },

    async assigneesOf(threadIds: string[]): Promise<Map<string, StaffRef[]>> {
      const byThread = new Map<string, StaffRef[]>();
      if (threadIds.length === 0) return byThread;
      const rows = await assigneesOfThreads(db).execute({ threadIds });
      for (const { threadId, ...ref } of rows)
        byThread.set(threadId, [...(byThread.get(threadId) ?? []), ref]);
      return byThread;
    },

    /** Moves the thread to another team: it lands there open and unassigned, flagged as referred. */
    async referTo(threadId: string, teamId: string): Promise<void> {
      await db.delete(threadAssignees).where(eq(threadAssignees.threadId, threadId));
      await db
        .update(threads)
        .set({ teamId, referredToTeamId: teamId, teamArchivedAt: null, closedAt: null, assigneeCount: 0 })
        .where(eq(threads.id, threadId));
    },

    /**
     * Every assignment and personal thread of one staff member goes to another. Where the receiver is already
     * assigned, the leaver's assignment is simply removed. Answers what moved and the threads touched.
     */
    async swapStaff(fromStaffMemberId: string, toStaffMemberId: string) {
      const assigned = await db
        .select({ threadId: threadAssignees.threadId })
        .from(threadAssignees)
        .where(eq(threadAssignees.staffMemberId, fromStaffMemberId));
      const assignedIds = assigned.map((a) => a.threadId);
      if (assignedIds.length > 0) {
        await db.delete(threadAssignees).where(
          and(
            eq(threadAssignees.staffMemberId, fromStaffMemberId),
            sql`exists (select 1 from thread_assignees other where other.thread_id = ${threadAssignees.threadId}
                and other.staff_member_id = ${toStaffMemberId})`,
          ),
        );
        await db
          .update(threadAssignees)
          .set({ staffMemberId: toStaffMemberId })
          .where(eq(threadAssignees.staffMemberId, fromStaffMemberId));
        await assignees.recountAssignees(assignedIds);
      }
      const personal = await db
        .update(threads)
        .set({ ownerStaffMemberId: toStaffMemberId })
        .where(eq(threads.ownerStaffMemberId, fromStaffMemberId))
        .returning({ id: threads.id });
      const touched = [...new Set([...assignedIds, ...personal.map((p) => p.id)])].sort();
      return {
        assignmentsMoved: assignedIds.length,
        personalThreadsMoved: personal.length,
        threadIds: touched,
      };
    },

    // ---- Merge and team swap ----

    async countForParticipant(participantId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(threads)
        .where(eq(threads.participantId, participantId));
      return row?.n ?? 0;
    },

    async moveParticipant(fromId: string, toId: string): Promise<number> {
      const moved = await db
        .update(threads)
        .set({ participantId: toId })
        .where(eq(threads.participantId, fromId))
        .returning({ id: threads.id });
      return moved.length;
    },

    async countForTeam(teamId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(threads)
        .where(sql`${threads.teamId} = ${teamId} or ${threads.referredToTeamId} = ${teamId}`);
      return row?.n ?? 0;
    },

    /** Moves a deleted team's threads (and referral flags) to the receiving team; answers the threads changed. */
    async moveTeam(fromTeamId: string, toTeamId: string): Promise<number> {
      const changed = await rowsOf<{ id: string }>(
        db,
        sql`update threads set
            team_id = case when team_id = ${fromTeamId} then ${toTeamId}::uuid else team_id end,
            referred_to_team_id = case when referred_to_team_id = ${fromTeamId} then ${toTeamId}::uuid
              else referred_to_team_id end
          where team_id = ${fromTeamId} or referred_to_team_id = ${fromTeamId}
          returning id`,
      );
      // Assignees from the deleted team stay: they are people, and their memberships move with the swap.
      return changed.length;
    },
  };
  return assignees;
}
