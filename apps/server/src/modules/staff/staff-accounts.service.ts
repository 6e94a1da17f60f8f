import { randomBytes } from 'node:crypto';
import {
  AccountStatus,
  type CreateStaffMemberBody,
  type StaffAccountResult,
  type StaffMemberView,
  type UpdateStaffMemberBody,
} from '@casework/contract';
import type { Config } from '#src/config.ts';
import type { Db, DbOrTx } from '#src/db/client.ts';
import { writeActivity } from '#src/platform/audit/activity-log.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { AppError, badRequest, notFound } from '#src/platform/errors/app-error.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { accountEmailTaken, carrySignInLockout } from '../auth/account-email.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { hashPassword, passwordProblem } from '../auth/passwords.ts';
import {
  AccountEmailTakenError,
  createStaffAccountsRepository,
  type StaffAccountRow,
} from './staff-accounts.repository.ts';
import type { StaffService } from './staff.service.ts';

/** 18 random bytes: a 24-character password, shown once and never stored in clear. */
export const generatePassword = (): string => randomBytes(18).toString('base64url');

/** The password to set: the one given (400 naming body.password when it is too weak) or a generated one. */
export function passwordToSet(
  given: string | undefined,
  env: string,
): { password: string; generated: boolean } {
  if (given === undefined) return { password: generatePassword(), generated: true };
  const problem = passwordProblem(given, env);
  if (problem) throw badRequest(problem, [{ field: 'body.password', message: problem }]);
  return { password: given, generated: false };
}

const emailTaken = (email: string) => accountEmailTaken('staff.email_taken', email);

const lastAdministrator = (what: string) =>
  new AppError(
    409,
    'staff.last_administrator',
    `This is the last active Administrator: ${what} would leave nobody to administer the organisation. Make another member an Administrator first.`,
  );

const fullName = (a: { firstName: string; lastName: string }) => `${a.firstName} ${a.lastName}`;

export interface StaffAccountsDeps {
  db: Db;
  config: Pick<Config, 'env'>;
  sessions: Pick<AuthService, 'endSessionsOfUser'>;
  staff: Pick<StaffService, 'getStaffMember'>;
}

/**
 * Staff accounts: create (the API and the `user create` command), change names and role, deactivate and reset the
 * password. Passwords and hashes never reach a log, an activity entry or an answer (a generated one is answered once).
 */
export function createStaffAccountsService({ db, config, sessions, staff }: StaffAccountsDeps) {
  /** Refuses a change that would leave no active Administrator (the rows stay locked until commit). */
  async function keepAnAdministrator(tx: DbOrTx, account: StaffAccountRow, what: string): Promise<void> {
    if (account.role !== 'Administrator' || account.status !== AccountStatus.Active) return;
    const others = (await createStaffAccountsRepository(tx).lockActiveAdministrators()).filter(
      (id) => id !== account.userId,
    );
    if (others.length === 0) throw lastAdministrator(what);
  }

  async function lockedAccount(tx: DbOrTx, staffMemberId: string): Promise<StaffAccountRow> {
    const repo = createStaffAccountsRepository(tx);
    // Administrators first, then the account: every change takes its locks in this order, so none deadlock.
    await repo.lockActiveAdministrators();
    const account = await repo.lockAccount(staffMemberId);
    if (!account) throw notFound('staff member', staffMemberId);
    return account;
  }

  return {
    /**
     * A users row (kind staff) with its staff member record and team memberships, in one transaction.
     * `actor` is null when the command line creates the account.
     */
    async createStaffAccount(
      actor: Principal | null,
      body: Omit<CreateStaffMemberBody, 'password'> & { password?: string | undefined },
    ): Promise<StaffAccountResult> {
      const { password, generated } = passwordToSet(body.password, config.env);
      const teamIds = [...new Set(body.teamIds)];
      const passwordHash = await hashPassword(password);
      const staffMemberId = uuidv7();
      await db.transaction(async (tx) => {
        const repo = createStaffAccountsRepository(tx);
        if (await repo.emailTaken(body.email)) throw emailTaken(body.email);
        const teams = await repo.existingTeams(teamIds);
        const found = new Set(teams.map((t) => t.id));
        const unknown = body.teamIds.flatMap((id, index) =>
          found.has(id) ? [] : [{ field: `body.teamIds.${index}`, message: `No team has this id (${id})` }],
        );
        if (unknown.length > 0)
          throw badRequest(
            `${unknown.length} of the team ids do not exist; no account was created.`,
            unknown,
          );
        const userId = uuidv7();
        await repo
          .insertUser({ id: userId, email: body.email, kind: 'staff', role: body.role, passwordHash })
          .catch((error: unknown) => {
            throw error instanceof AccountEmailTakenError ? emailTaken(body.email) : error;
          });
        await repo.insertStaffMember({
          id: staffMemberId,
          userId,
          firstName: body.firstName,
          lastName: body.lastName,
        });
        await repo.joinTeams(staffMemberId, teamIds);
        await writeActivity(tx, {
          kind: 'staff-account-created',
          actorUserId: actor?.userId ?? null,
          message: `Created the ${body.role} account of ${fullName(body)} (${body.email})${
            teams.length > 0 ? ` in ${teams.map((t) => `"${t.name}"`).join(', ')}` : ''
          }${actor ? '' : ' from the command line'}.`,
          detail: {
            staffMemberId,
            userId,
            email: body.email,
            role: body.role,
            teamIds,
            passwordGenerated: generated,
          },
        });
      });
      const staffMember = await staff.getStaffMember(staffMemberId);
      return generated ? { staffMember, temporaryPassword: password } : { staffMember };
    },

    /**
     * Sign-in e-mail, names and organisation role; nobody removes their own Administrator role, and one
     * Administrator stays. A new e-mail takes the account's sign-in lockout count with it. The member's sessions go
     * on: they belong to the account, not to its address, and its password and access are unchanged.
     */
    async updateStaffMember(
      actor: Principal,
      staffMemberId: string,
      body: UpdateStaffMemberBody,
    ): Promise<StaffMemberView> {
      await db.transaction(async (tx) => {
        const repo = createStaffAccountsRepository(tx);
        const account = await lockedAccount(tx, staffMemberId);
        const demoting =
          account.role === 'Administrator' && body.role !== undefined && body.role !== 'Administrator';
        if (demoting && account.userId === actor.userId)
          throw badRequest('You cannot remove your own Administrator role; ask another administrator.', [
            { field: 'body.role', message: 'You cannot remove your own Administrator role' },
          ]);
        if (demoting) await keepAnAdministrator(tx, account, `making them ${body.role}`);
        const changes: Record<string, { from: string; to: string }> = {};
        for (const key of ['email', 'firstName', 'lastName', 'role'] as const) {
          const to = body[key];
          if (to !== undefined && to !== account[key]) changes[key] = { from: account[key], to };
        }
        if (Object.keys(changes).length === 0) return;
        const email = changes.email?.to;
        if (email !== undefined && (await repo.emailTaken(email, account.userId))) throw emailTaken(email);
        await repo.setNames(staffMemberId, { firstName: body.firstName, lastName: body.lastName });
        if (changes.role || email !== undefined)
          await repo
            .updateUser(account.userId, {
              ...(changes.role ? { role: body.role } : {}),
              ...(email !== undefined ? { email } : {}),
            })
            .catch((error: unknown) => {
              throw error instanceof AccountEmailTakenError && email !== undefined
                ? emailTaken(email)
                : error;
            });
        if (email !== undefined) await carrySignInLockout(tx, account.email, email);
        await writeActivity(tx, {
          kind: 'staff-account-updated',
          actorUserId: actor.userId,
          message: `Updated the account of ${fullName(account)}: ${Object.entries(changes)
            .map(([key, c]) => `${key} from "${c.from}" to "${c.to}"`)
            .join(', ')}.`,
          detail: { staffMemberId, changes },
        });
      });
      return staff.getStaffMember(staffMemberId);
    },

    /** Activates or deactivates an account; deactivating ends every session of the member at once. */
    async setStatus(actor: Principal, staffMemberId: string, isActive: boolean): Promise<StaffMemberView> {
      const account = await db.transaction(async (tx) => {
        const locked = await lockedAccount(tx, staffMemberId);
        if (!isActive && locked.userId === actor.userId)
          throw badRequest('You cannot deactivate your own account; ask another administrator.', [
            { field: 'body.isActive', message: 'You cannot deactivate your own account' },
          ]);
        if (!isActive) await keepAnAdministrator(tx, locked, 'deactivating them');
        const status = isActive ? AccountStatus.Active : AccountStatus.Disabled;
        if (locked.status !== status) {
          await createStaffAccountsRepository(tx).updateUser(locked.userId, { status });
          await writeActivity(tx, {
            kind: 'staff-status-changed',
            actorUserId: actor.userId,
            message: `${isActive ? 'Activated' : 'Deactivated'} the account of ${fullName(locked)}${
              isActive ? '' : ' and ended their sessions'
            }.`,
            detail: { staffMemberId, from: locked.status, to: status },
          });
        }
        return locked;
      });
      // After commit: a session checked meanwhile is refused anyway, as the account is no longer active.
      if (!isActive) await sessions.endSessionsOfUser(account.userId, 'account-disabled');
      return staff.getStaffMember(staffMemberId);
    },

    /** Sets a new password (given or generated, answered once) and ends the member's sessions. */
    async resetPassword(
      actor: Principal,
      staffMemberId: string,
      body: { password?: string | undefined },
    ): Promise<StaffAccountResult> {
      const { password, generated } = passwordToSet(body.password, config.env);
      const passwordHash = await hashPassword(password);
      const account = await db.transaction(async (tx) => {
        const locked = await createStaffAccountsRepository(tx).lockAccount(staffMemberId);
        if (!locked) throw notFound('staff member', staffMemberId);
        await createStaffAccountsRepository(tx).updateUser(locked.userId, { passwordHash });
        await writeActivity(tx, {
          kind: 'staff-password-reset',
          actorUserId: actor.userId,
          message: `Reset the password of ${fullName(locked)} (${
            generated ? 'a generated one, shown once to the administrator' : 'chosen by the administrator'
          }) and ended their sessions.`,
          detail: { staffMemberId, passwordGenerated: generated },
        });
        return locked;
      });
      await sessions.endSessionsOfUser(account.userId, 'password-reset');
      const staffMember = await staff.getStaffMember(staffMemberId);
      return generated ? { staffMember, temporaryPassword: password } : { staffMember };
    },
  };
}
export type StaffAccountsService = ReturnType<typeof createStaffAccountsService>;
