import type {
  ApplicationPortalView,
  ApplicationView,
  CreateApplicationBody,
  UpdateApplicationBody,
} from '@casework/contract';
import type { Db } from '#src/db/client.ts';
import { writeActivity } from '#src/platform/audit/activity-log.ts';
import { isStaff, type Principal } from '#src/platform/authz/policy.ts';
import { AppError, badRequest, notFound } from '#src/platform/errors/app-error.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { presentApplication, presentApplicationToParticipant } from './applications.presenter.ts';
import {
  createApplicationsRepository,
  type ApplicationRow,
  type ApplicationValues,
} from './applications.repository.ts';

/** GET /applications: every application that matched, not paged (an organisation has a handful). */
type ApplicationList =
  { items: ApplicationView[]; total: number } | { items: ApplicationPortalView[]; total: number };

const nameTaken = (name: string) =>
  new AppError(409, 'application.name_taken', `An application named "${name}" already exists.`, {
    errors: [{ field: 'body.name', message: 'Another application already has this name; choose another' }],
  });

const teamMissing = (teamId: string) =>
  badRequest(
    `No team with id "${teamId}" exists: choose the team that answers this application.`,
    [{ field: 'body.teamId', message: 'No team with this id exists' }],
    'application.team_not_found',
  );

/** What changed, field by field, for the activity log (names only: applications hold nothing sensitive). */
function changesOf(before: ApplicationRow, after: Partial<ApplicationValues>) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of ['name', 'description', 'teamId', 'isActive'] as const) {
    const next = after[key];
    if (next !== undefined && next !== before[key]) changes[key] = { from: before[key], to: next };
  }
  return changes;
}

function describeUpdate(before: ApplicationRow, changes: Record<string, unknown>, teamName: string) {
  const parts: string[] = [];
  if (changes.name) parts.push(`renamed to "${String((changes.name as { to: unknown }).to)}"`);
  if (changes.description) parts.push('description changed');
  if (changes.teamId) parts.push(`now answered by ${teamName}`);
  if (changes.isActive) parts.push((changes.isActive as { to: boolean }).to ? 'activated' : 'deactivated');
  return `Updated application "${before.name}": ${parts.join('; ')}.`;
}

export function createApplicationsService({ db }: { db: Db }) {
  const repoOf = createApplicationsRepository;

  return {
    /**
     * Participants always get only active applications, and without their teams (a private team stays hidden);
     * staff get all unless they ask for active ones.
     */
    async list(principal: Principal, query: { activeOnly?: boolean | undefined }): Promise<ApplicationList> {
      const staff = isStaff(principal);
      const rows = await repoOf(db).list({ activeOnly: !staff || query.activeOnly === true });
      return staff
        ? { items: rows.map(presentApplication), total: rows.length }
        : { items: rows.map(presentApplicationToParticipant), total: rows.length };
    },

    async create(principal: Principal, body: CreateApplicationBody): Promise<ApplicationView> {
      return db.transaction(async (tx) => {
        const repo = repoOf(tx);
        const teamName = await repo.teamName(body.teamId);
        if (teamName === undefined) throw teamMissing(body.teamId);
        if (await repo.nameTaken(body.name)) throw nameTaken(body.name);
        const id = uuidv7();
        const values = {
          name: body.name,
          description: body.description,
          teamId: body.teamId,
          isActive: body.isActive,
        };
        if (!(await repo.insert(id, values))) throw nameTaken(body.name);
        await writeActivity(tx, {
          kind: 'application-changed',
          actorUserId: principal.userId,
          message: `Created application "${body.name}", answered by ${teamName}${body.isActive ? '' : ' (inactive)'}.`,
          detail: { applicationId: id, action: 'created', ...values },
        });
        return presentApplication((await repo.find(id))!);
      });
    },

    async update(
      principal: Principal,
      applicationId: string,
      body: UpdateApplicationBody,
    ): Promise<ApplicationView> {
      return db.transaction(async (tx) => {
        const repo = repoOf(tx);
        const current = await repo.find(applicationId);
        if (!current) throw notFound('application', applicationId);
        let teamName = current.teamName;
        if (body.teamId !== undefined && body.teamId !== current.teamId) {
          const found = await repo.teamName(body.teamId);
          if (found === undefined) throw teamMissing(body.teamId);
          teamName = found;
        }
        const changes = changesOf(current, body);
        if (Object.keys(changes).length === 0) return presentApplication(current);
        if (changes.name && (await repo.nameTaken(body.name!, applicationId))) throw nameTaken(body.name!);
        const values = Object.fromEntries(
          Object.entries(changes).map(([key, change]) => [key, change.to]),
        ) as Partial<ApplicationValues>;
        if (!(await repo.update(applicationId, values))) throw nameTaken(body.name ?? current.name);
        await writeActivity(tx, {
          kind: 'application-changed',
          actorUserId: principal.userId,
          message: describeUpdate(current, changes, teamName),
          detail: { applicationId, action: 'updated', changes },
        });
        return presentApplication((await repo.find(applicationId))!);
      });
    },
  };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
