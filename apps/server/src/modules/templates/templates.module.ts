import type { AppModule, TeamDataContributor } from '#src/platform/modules.ts';
import { markCallerTeams } from '#src/platform/authz/authz-plugin.ts';
import { dataDirFileStorage } from '#src/platform/files/local-disk-storage.ts';
import { createViewerLoader } from '../threads/thread-viewer.ts';
import { createTemplatesRepository } from './templates.repository.ts';
import { templatesRoutes } from './templates.routes.ts';
import { createTemplatesService } from './templates.service.ts';

/** Deleting a team with a swap moves its templates and its categories (same-named categories merge). */
export const templatesTeamDataContributors: TeamDataContributor[] = [
  {
    kind: 'templateCategories',
    count: (db, teamId) => createTemplatesRepository(db).countCategoriesForTeam(teamId),
    move: (tx, fromTeamId, toTeamId) => createTemplatesRepository(tx).moveCategories(fromTeamId, toTeamId),
  },
  {
    kind: 'templates',
    count: (db, teamId) => createTemplatesRepository(db).countForTeam(teamId),
    move: (tx, fromTeamId, toTeamId) => createTemplatesRepository(tx).moveTemplates(fromTeamId, toTeamId),
  },
];

/** Quick messages: personal and team templates, categories, files and transfer onto messages (issue 6). */
export const templatesModule: AppModule = {
  name: 'templates',
  async register(api, ctx) {
    const { db } = ctx.database;
    ctx.teamDataContributors.push(...templatesTeamDataContributors);
    const templates = createTemplatesService({
      db,
      viewerOf: createViewerLoader({
        db,
        memberships: (principal) => ctx.services.teams.membershipsOfCaller(principal),
      }),
      storage: dataDirFileStorage(ctx.config.dataDir),
      maxFileBytes: ctx.config.fileSizeLimitBytes,
      log: api.log,
    });
    // Team templates are seen and edited through the caller's teams (viewerOf).
    await api.register(async (scope) => {
      markCallerTeams(scope);
      await scope.register(templatesRoutes, { templates, maxFileBytes: ctx.config.fileSizeLimitBytes });
    });
  },
};
