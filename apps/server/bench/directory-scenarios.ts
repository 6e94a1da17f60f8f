import { sql } from 'drizzle-orm';
import { ServicesQuery } from '@casework/contract';
import type { Database, Db } from '#src/db/client.ts';
import { createAuthRepository } from '#src/modules/auth/auth.repository.ts';
import { createDirectoryAccess } from '#src/modules/directory/directory-access.ts';
import { createDirectoryReader } from '#src/modules/directory/directory-read.ts';
import { createServicesService } from '#src/modules/directory/services.service.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { DEFAULT_TIME_ZONE } from '@casework/contract';
import { capture, replay } from './captured-sql.ts';
import type { Scenario, ScenarioContext } from './scenarios.ts';

/** The services the directory routes call, on `db` (a capturing client), as directory.module.ts builds them. */
function directoryServices(db: Db) {
  return createServicesService({
    db,
    access: createDirectoryAccess(() => Promise.resolve([])),
    reader: createDirectoryReader(),
    timeZone: DEFAULT_TIME_ZONE,
  });
}

/**
 * Directory scenarios (issue 7): a search with typos, a filtered search with every sub-resource (allData), and a
 * service's details. Each floor is what the services send for that call, captured in this run.
 */
export async function buildDirectoryScenarios(database: Database, ctx: ScenarioContext): Promise<Scenario[]> {
  const principal: Principal = {
    userId: ctx.userId,
    sessionId: ctx.sessionId,
    kind: 'staff',
    role: 'Staff',
    email: 'staff@example.org',
    staffMemberId: ctx.staffMemberId,
    participantId: null,
  };
  const [busiest] = (
    (await database.db.execute(
      sql`select s.id from services s join services_at_locations sal on sal.service_id = s.id
      where s.status = 'active' group by s.id order by count(*) desc, s.id limit 1`,
    )) as unknown as { rows: { id: string }[] }
  ).rows;
  if (!busiest) throw new Error('directory scenarios need generated services');
  const read = async (
    name: string,
    path: string,
    run: (services: ReturnType<typeof directoryServices>) => Promise<unknown>,
  ): Promise<Scenario> => {
    const statements = await capture(database, async (db) => {
      await createAuthRepository(db).findSessionWithUser(ctx.sessionId);
      await run(directoryServices(db));
    });
    return {
      name,
      target: 'app',
      method: 'GET',
      path,
      headers: { authorization: `Bearer ${ctx.token}` },
      rawSql: replay(statements),
      rawSqlCaptured: true,
    };
  };
  const typo = 'rentl asistance anchorge';
  const filtered = { term: 'food pantry', activeServices: 'true', allData: 'true', includeTeam: 'true' };
  return [
    await read(
      `GET /services?term=${typo} (typos)`,
      `/api/v1/services?term=${encodeURIComponent(typo)}`,
      (s) => s.search(principal, ServicesQuery.parse({ term: typo })),
    ),
    await read(
      'GET /services?term=food pantry&allData (20 with every sub-resource)',
      `/api/v1/services?${new URLSearchParams(filtered).toString()}`,
      (s) => s.search(principal, ServicesQuery.parse(filtered)),
    ),
    await read('GET /services/{serviceId} (details)', `/api/v1/services/${busiest.id}`, (s) =>
      s.get(principal, busiest.id),
    ),
  ];
}
