import {
  PERMISSION_LABELS,
  type CreateTeamRoleBody,
  type TeamRoleMembersBody,
  type TeamRoleView,
  type UpdateTeamRoleBody,
} from '@casework/contract';
import type { Db, DbOrTx } from '#src/db/client.ts';
import { writeActivity } from '#src/platform/audit/activity-log.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { AppError, notFound } from '#src/platform/errors/app-error.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { createTeamRolesRepository, RoleNameTakenError } from './team-roles.repository.ts';
import { namesOf, refuseUnacceptable, unique } from './team-members.ts';
import { createTeamsRepository, type TeamMemberRow } from './teams.repository.ts';
import { presentRole } from './teams.presenter.ts';

const nameTaken = (name: string) =>
  new AppError(
    409,
    'team_role.name_taken',
    `A team role named "${name}" already exists. Choose another name.`,
    {
      errors: [{ field: 'body.name', message: 'Another role already has this name (names ignore case)' }],
    },
  );
const rethrowNameTaken = (name: string) => (error: unknown) => {
  throw error instanceof RoleNameTakenError ? nameTaken(name) : error;
};

/** The permissions in words, as the role dialog names them: the activity log is read by people, not by code. */
function grants(permissions: string[]): string {
  const names = permissions.map(
    (p) => `"${(PERMISSION_LABELS as Partial<Record<string, { label: string }>>)[p]?.label ?? p}"`,
  );
  if (names.length === 0) return 'granting no permissions';
  if (names.length === 1) return `granting the permission ${names[0]}`;
  return `granting the permissions ${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Team roles: define them (name, permissions) and grant or take them away within a team. */
export function createTeamRolesService({
  db,
  membersResult,
}: {
  db: Db;
  membersResult: (d: DbOrTx, teamId: string) => Promise<{ items: TeamMemberRow[]; total: number }>;
}) {
  /** Checks the role, the team and that every id is a member of the team; refuses the whole request otherwise. */
  async function roleInTeam(tx: DbOrTx, roleId: string, body: TeamRoleMembersBody) {
    const role = await createTeamRolesRepository(tx).findRole(roleId);
    if (!role) throw notFound('team role', roleId);
    const teams = createTeamsRepository(tx);
    const [team] = await teams.lockTeams([body.teamId]);
    if (!team) throw notFound('team', body.teamId);
    const members = await teams.membersAmong(team.id, unique(body.staffMemberIds));
    refuseUnacceptable(body.staffMemberIds, (id) => members.has(id), {
      detail: (n) =>
        `${n} of the staff members are not in team "${team.name}"; add them to the team first. Nothing changed.`,
      message: 'Not a member of this team',
    });
    return { role, team, staffMemberIds: [...members], people: await teams.staffByIds([...members]) };
  }

  return {
    async createRole(principal: Principal, body: CreateTeamRoleBody): Promise<TeamRoleView> {
      return db.transaction(async (tx) => {
        const repo = createTeamRolesRepository(tx);
        if (await repo.nameTaken(body.name)) throw nameTaken(body.name);
        const permissions = [...new Set(body.permissions)].sort();
        const role = await repo
          .insertRole({ id: uuidv7(), name: body.name, description: body.description, permissions })
          .catch(rethrowNameTaken(body.name));
        await writeActivity(tx, {
          kind: 'team-roles-changed',
          actorUserId: principal.userId,
          message: `Created team role "${role.name}" ${grants(permissions)}.`,
          detail: { roleId: role.id, name: role.name, permissions },
        });
        return presentRole(role);
      });
    },

    /** Renames a role or changes what it grants; every holder gets the change on their next request. */
    async updateRole(principal: Principal, roleId: string, body: UpdateTeamRoleBody): Promise<TeamRoleView> {
      return db.transaction(async (tx) => {
        const repo = createTeamRolesRepository(tx);
        const before = await repo.findRole(roleId);
        if (!before) throw notFound('team role', roleId);
        if (body.name !== undefined && (await repo.nameTaken(body.name, roleId))) throw nameTaken(body.name);
        const permissions = body.permissions && [...new Set(body.permissions)].sort();
        const after = await repo
          .updateRole(roleId, { name: body.name, description: body.description, permissions })
          .catch(rethrowNameTaken(body.name ?? before.name));
        await writeActivity(tx, {
          kind: 'team-roles-changed',
          actorUserId: principal.userId,
          message: `Updated team role "${after.name}"${
            before.name !== after.name ? ` (renamed from "${before.name}")` : ''
          }, now ${grants(after.permissions)}.`,
          detail: {
            roleId,
            from: { name: before.name, description: before.description, permissions: before.permissions },
            to: { name: after.name, description: after.description, permissions: after.permissions },
          },
        });
        return presentRole(after);
      });
    },

    /** Grants a role to members of one team; a non-member is refused (400), a grant already held stays. */
    async grantRole(principal: Principal, roleId: string, body: TeamRoleMembersBody) {
      return db.transaction(async (tx) => {
        const { role, team, staffMemberIds, people } = await roleInTeam(tx, roleId, body);
        const granted = await createTeamRolesRepository(tx).grant(team.id, role.id, staffMemberIds);
        if (granted.length > 0)
          await writeActivity(tx, {
            kind: 'team-roles-changed',
            actorUserId: principal.userId,
            message: `Granted team role "${role.name}" in team "${team.name}" to ${namesOf(granted, people)}.`,
            detail: { roleId: role.id, teamId: team.id, granted },
          });
        return membersResult(tx, team.id);
      });
    },

    /** Takes a role away from members of one team; a non-member is refused (400), a role not held is no change. */
    async revokeRole(principal: Principal, roleId: string, body: TeamRoleMembersBody) {
      return db.transaction(async (tx) => {
        const { role, team, staffMemberIds, people } = await roleInTeam(tx, roleId, body);
        const revoked = await createTeamRolesRepository(tx).revoke(team.id, role.id, staffMemberIds);
        if (revoked.length > 0)
          await writeActivity(tx, {
            kind: 'team-roles-changed',
            actorUserId: principal.userId,
            message: `Took team role "${role.name}" in team "${team.name}" away from ${namesOf(revoked, people)}.`,
            detail: { roleId: role.id, teamId: team.id, revoked },
          });
        return membersResult(tx, team.id);
      });
    },
  };
}
