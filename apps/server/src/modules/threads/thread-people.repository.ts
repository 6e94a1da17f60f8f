import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { applications, participants, staffMembers, teams, users } from '#src/db/schema/index.ts';
import { preparedRowsOf, rowsOf, staffName, uuidList } from './thread-sql.ts';

export interface StaffRef {
  id: string;
  name: string;
}

export interface InboxOwnerRow {
  userId: string;
  kind: 'staff' | 'participant';
  role: 'Administrator' | 'Supervisor' | 'Staff' | 'Participant';
  staffMemberId: string | null;
  participantId: string | null;
}

/** The people, teams and applications threads refer to, and who works which team inbox. */
export function createThreadPeopleRepository(db: DbOrTx) {
  return {
    /**
     * The participant a thread is for. With `lock` (inside the transaction that writes the thread), the row is held
     * FOR SHARE until it commits: a merge (which holds it FOR UPDATE) either finishes first, and this reads the
     * merged-away record as it now is, or waits for the thread, and then moves it with the others.
     */
    async findParticipant(participantId: string, options: { lock?: boolean } = {}) {
      const query = db
        .select({
          participantId: participants.participantId,
          firstName: participants.firstName,
          lastName: participants.lastName,
          status: participants.status,
          mergedInto: participants.mergedInto,
        })
        .from(participants)
        .where(eq(participants.participantId, participantId));
      const [row] = options.lock ? await query.for('share') : await query;
      return row;
    },

    async findTeam(teamId: string) {
      const [row] = await db
        .select({ id: teams.id, name: teams.name, isPrivate: teams.isPrivate })
        .from(teams)
        .where(eq(teams.id, teamId));
      return row;
    },

    async findApplication(applicationId: string) {
      const [row] = await db
        .select({
          id: applications.id,
          name: applications.name,
          teamId: applications.teamId,
          isActive: applications.isActive,
        })
        .from(applications)
        .where(eq(applications.id, applicationId));
      return row;
    },

    async staffByIds(staffMemberIds: string[]): Promise<(StaffRef & { userId: string; status: number })[]> {
      if (staffMemberIds.length === 0) return [];
      return db
        .select({ id: staffMembers.id, name: staffName, userId: staffMembers.userId, status: users.status })
        .from(staffMembers)
        .innerJoin(users, eq(users.id, staffMembers.userId))
        .where(inArray(staffMembers.id, staffMemberIds));
    },

    /**
     * A user by user id, or a staff member by staff member id: the owner of an inbox. Both tests are on users.id,
     * so they are two index lookups (an `or` across the joined tables would scan every user).
     */
    async findInboxOwner(id: string): Promise<InboxOwnerRow | undefined> {
      const [row] = await preparedRowsOf<InboxOwnerRow>(
        db,
        sql`select u.id as "userId", u.kind, u.role,
            sm.id as "staffMemberId", p.participant_id as "participantId"
          from users u
          left join staff_members sm on sm.user_id = u.id
          left join participants p on p.user_id = u.id
          where u.id = ${id} or u.id = (select by_staff.user_id from staff_members by_staff where by_staff.id = ${id})
          limit 1`,
      );
      return row;
    },

    /** Staff members of these teams (a supervisor's reach over team-member inboxes). */
    async membersOfTeams(teamIds: string[]): Promise<string[]> {
      if (teamIds.length === 0) return [];
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`select distinct staff_member_id as id from team_members where team_id in ${uuidList(teamIds)}`,
      );
      return rows.map((r) => r.id);
    },

    /** Of these staff members, the ones who work the team's inbox (TeamInbox.Access, or a Supervisor/Administrator member). */
    async inboxMembersAmong(teamId: string, staffMemberIds: string[]): Promise<Set<string>> {
      if (staffMemberIds.length === 0) return new Set();
      const rows = await rowsOf<{ id: string }>(
        db,
        sql`select tm.staff_member_id as id
          from team_members tm
          join staff_members sm on sm.id = tm.staff_member_id
          join users u on u.id = sm.user_id
          where tm.team_id = ${teamId} and tm.staff_member_id in ${uuidList(staffMemberIds)}
            and (u.role in ('Supervisor', 'Administrator') or exists (
              select 1 from team_member_roles tmr join team_roles r on r.id = tmr.role_id
              where tmr.team_id = tm.team_id and tmr.staff_member_id = tm.staff_member_id
                and 'TeamInbox.Access' = any(r.permissions)))`,
      );
      return new Set(rows.map((r) => r.id));
    },
  };
}
