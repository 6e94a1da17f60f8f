import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Db } from '#src/db/client.ts';
import * as schema from '#src/db/schema/index.ts';
import { createAuthRepository } from '#src/modules/auth/auth.repository.ts';
import { createParticipantAccess } from '#src/modules/participants/participant-access.ts';
import { dobVariants } from '#src/modules/participants/duplicate-scoring.ts';
import { nameForms } from '#src/modules/participants/nicknames.ts';
import { createParticipantsRepository } from '#src/modules/participants/participants.repository.ts';
import { MAX_DUPLICATE_CANDIDATES, MAX_DUPLICATES } from '#src/modules/participants/participants.service.ts';
import { capture, replay } from './captured-sql.ts';
import { TAKE, type Scenario, type ScenarioContext } from './scenarios.ts';

/** What the participant scenarios need beyond the shared context: one existing participant to look up. */
export interface ParticipantScenarioContext extends ScenarioContext {
  participant: { participantId: string; firstName: string; lastName: string; dob: string };
  /** The participant's last name with two letters swapped, as a typist would. */
  typoLastName: string;
}

/** Swaps the second and third letters ("Johnson" -> "Jhonson"); names of 3 letters or fewer get a doubled letter. */
export function typoOf(name: string): string {
  if (name.length <= 3) return `${name}${name.at(-1) ?? ''}`;
  return `${name[0]}${name[2]}${name[1]}${name.slice(3)}`;
}

/**
 * Picks a participant of the generated data set for the by-id, typo and duplicate scenarios: the first by id (not
 * merged) of those with the most common full name. The same name at every scale, so that the growth between two
 * scales compares one search over more data (the first participant by id alone was "Smith" at 100,000 and "Morgan"
 * at 10,000: 1,169 and 83 typo matches), and the most common one, as the heaviest for a cost that grows with matches.
 */
export async function participantScenarioContext(
  database: Database,
  base: ScenarioContext,
): Promise<ParticipantScenarioContext> {
  const { participants } = schema;
  const notMerged = isNull(participants.mergedInto);
  const [common] = await database.db
    .select({ lastName: participants.lastName, firstName: participants.firstName })
    .from(participants)
    .where(notMerged)
    .groupBy(participants.lastName, participants.firstName)
    .orderBy(desc(count()), asc(participants.lastName), asc(participants.firstName))
    .limit(1);
  const [row] = common
    ? await database.db
        .select({
          participantId: participants.participantId,
          firstName: participants.firstName,
          lastName: participants.lastName,
          dob: participants.dob,
        })
        .from(participants)
        .where(
          and(
            notMerged,
            eq(participants.lastName, common.lastName),
            eq(participants.firstName, common.firstName),
          ),
        )
        .orderBy(asc(participants.participantId))
        .limit(1)
    : [];
  if (!row) throw new Error('participant scenarios need at least one participant');
  return { ...base, participant: row, typoLastName: typoOf(row.lastName) };
}

/**
 * Participant scenarios (issue 3): search by last-name prefix and by a typo, check-duplicates and get by id, each
 * with its raw-SQL floor (session lookup, then the repository's statements). Hook in run.ts after buildScenarios:
 *   scenarios.push(...(await buildParticipantScenarios(database, await participantScenarioContext(database, context))));
 */
export async function buildParticipantScenarios(
  database: Database,
  ctx: ParticipantScenarioContext,
): Promise<Scenario[]> {
  const headers = { authorization: `Bearer ${ctx.token}` };
  const session = (db: Db) => createAuthRepository(db).findSessionWithUser(ctx.sessionId);
  const search = (lastName: string) => (db: Db) =>
    createParticipantsRepository(db).search({ lastName, take: TAKE, skip: 0 });
  const { participant: p } = ctx;

  const scenario = async (
    name: string,
    path: string,
    run: (db: Db) => Promise<unknown>,
  ): Promise<Scenario> => {
    const statements = await capture(database, async (db) => {
      await session(db);
      await run(db);
    });
    return {
      name,
      target: 'app',
      method: 'GET',
      path,
      headers,
      rawSql: replay(statements),
      rawSqlCaptured: true,
    };
  };

  return [
    await scenario(
      `GET /participants?lastName=${ctx.lastNamePrefix}`,
      `/api/v1/participants?lastName=${encodeURIComponent(ctx.lastNamePrefix)}&take=${TAKE}`,
      search(ctx.lastNamePrefix),
    ),
    await scenario(
      `GET /participants?lastName=${ctx.typoLastName} (typo)`,
      `/api/v1/participants?lastName=${encodeURIComponent(ctx.typoLastName)}&take=${TAKE}`,
      search(ctx.typoLastName),
    ),
    await scenario(
      'GET /participants/check-duplicates',
      `/api/v1/participants/check-duplicates?${new URLSearchParams({ firstName: p.firstName, lastName: ctx.typoLastName, dob: p.dob }).toString()}`,
      // The candidates, then the records of as many as are shown (the service's top ones by score; the first ones
      // here, which cost the same to read).
      async (db) => {
        const repo = createParticipantsRepository(db);
        const candidates = await repo.duplicateCandidates({
          firstName: p.firstName,
          lastName: ctx.typoLastName,
          dobs: dobVariants(p.dob),
          firstNameForms: nameForms(p.firstName),
          limit: MAX_DUPLICATE_CANDIDATES,
        });
        return repo.findByIds(candidates.slice(0, MAX_DUPLICATES).map((c) => c.row.participantId));
      },
    ),
    await scenario('GET /participants/{participantId}', `/api/v1/participants/${p.participantId}`, (db) =>
      createParticipantAccess(db).find(p.participantId),
    ),
  ];
}
