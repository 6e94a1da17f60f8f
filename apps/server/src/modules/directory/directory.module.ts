import { markCallerTeams } from '#src/platform/authz/authz-plugin.ts';
import type { AppModule } from '#src/platform/modules.ts';
import { createDirectoryAccess } from './directory-access.ts';
import type { DirectoryRouteDeps } from './directory-deps.ts';
import { createDirectoryReader } from './directory-read.ts';
import { recommendationsMergeContributor } from './recommendations.repository.ts';
import { hsdsRoutes } from './hsds/hsds.routes.ts';
import { directoryResourcesRoutes } from './resources/resources.routes.ts';
import { servicesRoutes } from './services.routes.ts';

/** The service directory: services and their HSDS sub-resources, search, recommendations, HSDS interchange. */
export const directoryModule: AppModule = {
  name: 'directory',
  async register(api, ctx) {
    ctx.mergeContributors.push(recommendationsMergeContributor);
    const deps: DirectoryRouteDeps = {
      db: ctx.database.db,
      access: createDirectoryAccess((principal) => ctx.services.teams.membershipsOfCaller(principal)),
      reader: createDirectoryReader(),
      timeZone: ctx.config.timeZone,
    };
    await api.register(async (scope) => {
      // Writing needs Directory.Edit, which a team role grants (access.assertCanEdit). Reading needs no teams, nor
      // does recommending a service to a participant.
      markCallerTeams(
        scope,
        (route) =>
          ![route.method].flat().every((m) => m === 'GET' || m === 'HEAD') &&
          !route.url.endsWith('/service-recommendations'),
      );
      await scope.register(servicesRoutes, deps);
      await scope.register(directoryResourcesRoutes, deps);
      await scope.register(hsdsRoutes, deps);
    });
  },
};
