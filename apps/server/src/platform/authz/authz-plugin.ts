import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UNDEFINED_TOKEN } from '@casework/contract';
import { forbidden, unauthenticated } from '../errors/app-error.ts';
import { isAllowed, type Policy, type Principal } from './policy.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: Policy;
    /** A read the handler will need, started by the request's first hook (`earlyRead`). */
    earlyRead?: EarlyRead<unknown>;
    /**
     * The handler reads the caller's teams (teams.membershipsOfCaller): the session check reads them in its own
     * statement. Only a saving: without it the handler reads them itself (`markCallerTeams` sets it for a scope).
     */
    callerTeams?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export interface Authenticator {
  /**
   * Resolves a bearer token to its principal; throws AppError 401 when the token or its session is not valid.
   * `callerTeams`: the route will read the caller's teams (route config `callerTeams`).
   */
  authenticateBearer(token: string, options?: { callerTeams?: boolean }): Promise<Principal>;
  /** Resolves HTTP Basic credentials (SPEC §7); throws AppError 401/429. */
  authenticateBasic(email: string, password: string): Promise<Principal>;
}

/** Routes in these trees must declare a policy; the app refuses to start otherwise. */
const GUARDED_PREFIXES = ['/api/'];

/**
 * Authenticates every request that carries credentials and enforces each route's declared policy
 * before validation, so an anonymous caller gets 401 and a caller without the role 403 whatever the input.
 */
export const authzPlugin = fp(
  async (app: FastifyInstance, opts: { authenticator: Authenticator }) => {
    app.decorateRequest('principal', null);

    app.addHook('onRoute', (route) => {
      const url = route.url ?? route.path;
      if (!GUARDED_PREFIXES.some((p) => url.startsWith(p))) return;
      if (route.method === 'HEAD' || route.method.includes?.('HEAD')) return;
      if (!route.config?.policy) {
        throw new Error(`Route ${String(route.method)} ${url} declares no policy (config.policy).`);
      }
    });

    // Callback style: a public route or a request without credentials costs no promise.
    app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
      const policy = request.routeOptions.config.policy;
      if (!policy || policy.access === 'public') return done();
      const header = request.headers.authorization;
      if (!header) return done(refusal(policy, null));
      const started = authenticating.get(request);
      (started ?? resolve(opts.authenticator, request, header)).then(
        (principal) => {
          request.principal = principal;
          done(refusal(policy, principal));
        },
        (error: Error) => done(error),
      );
    });
  },
  { name: 'authz' },
);

/** Authentications started by `startAuthentication`'s hook, taken up by the authz plugin's. */
const authenticating = new WeakMap<FastifyRequest, Promise<Principal>>();

/**
 * Starts the authentication of a protected route's caller as the request's first hook, so its session lookup is on
 * its way to the database while the other onRequest hooks (security headers, compression) run. Nothing is decided
 * here: the authz plugin's hook still refuses or admits the caller, after those hooks (so refusals carry the security
 * headers) and before any other stage; the authentication is the one it would have started itself, for the same
 * requests (a protected route, an Authorization header). Register before every other onRequest hook.
 */
export function startAuthentication(app: FastifyInstance, authenticator: Authenticator): void {
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    const { policy, earlyRead } = request.routeOptions.config;
    const header = request.headers.authorization;
    if (policy && policy.access !== 'public') {
      if (header) {
        const principal = resolve(authenticator, request, header);
        // Taken up (and its failure answered) by the authz hook; this only keeps a request that ends before it
        // from leaving an unhandled rejection.
        principal.catch(() => undefined);
        authenticating.set(request, principal);
        earlyRead?.start(request, principal);
      }
    } else earlyRead?.start(request, undefined);
    done();
  });
}

/**
 * A read a route's handler will need, started by the request's first hook (`startAuthentication`) so that its round
 * trip to the database overlaps the hooks that run before the handler. On a protected route it starts once the
 * caller is authenticated, with the principal, and never for a request without credentials; for a caller the authz
 * hook then refuses, its result is dropped unread. Nothing of it reaches an answer but through the handler's `take`.
 */
export interface EarlyRead<T> {
  start(request: FastifyRequest, principal: Promise<Principal> | undefined): void;
  /** The read started for this request, or one started now (a request the first hook did not start it for). */
  take(request: FastifyRequest): Promise<T>;
}

export function earlyRead<T>(
  read: (request: FastifyRequest, principal: Principal | null) => Promise<T>,
): EarlyRead<T> {
  const started = new WeakMap<FastifyRequest, Promise<T>>();
  return {
    start(request, principal) {
      const result = principal
        ? principal.then((p) => read(request, p))
        : new Promise<T>((resolve) => resolve(read(request, null)));
      // Taken by the handler; a refused request never takes it.
      result.catch(() => undefined);
      started.set(request, result);
    },
    take(request) {
      return started.get(request) ?? read(request, request.principal);
    },
  };
}

/**
 * Marks every route registered in `scope` (and its children) as reading the caller's teams (`config.callerTeams`):
 * for a module whose handlers all ask for them. A route may also set the flag in its own config.
 */
export function markCallerTeams(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, callerTeams: true };
  });
}

/** The error that refuses `principal` on a route with `policy`, or undefined when it may call it. */
function refusal(policy: Policy, principal: Principal | null): Error | undefined {
  const decision = isAllowed(policy, principal);
  if (decision === 'unauthenticated') return unauthenticated();
  if (decision === 'forbidden') return forbidden();
  return undefined;
}

async function resolve(
  authenticator: Authenticator,
  request: FastifyRequest,
  header: string,
): Promise<Principal> {
  const [scheme, ...rest] = header.trim().split(/\s+/);
  const value = rest.join(' ');
  if (!scheme || !value)
    throw unauthenticated('The Authorization header is malformed: send "Bearer <access token>".');
  switch (scheme.toLowerCase()) {
    case 'bearer':
      if (value === UNDEFINED_TOKEN) throw unauthenticated('No access token was sent. Sign in again.');
      return authenticator.authenticateBearer(value, {
        callerTeams: request.routeOptions.config.callerTeams === true,
      });
    case 'basic': {
      const decoded = Buffer.from(value, 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      if (colon < 1) throw unauthenticated('Basic credentials must be "email:password" in base64.');
      return authenticator.authenticateBasic(decoded.slice(0, colon), decoded.slice(colon + 1));
    }
    default:
      throw unauthenticated(`The Authorization scheme "${scheme}" is not supported: use Bearer.`);
  }
}
