import type { AppModule } from '#src/platform/modules.ts';
import { helpLinksRoutes } from './help-links.routes.ts';
import { createHelpLinksService } from './help-links.service.ts';

/** Help links: the addresses participants see on their dashboard (help lines, guides, the organisation's site). */
export const helpLinksModule: AppModule = {
  name: 'help-links',
  async register(api, ctx) {
    await api.register(helpLinksRoutes, { helpLinks: createHelpLinksService({ db: ctx.database.db }) });
  },
};
