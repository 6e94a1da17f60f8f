import {
  PERMISSION_VALUES,
  type CreateTeamBody,
  type Permission,
  type TeamView,
  type UpdateTeamBody,
} from '@casework/contract';
import type { Db, DbOrTx } from '#src/db/client.ts';
import { writeActivity } from '#src/platform/audit/activity-log.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { AppError, notFound } from '#src/platform/errors/app-error.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import type { TeamDataContributor } from '#src/platform/modules.ts';
import { namesOf, refuseUnacceptable, unique } from './team-members.ts';
import { createTeamRolesService } from './team-roles.service.ts';
import { createTeamSwapService } from './team-swap.service.ts';
import {
  createTeamsRepository,
  TeamNameTakenError,
  type MembershipRow,
  type TeamRow,
} from './teams.repository.ts';
import { presentRole, presentTeam, presentTeamSummary } from './teams.presenter.ts';

const KNOWN_PERMISSIONS: readonly string[] = PERMISSION_VALUES;
const asPermissions = (values: string[]): Permission[] =>
  [...new Set(values)].filter((p): p is Permission => KNOWN_PERMISSIONS.includes(p)).sort();

const nameTaken = (name: string) =>
  new AppError(409, 'team.name_taken', `A team named "${name}" already exists. Choose another name.`, {
    errors: [{ field: 'body.name', message: 'Another team already has this name (names ignore case)' }],
  });

export interface TeamsServiceDeps {
  db: Db;
  /** The contributors registered by feature modules, read at each swap (modules register after this is built). */
  contributors: () => readonly TeamDataContributor[];
  /** A caller's teams as their request's session check read them (the auth service keeps them per principal). */
  membershipsRead?: (principal: Principal) => MembershipRow[] | undefined;
}

/** Memberships as the access decisions read them: team id and name, role names, the permissions granted. */
function toMemberships(rows: readonly MembershipRow[]) {
  return rows.map((m) => ({
    id: m.teamId,
    name: m.teamName,
    roles: m.roles.map((r) => r.name),
    permissions: asPermissions(m.roles.flatMap((r) => r.permissions)),
  }));
}

/** Teams, their members and roles: reading for staff, administration for administrators. */
export function createTeamsService({ db, contributors, membershipsRead }: TeamsServiceDeps) {
  const repoOf = (d: DbOrTx) => createTeamsRepository(d);
  const teams = repoOf(db);

  /** A staff member's teams with role names and the permissions those roles grant, read fresh each call. */
  async function membershipsOf(staffMemberId: string) {
    return toMemberships(await teams.membershipsOf(staffMemberId));
  }

  /** A principal's teams as they are now (none for a participant). */
  async function currentMembershipsOf(principal: Principal) {
    return principal.staffMemberId ? membershipsOf(principal.staffMemberId) : [];
  }

  /** The team's members as the team get shows them. */
  async function membersResult(d: DbOrTx, teamId: string) {
    const items = await repoOf(d).membersOf(teamId);
    return { items, total: items.length };
  }

  async function lockedTeam(d: DbOrTx, teamId: string): Promise<TeamRow> {
    const [team] = await repoOf(d).lockTeams([teamId]);
    if (!team) throw notFound('team', teamId);
    return team;
  }

  return {
    async listTeams(query: { hidePrivate?: boolean | undefined }) {
      const rows = await teams.listTeams({ hidePrivate: query.hidePrivate ?? false });
      return { items: rows.map(presentTeamSummary), total: rows.length };
    },

    async getTeam(teamId: string): Promise<TeamView> {
      const team = await teams.findTeam(teamId);
      if (!team) throw notFound('team', teamId);
      return presentTeam(team, await teams.membersOf(teamId));
    },

    async listRoles() {
      const rows = await teams.listRoles();
      return { items: rows.map(presentRole), total: rows.length };
    },

    membershipsOf,
    currentMembershipsOf,

    /**
     * The caller's own teams for this request: as its session check read them, with the session (no second round
     * trip), else read now. Not for a principal kept beyond its request (a live stream uses currentMembershipsOf).
     */
    async membershipsOfCaller(principal: Principal) {
      const read = membershipsRead?.(principal);
      return read ? toMemberships(read) : currentMembershipsOf(principal);
    },

    /** A new team without members; the name is unique whatever its case (409). */
    async createTeam(principal: Principal, body: CreateTeamBody): Promise<TeamView> {
      return db.transaction(async (tx) => {
        const repo = repoOf(tx);
        if (await repo.nameTaken(body.name)) throw nameTaken(body.name);
        const team = await repo
          .insertTeam({
            id: uuidv7(),
            name: body.name,
            description: body.description,
            isPrivate: body.isPrivate,
          })
          .catch((error: unknown) => {
            throw error instanceof TeamNameTakenError ? nameTaken(body.name) : error;
          });
        await writeActivity(tx, {
          kind: 'team-created',
          actorUserId: principal.userId,
          message: `Created team "${team.name}"${team.isPrivate ? ' (private)' : ''}.`,
          detail: { teamId: team.id, name: team.name, isPrivate: team.isPrivate },
        });
        return presentTeam(team, []);
      });
    },

    /** Renames a team or changes its description or private flag. */
    async updateTeam(principal: Principal, teamId: string, body: UpdateTeamBody): Promise<TeamView> {
      return db.transaction(async (tx) => {
        const repo = repoOf(tx);
        const before = await lockedTeam(tx, teamId);
        if (body.name !== undefined && (await repo.nameTaken(body.name, teamId))) throw nameTaken(body.name);
        const changes = Object.fromEntries(
          (['name', 'description', 'isPrivate'] as const)
            .filter((key) => body[key] !== undefined && body[key] !== before[key])
            .map((key) => [key, { from: before[key], to: body[key] }]),
        );
        const changed = Object.keys(changes);
        if (changed.length === 0) return presentTeam(before, await repo.membersOf(teamId));
        const after = await repo
          .updateTeam(teamId, { name: body.name, description: body.description, isPrivate: body.isPrivate })
          .catch((error: unknown) => {
            throw error instanceof TeamNameTakenError ? nameTaken(body.name ?? before.name) : error;
          });
        await writeActivity(tx, {
          kind: 'team-updated',
          actorUserId: principal.userId,
          message: `Updated team "${after.name}"${
            before.name !== after.name ? ` (renamed from "${before.name}")` : ''
          }: changed ${changed.join(', ')}.`,
          detail: { teamId, changes },
        });
        return presentTeam(after, await repo.membersOf(teamId));
      });
    },

    /** Adds staff members to a team, all or none: an unknown id is refused by position; members stay members. */
    async addMembers(principal: Principal, teamId: string, staffMemberIds: string[]) {
      return db.transaction(async (tx) => {
        const repo = repoOf(tx);
        const team = await lockedTeam(tx, teamId);
        const people = await repo.staffByIds(unique(staffMemberIds));
        const known = new Set(people.map((p) => p.id));
        refuseUnacceptable(staffMemberIds, (id) => known.has(id), {
          detail: (n) => `${n} of the staff member ids do not exist; nobody was added.`,
          message: 'No staff member has this id',
        });
        const already = await repo.membersAmong(teamId, [...known]);
        const joining = [...known].filter((id) => !already.has(id));
        if (joining.length > 0) {
          await repo.addMembers(teamId, joining);
          await repo.touchTeam(teamId);
          await writeActivity(tx, {
            kind: 'team-members-changed',
            actorUserId: principal.userId,
            message: `Added ${namesOf(joining, people)} to team "${team.name}".`,
            detail: { teamId, added: joining },
          });
        }
        return membersResult(tx, teamId);
      });
    },

    /** Takes staff members (and the roles they held there) out of a team, all or none: a non-member is refused. */
    async removeMembers(principal: Principal, teamId: string, staffMemberIds: string[]) {
      return db.transaction(async (tx) => {
        const repo = repoOf(tx);
        const team = await lockedTeam(tx, teamId);
        const members = await repo.membersAmong(teamId, unique(staffMemberIds));
        refuseUnacceptable(staffMemberIds, (id) => members.has(id), {
          detail: (n) => `${n} of the staff members are not in team "${team.name}"; nobody was removed.`,
          message: 'Not a member of this team',
        });
        const leaving = [...members];
        const people = await repo.staffByIds(leaving);
        await repo.removeMembers(teamId, leaving);
        await repo.touchTeam(teamId);
        await writeActivity(tx, {
          kind: 'team-members-changed',
          actorUserId: principal.userId,
          message: `Removed ${namesOf(leaving, people)} from team "${team.name}".`,
          detail: { teamId, removed: leaving },
        });
        return membersResult(tx, teamId);
      });
    },

    ...createTeamSwapService({ db, contributors }),
    ...createTeamRolesService({ db, membersResult }),
  };
}
export type TeamsService = ReturnType<typeof createTeamsService>;
