import type { AppModule } from '#src/platform/modules.ts';
import { logsRoutes } from './logs.routes.ts';
import { createLogsService } from './logs.service.ts';

/** Admin logs: user actions (recorded by the web) and the activity log, read, charted and exported. */
export const logsModule: AppModule = {
  name: 'logs',
  async register(api, ctx) {
    await api.register(logsRoutes, { logs: createLogsService({ db: ctx.database.db, log: api.log }) });
  },
};
