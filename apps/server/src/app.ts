import rateLimit from '@fastify/rate-limit';
import type { Server } from 'node:http';
import Fastify, { type FastifyHttpOptions, type FastifyInstance, type FastifySchema } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE_PATH } from '@casework/contract';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { authzPlugin, startAuthentication } from './platform/authz/authz-plugin.ts';
import type { Policy } from './platform/authz/policy.ts';
import type { ModuleContext, TeamDataContributor } from './platform/modules.ts';
import { FEATURE_MODULES } from './modules/index.ts';
import { createDatabaseNotifications } from './platform/events/database-notifications.ts';
import { createJobQueue } from './platform/jobs/job-queue.ts';
import { registerErrorHandler, sendProblem } from './platform/errors/error-handler.ts';
import { rateLimited } from './platform/errors/app-error.ts';
import { responseSerializerCompiler } from './platform/http/response-serializer.ts';
import { registerIdempotency } from './platform/http/idempotency.ts';
import { registerInputGuard } from './platform/http/input-guard.ts';
import { policyForDocsRoute, registerOpenApi } from './platform/http/openapi.ts';
import { closeHttp2SessionsOnClose } from './platform/http/http2-sessions.ts';
import { inlineScriptHashes } from './platform/http/index-pages.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import {
  createRouteIndex,
  refuseWrongMethodOnLiteralPaths,
  registerCompression,
  registerWebApp,
} from './platform/http/web-app.ts';
import { genReqId, loggerOptions } from './platform/observability/logging.ts';
import { createMetrics } from './platform/observability/metrics.ts';
import { createAccessTokens } from './modules/auth/access-token.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { buildAuthConfig } from './modules/auth/authjs-config.ts';
import { registerAuthJs } from './modules/auth/authjs-adapter.ts';
import { createMeService } from './modules/auth/me.service.ts';
import { meRoutes } from './modules/auth/me.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createPluginsRepository } from './modules/plugins/plugins.repository.ts';
import { createPluginsService } from './modules/plugins/plugins.service.ts';
import { pluginsRoutes } from './modules/plugins/plugins.routes.ts';
import { createStaffRepository } from './modules/staff/staff.repository.ts';
import { createStaffAccountsService } from './modules/staff/staff-accounts.service.ts';
import { createStaffService } from './modules/staff/staff.service.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { createTeamsService } from './modules/teams/teams.service.ts';
import { teamsRoutes } from './modules/teams/teams.routes.ts';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** false silences logs (tests). */
  logger?: boolean;
}

/** Wires services by module; each module gets only the dependencies it uses. */
export function createServices(config: Config, database: Database) {
  const { db } = database;
  const auth = createAuthService({
    repo: createAuthRepository(db),
    tokens: createAccessTokens(config.authSecret, config.session.accessTokenMs),
    config,
  });
  // Filled by feature modules as they register; read at each team swap (DELETE .../swap-data-to/...).
  const teamDataContributors: TeamDataContributor[] = [];
  const teams = createTeamsService({
    db,
    contributors: () => teamDataContributors,
    membershipsRead: auth.membershipsRead,
  });
  const staff = createStaffService({ staff: createStaffRepository(db) });
  const staffAccounts = createStaffAccountsService({ db, config, sessions: auth, staff });
  const me = createMeService({ auth, teams });
  const plugins = createPluginsService({ plugins: createPluginsRepository(db) });
  return { auth, teams, staff, staffAccounts, me, plugins, teamDataContributors };
}
export type Services = ReturnType<typeof createServices>;

/** Builds the Fastify app: plugins and modules, no listen (tests use app.inject). */
export async function buildApp({
  config,
  database,
  logger = true,
}: BuildAppOptions): Promise<FastifyInstance> {
  const options: FastifyHttpOptions<Server> = {
    logger: logger ? loggerOptions(config.logLevel) : false,
    genReqId,
    requestIdHeader: false,
    trustProxy: false,
    bodyLimit: 1_048_576,
    // Long enough for a 255-byte file name in a path; anything longer is refused with a field error.
    routerOptions: { maxParamLength: 300, ignoreTrailingSlash: true },
    frameworkErrors: (error, _request, reply) => {
      if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
        void sendProblem(reply, 400, 'request.invalid', 'A value in the URL path is too long.', [
          { field: 'params', message: 'Each path value may be at most 300 characters' },
        ]);
      } else {
        void sendProblem(reply, 400, 'request.invalid', 'The URL is not valid: check its encoding.', [
          { field: 'url', message: 'Not a valid percent-encoded URL' },
        ]);
      }
    },
  };
  // With a certificate: HTTP/2 over TLS, HTTP/1.1 for clients that do not offer it (decision 022). Node's
  // compatibility API hands routes and hooks the same request and reply shapes, so they stay typed as HTTP/1.1.
  const app = Fastify(
    config.tls
      ? ({ ...options, http2: true, https: { allowHTTP1: true, ...config.tls } } as unknown as typeof options)
      : options,
  ).withTypeProvider<ZodTypeProvider>();
  if (config.tls) closeHttp2SessionsOnClose(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const routes = createRouteIndex();
  const routeTable: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    const docsPolicy = policyForDocsRoute(route.url);
    if (docsPolicy && !route.config?.policy) route.config = { ...route.config, policy: docsPolicy };
    routes.add(route.url, route.method);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        routeTable.push({
          method,
          url: route.url,
          policy: route.config?.policy,
          schema: route.schema,
          // Read when asked: a module's own onRoute hook (markCallerTeams) runs after this one.
          get callerTeams() {
            return route.config?.callerTeams === true;
          },
        });
    }
  });
  app.decorate('routeTable', routeTable);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  registerErrorHandler(app);
  refuseWrongMethodOnLiteralPaths(app, routes);
  registerInputGuard(app);
  registerIdempotency(app, database);
  const services = createServices(config, database);
  // The first onRequest hook: a protected route's session lookup starts before the hooks below run.
  startAuthentication(app, services.auth);
  const metrics = createMetrics();
  metrics.instrument(app);

  await registerSecurityHeaders(app, {
    publicUrl: config.publicUrl,
    oidcIssuer: config.oidc?.issuer,
    scriptHashes: inlineScriptHashes(config.webDistDir),
  });
  await registerCompression(app);
  // Every limit's refusal says when to try again; a route's limiter may say more (threads.routes.ts).
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, { ttl }) =>
      rateLimited(ttl, (wait) => `Too many requests. Try again ${wait}.`),
  });
  await app.register(authzPlugin, { authenticator: services.auth });
  await registerOpenApi(app);

  // Shared by the modules: database wake-ups (LISTEN/NOTIFY) and the job queue. Closed last, after the modules.
  const notifications = createDatabaseNotifications(database, app.log);
  await notifications.start();
  const jobs = createJobQueue({
    executeSql: database.executeSql,
    log: app.log,
    maintenanceIntervalSeconds: config.jobsMaintenanceSeconds,
  });
  await jobs.start();
  app.addHook('onClose', async () => {
    await jobs.stop();
    await notifications.close();
  });

  await app.register(healthRoutes, { ping: database.ping, metrics, metricsToken: config.metricsToken });
  await app.register(async (scope) => {
    await registerAuthJs(scope, {
      authConfig: buildAuthConfig({ config, auth: services.auth, log: app.log }),
      auth: services.auth,
      publicUrl: config.publicUrl,
    });
  });
  await app.register(pluginsRoutes, { plugins: services.plugins });
  await app.register(
    async (api) => {
      await api.register(meRoutes, { me: services.me });
      await api.register(teamsRoutes, { teams: services.teams });
      await api.register(staffRoutes, { staff: services.staff, accounts: services.staffAccounts });
      const ctx: ModuleContext = {
        config,
        database,
        services,
        notifications,
        jobs,
        mergeContributors: [],
        teamDataContributors: services.teamDataContributors,
      };
      for (const module of FEATURE_MODULES) await module.register(api, ctx);
    },
    { prefix: API_BASE_PATH },
  );

  await registerWebApp(app, {
    distDir: config.webDistDir,
    routes,
    fileSizeLimitBytes: config.fileSizeLimitBytes,
  });
  app.decorate('services', services);
  return app;
}

/** One registered route, for the authorization matrix and the bad-input sweep. */
export interface RouteEntry {
  method: string;
  url: string;
  policy: Policy | undefined;
  schema: FastifySchema | undefined;
  /** The session check reads the caller's teams for this route (config.callerTeams). */
  readonly callerTeams: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    routeTable: readonly RouteEntry[];
  }
}
