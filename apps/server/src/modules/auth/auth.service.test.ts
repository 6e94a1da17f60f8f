import { AccountStatus } from '@casework/contract';
import { describe, expect, it } from 'vitest';
import type { Principal } from '#src/platform/authz/policy.ts';
import { createAccessTokens } from './access-token.ts';
import type { AuthRepository, UserIdentity } from './auth.repository.ts';
import { createAuthService } from './auth.service.ts';
import type { MembershipRow } from '../teams/teams.repository.ts';

const user: UserIdentity = {
  id: 'u1',
  email: 'worker@example.org',
  kind: 'staff',
  role: 'Staff',
  status: AccountStatus.Active,
  signInSource: 'credentials',
  staffMemberId: 'sm1',
  participantId: null,
  firstName: 'Ada',
  lastName: 'Worker',
};

const memberships: MembershipRow[] = [
  { teamId: 't1', teamName: 'Family Services', roles: [{ id: 'r1', name: 'Case Worker', permissions: [] }] },
];

/** A repository holding one open session of `user`, counting the reads of the user by id. */
function fakeRepository() {
  const reads = { userById: 0 };
  const now = new Date();
  const repo = {
    findSessionWithUser: (id: string) =>
      Promise.resolve({
        session: {
          id,
          createdAt: now,
          lastSeenAt: now,
          expiresAt: new Date(now.getTime() + 3_600_000),
          endedAt: null,
        },
        user,
        memberships,
      }),
    findUserById: (id: string) => {
      reads.userById += 1;
      return Promise.resolve(id === user.id ? { ...user, firstName: 'Read again' } : undefined);
    },
    touchSession: () => Promise.resolve(),
    endSession: () => Promise.resolve(),
  } as Partial<AuthRepository> as AuthRepository;
  return { repo, reads };
}

function service(repo: AuthRepository) {
  const tokens = createAccessTokens('a-test-secret-that-is-long-enough-0123456789', 15 * 60_000);
  const config = {
    env: 'test' as const,
    session: { idleMs: 3_600_000, absoluteMs: 8 * 3_600_000, accessTokenMs: 15 * 60_000 },
    signIn: { maxFailures: 5, windowMs: 900_000 },
  };
  return { auth: createAuthService({ repo, tokens, config }), tokens };
}

describe('identityOf (GET /auth/me)', () => {
  it('answers with the user the bearer check read for that principal, without reading the user again', async () => {
    const { repo, reads } = fakeRepository();
    const { auth, tokens } = service(repo);
    const { token } = await tokens.mint({ userId: user.id, sessionId: 's1' });

    const principal = await auth.authenticateBearer(token);

    expect(await auth.identityOf(principal)).toEqual(user);
    expect(reads.userById).toBe(0);
  });

  it('reads the user for a principal no authentication of this service made', async () => {
    const { repo, reads } = fakeRepository();
    const { auth } = service(repo);
    const principal: Principal = {
      userId: user.id,
      sessionId: 's1',
      kind: 'staff',
      role: 'Staff',
      email: user.email,
      staffMemberId: 'sm1',
      participantId: null,
    };

    expect((await auth.identityOf(principal))?.firstName).toBe('Read again');
    expect(reads.userById).toBe(1);
  });
});

describe("membershipsRead (the caller's teams, read with the session)", () => {
  it('keeps the teams the session check read for the principal it made, and for no other principal', async () => {
    const { repo } = fakeRepository();
    const { auth, tokens } = service(repo);
    const { token } = await tokens.mint({ userId: user.id, sessionId: 's1' });

    const principal = await auth.authenticateBearer(token);

    expect(auth.membershipsRead(principal)).toEqual(memberships);
    expect(auth.membershipsRead({ ...principal })).toBeUndefined();
  });
});
