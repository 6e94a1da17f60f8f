import {
  AccountStatus,
  type ParticipantSignInSourceView,
  type SignInSource,
  type UpdateSignInSourceBody,
} from '@casework/contract';
import type { Config } from '#src/config.ts';
import type { Db, DbOrTx } from '#src/db/client.ts';
import { writeActivity } from '#src/platform/audit/activity-log.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { badRequest, conflict } from '#src/platform/errors/app-error.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { accountEmailTaken, carrySignInLockout } from '../auth/account-email.ts';
import type { AuthService } from '../auth/auth.service.ts';
import {
  assertNotMerged,
  createParticipantAccess,
  type ParticipantRow,
} from '../participants/participant-access.ts';
import {
  EmailTakenError,
  createSignInSourceRepository,
  type SignInSourceRepository,
  type SignInUserRow,
} from './sign-in-source.repository.ts';

const CREDENTIALS_NAME = 'E-mail and password';
const SOURCE_LABELS: Record<SignInSource, string> = {
  credentials: 'e-mail and password',
  oidc: 'organisation sign-on (OIDC)',
  none: 'no sign-in',
};

const emailTaken = (email: string) => accountEmailTaken('user.email_taken', email);

/** How the participant signs in now: 'none' when there is no account or it is not active. */
function currentSource(user: SignInUserRow | undefined): SignInSource {
  if (!user || user.status !== AccountStatus.Active) return 'none';
  return user.signInSource === 'credentials' ? 'credentials' : 'oidc';
}

function accountStatusOf(participant: ParticipantRow, user: SignInUserRow | undefined): AccountStatus {
  if (participant.status === AccountStatus.PermanentlyDisabled) return AccountStatus.PermanentlyDisabled;
  const status = user?.status ?? AccountStatus.Disabled;
  return status === 1 || status === -1 ? status : AccountStatus.Disabled;
}

async function present(
  repo: SignInSourceRepository,
  participant: ParticipantRow,
  user: SignInUserRow | undefined,
): Promise<ParticipantSignInSourceView> {
  const lastSignInAt = user ? await repo.lastSignInAt(user.id) : null;
  return {
    source: currentSource(user),
    email: user?.email ?? null,
    hasPassword: Boolean(user?.passwordHash),
    accountStatus: accountStatusOf(participant, user),
    lastSignInAt: lastSignInAt ? new Date(lastSignInAt).toISOString() : null,
  };
}

export interface SignInSourceDeps {
  db: Db;
  auth: Pick<AuthService, 'endSessionsOfUser'>;
  oidc: Config['oidc'];
}

/** How a participant signs in: e-mail and password, the organisation's OIDC provider, or not at all. */
export function createSignInSourceService({ db, auth, oidc }: SignInSourceDeps) {
  async function load(d: DbOrTx, principal: Principal, id: string) {
    const participant = await createParticipantAccess(d).visibleTo(principal, id);
    const repo = createSignInSourceRepository(d);
    const user = participant.userId ? await repo.accountOf(participant.userId) : undefined;
    return { participant, repo, user };
  }

  return {
    /** The ways this participant could sign in, marking the current one. */
    async listSources(principal: Principal, participantId: string) {
      const { user } = await load(db, principal, participantId);
      const current = currentSource(user);
      const items: { id: 'credentials' | 'oidc'; name: string; current: boolean }[] = [
        { id: 'credentials', name: CREDENTIALS_NAME, current: current === 'credentials' },
      ];
      if (oidc) items.push({ id: 'oidc', name: oidc.name, current: current === 'oidc' });
      return { items, total: items.length };
    },

    async get(principal: Principal, participantId: string): Promise<ParticipantSignInSourceView> {
      const { participant, repo, user } = await load(db, principal, participantId);
      return present(repo, participant, user);
    },

    /**
     * Changes how the participant signs in. 'none' disables the account and ends its sessions at once;
     * 'credentials' or 'oidc' (re-)enables it, creating the account (no password yet) when there is none.
     */
    async update(
      principal: Principal,
      participantId: string,
      body: UpdateSignInSourceBody,
    ): Promise<ParticipantSignInSourceView> {
      if (body.source === 'oidc' && !oidc)
        throw badRequest(
          'Organisation sign-on (OIDC) is not configured on this server; choose e-mail and password.',
          [{ field: 'body.source', message: 'oidc is not available on this server' }],
          'sign_in_source.oidc_not_configured',
        );
      const { result, endSessionsOf } = await db.transaction(async (tx) => {
        const { participant, repo, user } = await load(tx, principal, participantId);
        assertNotMerged(participant);
        const before = currentSource(user);
        const name = `${participant.firstName} ${participant.lastName}`;
        let account = user;
        let endSessionsOf: string | null = null;

        if (body.source === 'none') {
          if (user && user.status === AccountStatus.Active) {
            await repo.updateUser(user.id, { status: AccountStatus.Disabled });
            account = await repo.accountOf(user.id);
            endSessionsOf = user.id;
          }
        } else {
          if (participant.status === AccountStatus.PermanentlyDisabled || user?.status === -1)
            throw conflict(
              'participant.permanently_disabled',
              `${name} is permanently disabled; they cannot be given a way to sign in.`,
            );
          if (user && user.kind !== 'participant')
            throw conflict('user.not_participant', 'This participant is linked to a staff account.');
          const email = body.email ?? user?.email ?? participant.email ?? undefined;
          if (!email)
            throw badRequest('Give the e-mail address the participant will sign in with.', [
              { field: 'body.email', message: 'Required: the participant has no sign-in account or e-mail' },
            ]);
          const holder = await repo.findUserIdByEmail(email);
          if (holder && holder !== user?.id) throw emailTaken(email);
          const signInSource = body.source;
          try {
            if (!user) {
              const id = uuidv7();
              await repo.insertParticipantUser({ id, email, signInSource });
              await repo.linkParticipant(participant.participantId, id);
              account = await repo.accountOf(id);
            } else {
              await repo.updateUser(user.id, { email, status: AccountStatus.Active, signInSource });
              await carrySignInLockout(tx, user.email, email);
              account = await repo.accountOf(user.id);
            }
          } catch (error) {
            if (error instanceof EmailTakenError) throw emailTaken(email);
            throw error;
          }
        }

        const after = currentSource(account);
        if (after !== before || account?.email !== user?.email) {
          await writeActivity(tx, {
            kind: 'participant-status-changed',
            actorUserId: principal.userId,
            participantId: participant.participantId,
            message:
              after !== before
                ? `Sign-in of ${name} (${participant.participantId}) changed from ${SOURCE_LABELS[before]} to ${SOURCE_LABELS[after]}.`
                : `Sign-in e-mail of ${name} (${participant.participantId}) changed.`,
            detail: { signInSource: { from: before, to: after } },
          });
        }
        return { result: await present(repo, participant, account), endSessionsOf };
      });
      // The account is already disabled (every request checks it); ending the sessions makes it visible at once.
      if (endSessionsOf) await auth.endSessionsOfUser(endSessionsOf, 'sign-in-disabled');
      return result;
    },
  };
}
export type SignInSourceService = ReturnType<typeof createSignInSourceService>;
