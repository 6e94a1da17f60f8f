import type { AppModule } from '#src/platform/modules.ts';
import { signInSourceRoutes } from './sign-in-source.routes.ts';
import { createSignInSourceService } from './sign-in-source.service.ts';

/** How participants sign in (e-mail and password, OIDC, or not at all) and switching it off at once. */
export const signInSourceModule: AppModule = {
  name: 'sign-in-source',
  async register(api, ctx) {
    const signInSource = createSignInSourceService({
      db: ctx.database.db,
      auth: ctx.services.auth,
      oidc: ctx.config.oidc,
    });
    await api.register(signInSourceRoutes, { signInSource });
  },
};
