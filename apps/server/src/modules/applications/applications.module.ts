import type { AppModule, TeamDataContributor } from '#src/platform/modules.ts';
import { createApplicationsRepository } from './applications.repository.ts';
import { applicationsRoutes } from './applications.routes.ts';
import { createApplicationsService } from './applications.service.ts';

/** Deleting a team with a swap hands its applications to the receiving team, so participants can still write. */
export const applicationsTeamContributor: TeamDataContributor = {
  kind: 'applications',
  count: (db, teamId) => createApplicationsRepository(db).countForTeam(teamId),
  move: (tx, fromTeamId, toTeamId) => createApplicationsRepository(tx).moveTeam(fromTeamId, toTeamId),
};

/** Applications: the departments participants write to, each answered by a team. */
export const applicationsModule: AppModule = {
  name: 'applications',
  async register(api, ctx) {
    ctx.teamDataContributors.push(applicationsTeamContributor);
    await api.register(applicationsRoutes, {
      applications: createApplicationsService({ db: ctx.database.db }),
    });
  },
};
