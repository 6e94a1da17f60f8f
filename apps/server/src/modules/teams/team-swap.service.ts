import type { SwapTeamDataResult } from '@casework/contract';
import type { Db } from '#src/db/client.ts';
import { writeActivity } from '#src/platform/audit/activity-log.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { AppError, badRequest, notFound } from '#src/platform/errors/app-error.ts';
import type { TeamDataContributor } from '#src/platform/modules.ts';
import { describeMoved } from './moved-kinds.ts';
import { createTeamsRepository, TeamStillReferencedError } from './teams.repository.ts';

/** DELETE /teams/{deletingTeamId}/swap-data-to/{teamId}: move everything of one team to another, then delete it. */
export function createTeamSwapService({
  db,
  contributors,
}: {
  db: Db;
  contributors: () => readonly TeamDataContributor[];
}) {
  return {
    /**
     * In one transaction: moves the deleted team's memberships (with their roles) and every contributor's rows to
     * the receiving team, deletes the team and logs it. A dry run answers the same counts and changes nothing.
     */
    async swapDataTo(
      principal: Principal,
      deletingTeamId: string,
      teamId: string,
      options: { dryRun: boolean },
    ): Promise<SwapTeamDataResult> {
      if (deletingTeamId === teamId)
        throw badRequest('A team cannot move its data to itself: choose another receiving team.', [
          { field: 'params.teamId', message: 'Must differ from the team being deleted' },
        ]);
      return db.transaction(async (tx) => {
        const repo = createTeamsRepository(tx);
        // Locked, so no member joins the deleted team and the receiving team is not deleted while data moves.
        const locked = await repo.lockTeams([deletingTeamId, teamId]);
        const deleting = locked.find((t) => t.id === deletingTeamId);
        const receiving = locked.find((t) => t.id === teamId);
        if (!deleting) throw notFound('team', deletingTeamId);
        if (!receiving) throw notFound('team', teamId);

        const moved: Record<string, number> = {};
        const add = (kind: string, n: number) => (moved[kind] = (moved[kind] ?? 0) + n);
        if (options.dryRun) {
          add('memberships', await repo.countMemberships(deletingTeamId));
          for (const contributor of contributors())
            add(contributor.kind, await contributor.count(tx, deletingTeamId));
        } else {
          add('memberships', await repo.copyMemberships(deletingTeamId, teamId));
          for (const contributor of contributors())
            add(contributor.kind, await contributor.move(tx, deletingTeamId, teamId));
          await repo.deleteTeam(deletingTeamId).catch((error: unknown) => {
            if (!(error instanceof TeamStillReferencedError)) throw error;
            throw new AppError(
              409,
              'team.still_referenced',
              `Team "${deleting.name}" still has data that cannot be moved to another team; nothing was changed.`,
            );
          });
          await repo.touchTeam(teamId);
          await writeActivity(tx, {
            kind: 'team-deleted',
            actorUserId: principal.userId,
            message: `Deleted team "${deleting.name}" and moved its data to team "${receiving.name}" (${describeMoved(moved)}).`,
            detail: {
              deletedTeam: { id: deleting.id, name: deleting.name },
              receivingTeam: { id: receiving.id, name: receiving.name },
              moved,
            },
          });
        }
        return {
          dryRun: options.dryRun,
          deletedTeam: { id: deleting.id, name: deleting.name },
          receivingTeam: { id: receiving.id, name: receiving.name },
          moved,
        };
      });
    },
  };
}
