import { AccountStatus } from '@casework/contract';
import type { Config } from '#src/config.ts';
import { sessionEnded, tooManyRequests, unauthenticated } from '#src/platform/errors/app-error.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import type { AccessTokens } from './access-token.ts';
import type { MembershipRow } from '../teams/teams.repository.ts';
import type { AuthRepository, UserCredentials, UserIdentity } from './auth.repository.ts';
import { DEMO_PASSWORD, verifyPassword } from './passwords.ts';

/** Write at most this often to sessions.last_seen_at per session. */
const TOUCH_INTERVAL_MS = 60_000;

export interface AuthServiceDeps {
  repo: AuthRepository;
  tokens: AccessTokens;
  config: Pick<Config, 'env' | 'session' | 'signIn'>;
  now?: () => number;
}

export type SessionState =
  | {
      valid: true;
      user: UserIdentity;
      session: { id: string; expiresAt: Date };
      /** A staff member's teams as the session check read them; null for a participant. */
      memberships: MembershipRow[] | null;
    }
  | { valid: false; reason: 'missing' | 'ended' | 'expired' | 'idle' | 'disabled' };

/**
 * The identity each principal was made from, checked (active account, open session) by the request that made it:
 * GET /auth/me answers from it instead of reading the same user again in the same request.
 */
const identities = new WeakMap<Principal, UserIdentity>();

/**
 * A staff principal's team memberships as the session check of the request that made it read them (with the session,
 * in one statement). Good for that request only: whatever keeps a principal longer (a live stream) reads them afresh.
 */
const membershipsRead = new WeakMap<Principal, MembershipRow[]>();

function toPrincipal(
  user: UserIdentity,
  sessionId: string | null,
  memberships: MembershipRow[] | null = null,
): Principal {
  const principal: Principal = {
    userId: user.id,
    sessionId,
    kind: user.kind,
    role: user.role,
    email: user.email,
    staffMemberId: user.staffMemberId,
    participantId: user.participantId,
  };
  identities.set(principal, user);
  if (memberships) membershipsRead.set(principal, memberships);
  return principal;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The account without its password hash: nothing past the password check holds it. */
function withoutPasswordHash({ passwordHash: _passwordHash, ...identity }: UserCredentials): UserIdentity {
  return identity;
}

export function createAuthService({ repo, tokens, config, now = Date.now }: AuthServiceDeps) {
  /** 429 with Retry-After when the account has had too many recent failures. */
  async function assertNotLocked(email: string): Promise<void> {
    const windowStart = new Date(now() - config.signIn.windowMs);
    const { count, oldest } = await repo.recentFailures(email, windowStart);
    if (count < config.signIn.maxFailures) return;
    const unlockAt = (oldest?.getTime() ?? now()) + config.signIn.windowMs;
    const seconds = Math.max(1, Math.ceil((unlockAt - now()) / 1000));
    throw tooManyRequests(
      seconds,
      `Too many failed sign-in attempts for this account. Try again in ${Math.ceil(seconds / 60)} minute(s).`,
    );
  }

  /**
   * Checks e-mail and password. Unknown e-mail, wrong password, disabled account and the demo password in
   * production all give the same answer (null), in about the same time. Failures count towards the lockout.
   */
  async function verifyCredentials(rawEmail: string, password: string): Promise<UserIdentity | null> {
    const email = normaliseEmail(rawEmail);
    await assertNotLocked(email);
    const user = await repo.findUserByEmail(email);
    const passwordOk = await verifyPassword(
      user?.signInSource === 'credentials' ? user.passwordHash : null,
      password,
    );
    const allowed =
      user !== undefined &&
      passwordOk &&
      user.status === AccountStatus.Active &&
      !(config.env === 'production' && password === DEMO_PASSWORD);
    if (!allowed) {
      await repo.recordFailure(email);
      return null;
    }
    await repo.clearFailures(email);
    return withoutPasswordHash(user);
  }

  /**
   * Validates a session and counts the call as activity (idle timeout). `withTeams`: read a staff member's teams in
   * the same statement (the caller's request will need them).
   */
  async function checkSession(sessionId: string, { withTeams = false } = {}): Promise<SessionState> {
    const found = await repo.findSessionWithUser(sessionId, { withTeams });
    if (!found) return { valid: false, reason: 'missing' };
    const { session, user, memberships } = found;
    const t = now();
    if (session.endedAt) return { valid: false, reason: 'ended' };
    if (user.status !== AccountStatus.Active) {
      await repo.endSession(session.id, 'account-disabled');
      return { valid: false, reason: 'disabled' };
    }
    if (session.expiresAt.getTime() <= t) {
      await repo.endSession(session.id, 'absolute-timeout');
      return { valid: false, reason: 'expired' };
    }
    if (session.lastSeenAt.getTime() + config.session.idleMs <= t) {
      await repo.endSession(session.id, 'idle-timeout');
      return { valid: false, reason: 'idle' };
    }
    if (t - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS)
      await repo.touchSession(session.id, new Date(t));
    return { valid: true, user, session: { id: session.id, expiresAt: session.expiresAt }, memberships };
  }

  return {
    assertNotLocked: (email: string) => assertNotLocked(normaliseEmail(email)),
    verifyCredentials,
    checkSession,

    /** Opens a server-side session after a successful sign-in. */
    openSession(userId: string): Promise<string> {
      return repo.createSession(userId, new Date(now() + config.session.absoluteMs));
    },

    endSession(sessionId: string, reason: string): Promise<void> {
      return repo.endSession(sessionId, reason);
    },

    /** Ends every session of a user at once, e.g. when the account is disabled. */
    endSessionsOfUser(userId: string, reason: string): Promise<number> {
      return repo.endSessionsOfUser(userId, reason);
    },

    mintAccessToken(userId: string, sessionId: string) {
      return tokens.mint({ userId, sessionId }, now());
    },

    /** `callerTeams`: the request's route reads the caller's teams, so the session check reads them too. */
    async authenticateBearer(token: string, { callerTeams = false } = {}): Promise<Principal> {
      const claims = await tokens.verify(token);
      if (!claims) throw unauthenticated('The access token is not valid or has expired. Sign in again.');
      const state = await checkSession(claims.sessionId, { withTeams: callerTeams });
      if (!state.valid || state.user.id !== claims.userId) throw sessionEnded();
      return toPrincipal(state.user, state.session.id, state.memberships);
    },

    async authenticateBasic(email: string, password: string): Promise<Principal> {
      const user = await verifyCredentials(email, password);
      if (!user) throw unauthenticated('The e-mail or password is not right.');
      return toPrincipal(user, null);
    },

    findUserById: (id: string) => repo.findUserById(id),

    /** A staff caller's teams as their request's session check read them (undefined when it read none). */
    membershipsRead: (principal: Principal): MembershipRow[] | undefined => membershipsRead.get(principal),

    /** The caller's identity as their request's authentication read it, else as it is now. */
    async identityOf(principal: Principal): Promise<UserIdentity | undefined> {
      return identities.get(principal) ?? repo.findUserById(principal.userId);
    },

    /** An active staff account that may sign in through OIDC, by e-mail. */
    async findUserByEmailForOidc(email: string): Promise<UserIdentity | undefined> {
      const user = await repo.findUserByEmail(normaliseEmail(email));
      return user && user.kind === 'staff' && user.status === AccountStatus.Active
        ? withoutPasswordHash(user)
        : undefined;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
