import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database, Db } from '#src/db/client.ts';
import * as schema from '#src/db/schema/index.ts';
import { createAuthRepository } from '#src/modules/auth/auth.repository.ts';
import { createStaffRepository } from '#src/modules/staff/staff.repository.ts';
import { createTeamsRepository } from '#src/modules/teams/teams.repository.ts';
import { TAKE, type ScenarioContext } from './scenarios.ts';

/**
 * The SQL text the repositories send today for the calls the scenarios make, captured with a drizzle logger on the
 * same client. The bench compares it with its raw-SQL floor, so a repository change cannot leave the floor stale.
 */
export async function repositoryStatements(database: Database, ctx: ScenarioContext): Promise<Set<string>> {
  const texts = new Set<string>();
  const logger = { logQuery: (query: string) => void texts.add(query) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db = (database.kind === 'pglite'
    ? drizzlePglite({ client: client as PGlite, schema, logger })
    : drizzlePg({ client: client as pg.Pool, schema, logger })) as unknown as Db;
  const teams = createTeamsRepository(db);
  await createAuthRepository(db).findSessionWithUser(ctx.sessionId);
  await teams.membershipsOf(ctx.staffMemberId);
  await teams.listTeams({ hidePrivate: false });
  const page = await createStaffRepository(db).list({ lastName: ctx.lastNamePrefix, take: TAKE, skip: 0 });
  await teams.teamsOfStaff(page.rows.map((r) => r.id));
  return texts;
}
