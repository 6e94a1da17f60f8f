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
    // Writes carry writeConfig (directory-access.ts): their session check reads the caller's teams.
    await api.register(servicesRoutes, deps);
    await api.register(directoryResourcesRoutes, deps);
    await api.register(hsdsRoutes, deps);
  },
};
