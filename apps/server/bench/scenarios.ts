import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from '#src/db/client.ts';
import { createAuthRepository } from '#src/modules/auth/auth.repository.ts';
import { capture, replay } from './captured-sql.ts';
import type { ScenarioClass } from './report.ts';

type Row = Record<string, unknown>;
/** Runs one statement and returns its rows. */
export type Execute = (query: SQL) => Promise<Row[]>;

export interface Scenario {
  name: string;
  /** Which targets apply (default: the ceiling for the bare route, read for GET, write for POST). */
  class?: ScenarioClass;
  /** The sign-in flow (csrf, then the credentials callback) over these accounts instead of one request. */
  signIn?: { email: string; password: string }[];
  /** Which server answers: the bare Fastify ceiling or the real app. */
  target: 'bare' | 'app';
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  /** JSON request body (POST). */
  body?: string;
  /** What a successful call answers (default 200). */
  status?: number;
  /**
   * Paths and headers the requests take in turn instead of `path` and `headers` (the first pair is the preflight's),
   * to spread writes over several callers and threads, as many people writing at once do.
   */
  rotate?: { path: string; headers: Record<string, string> }[];
  /**
   * The raw-SQL floor: the statements the request runs, with the text and parameters the repositories send and
   * in the same order (and parallelism), without HTTP, validation, JWT, services or serialisation.
   */
  rawSql: ((execute: Execute) => Promise<void>) | null;
  /** The floor was captured from the repositories in this run, so it cannot be stale (no drift check needed). */
  rawSqlCaptured?: boolean;
}

export interface ScenarioContext {
  token: string;
  sessionId: string;
  userId: string;
  staffMemberId: string;
  lastNamePrefix: string;
}

/**
 * Date, time and interval values (and their arrays) stay as PostgreSQL's text, as drizzle's node-postgres driver
 * receives them (the app turns them into dates itself); node-postgres's own parsers for them cost about 2.7 µs a
 * value, which would make the floor slower than the app's own read of the same rows.
 */
const TEXT_TYPES = new Set<number>([
  pg.types.builtins.DATE,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.INTERVAL,
  1182, // date[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
const asText = (value: string) => value;
const floorTypes = {
  getTypeParser: ((typeId: number, format?: string) =>
    TEXT_TYPES.has(typeId)
      ? asText
      : pg.types.getTypeParser(typeId, format as 'text')) as pg.CustomTypesConfig['getTypeParser'],
};

/**
 * The floor's driver call. On PostgreSQL every statement runs as a named prepared statement (parsed and planned once
 * per connection), as the app's hot paths do, and its values are decoded as the app's driver decodes them, so the
 * floor is the fastest way to send that SQL, never a slower one.
 */
export function executeWith(database: Database): Execute {
  const dialect = new PgDialect();
  if (database.kind === 'pglite')
    return async (query) => ((await database.db.execute(query)) as { rows: Row[] }).rows;
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const names = new Map<string, string>();
  return async (query) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    let name = names.get(text);
    if (name === undefined) {
      name = `floor_${names.size}`;
      names.set(text, name);
    }
    return (await pool.query<Row>({ name, text, values: params, types: floorTypes })).rows;
  };
}

// The statements below are what drizzle generates for the repository calls (auth, teams, staff), verbatim.

/** auth.repository findSessionWithUser: every API call with a bearer token whose route reads no teams. */
const sessionWithUser = (sessionId: string) =>
  sql`select "sessions"."id", "sessions"."created_at", "sessions"."last_seen_at", "sessions"."expires_at", "sessions"."ended_at", "users"."id", "users"."email", "users"."kind", "users"."role", "users"."status", "users"."sign_in_source", "staff_members"."id", "participants"."participant_id", coalesce("staff_members"."first_name", "participants"."first_name"), coalesce("staff_members"."last_name", "participants"."last_name"), null from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" left join "staff_members" on "staff_members"."user_id" = "users"."id" left join "participants" on "participants"."user_id" = "users"."id" where "sessions"."id" = ${sessionId} limit ${1}`;

/** teams.repository listTeams({ hidePrivate: false }). */
const listTeams = () =>
  sql`select "id", "name", "description", "is_private", "member_count", "created_at", "updated_at" from "teams" order by lower("teams"."name") asc`;

/**
 * staff.repository list: the page with its members' teams (its offset always a parameter), and the count, sent in
 * parallel.
 */
const staffPage = (pattern: string, take: number) =>
  sql`select "page"."id", "page"."first_name", "page"."last_name", "users"."email", "users"."role", "users"."status", coalesce(json_agg(json_build_object('id', "teams"."id", 'name', "teams"."name") order by "teams"."name", "teams"."id") filter (where "teams"."id" is not null), '[]'::json) from (select "id", "user_id", "first_name", "last_name" from "staff_members" where lower("staff_members"."last_name") like ${pattern} order by "staff_members"."last_name" asc, "staff_members"."first_name" asc, "staff_members"."id" asc limit ${take} offset ${0}) "page" inner join "users" on "users"."id" = "page"."user_id" left join "team_members" on "team_members"."staff_member_id" = "page"."id" left join "teams" on "teams"."id" = "team_members"."team_id" group by "page"."id", "page"."first_name", "page"."last_name", "users"."id" order by "page"."last_name" asc, "page"."first_name" asc, "page"."id" asc`;
const staffCount = (pattern: string) =>
  sql`select count(*) from "staff_members" where lower("staff_members"."last_name") like ${pattern}`;

export const TAKE = 25;

export async function buildScenarios(database: Database, ctx: ScenarioContext): Promise<Scenario[]> {
  const headers = { authorization: `Bearer ${ctx.token}` };
  // staff.repository escapes LIKE wildcards in the prefix the same way.
  const pattern = `${ctx.lastNamePrefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return [
    { name: 'bare route (ceiling)', target: 'bare', method: 'GET', path: '/bare', headers: {}, rawSql: null },
    {
      name: 'GET /auth/me',
      target: 'app',
      method: 'GET',
      path: '/api/v1/auth/me',
      headers,
      // One statement: the route reads the caller's teams (config.callerTeams), so the session check reads them with
      // the session, and me.service answers with the user and the teams that check read.
      rawSql: replay(
        await capture(database, (db) =>
          createAuthRepository(db).findSessionWithUser(ctx.sessionId, { withTeams: true }),
        ),
      ),
      rawSqlCaptured: true,
    },
    {
      name: `GET /staffMembers?lastName=${ctx.lastNamePrefix}`,
      target: 'app',
      method: 'GET',
      path: `/api/v1/staffMembers?lastName=${encodeURIComponent(ctx.lastNamePrefix)}&take=${TAKE}`,
      headers,
      rawSql: async (execute) => {
        await execute(sessionWithUser(ctx.sessionId));
        await Promise.all([execute(staffPage(pattern, TAKE)), execute(staffCount(pattern))]);
      },
    },
    {
      name: 'GET /teams',
      target: 'app',
      method: 'GET',
      path: '/api/v1/teams',
      headers,
      rawSql: async (execute) => {
        await execute(sessionWithUser(ctx.sessionId));
        await execute(listTeams());
      },
    },
  ];
}
