import type { FastifyInstance } from 'fastify';
import type { Config } from '#src/config.ts';
import type { Database, DbOrTx, Tx } from '#src/db/client.ts';
import type { Services } from '#src/app.ts';
import type { DatabaseNotifications } from './events/database-notifications.ts';
import type { JobQueue } from './jobs/job-queue.ts';

/** A module's share of a participant merge: counts and moves the rows it owns from source to target. */
export interface ParticipantMergeContributor {
  /** e.g. "files", "verifications", "threads" — the key in the merge preview and result. */
  kind: string;
  count(db: DbOrTx, participantId: string): Promise<number>;
  /** Moves everything of `fromId` to `toId` inside the merge transaction; returns how many rows moved. */
  move(tx: Tx, fromId: string, toId: string, actorUserId: string): Promise<number>;
}

/**
 * A module's share of deleting a team with DELETE /teams/{deletingTeamId}/swap-data-to/{teamId}: counts and moves
 * the rows it owns (threads, templates, categories, applications, ...) from the deleted team to the receiving one.
 */
export interface TeamDataContributor {
  /** e.g. "threads", "templates", "templateCategories", "applications" — the key in the swap result. */
  kind: string;
  count(db: DbOrTx, teamId: string): Promise<number>;
  /** Moves everything of `fromTeamId` to `toTeamId` inside the swap transaction; returns how many rows moved. */
  move(tx: Tx, fromTeamId: string, toTeamId: string): Promise<number>;
}

/** Everything a feature module may use when it registers; modules reach each other through `services`. */
export interface ModuleContext {
  config: Config;
  database: Database;
  services: Services;
  /** Wake-ups across processes (PostgreSQL LISTEN/NOTIFY; in-process on PGlite). */
  notifications: DatabaseNotifications;
  /** The durable job queue (pg-boss on the application's database). */
  jobs: JobQueue;
  /** Modules whose rows belong to a participant add a contributor, so a merge moves them too. */
  mergeContributors: ParticipantMergeContributor[];
  /** Modules whose rows belong to a team add a contributor, so deleting a team with a swap moves them too. */
  teamDataContributors: TeamDataContributor[];
}

/** A feature module: registers its routes under /api/v1 (and anything else it owns). */
export interface AppModule {
  name: string;
  register(api: FastifyInstance, ctx: ModuleContext): Promise<void>;
}
