import type { Database } from '#src/db/client.ts';
import { captureStatements } from '#src/db/statement-capture.ts';
import { createAuthRepository } from '#src/modules/auth/auth.repository.ts';
import { createStaffRepository } from '#src/modules/staff/staff.repository.ts';
import { createTeamsRepository } from '#src/modules/teams/teams.repository.ts';
import { TAKE, type ScenarioContext } from './scenarios.ts';

/**
 * The SQL text the repositories send today for the calls the scenarios make, captured with a drizzle logger on the
 * same client. The bench compares it with its raw-SQL floor, so a repository change cannot leave the floor stale.
 */
export async function repositoryStatements(database: Database, ctx: ScenarioContext): Promise<Set<string>> {
  const sent = await captureStatements(database, async (db) => {
    const teams = createTeamsRepository(db);
    await createAuthRepository(db).findSessionWithUser(ctx.sessionId);
    await teams.listTeams({ hidePrivate: false });
    await createStaffRepository(db).list({ lastName: ctx.lastNamePrefix, take: TAKE, skip: 0 });
  });
  return new Set(sent.map((s) => s.text));
}
