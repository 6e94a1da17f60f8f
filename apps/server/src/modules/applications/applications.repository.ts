import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { applications, teams } from '#src/db/schema/index.ts';

/** An application with the name of the team that answers it. */
export interface ApplicationRow {
  id: string;
  name: string;
  description: string;
  teamId: string;
  teamName: string;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface ApplicationValues {
  name: string;
  description: string;
  teamId: string;
  isActive: boolean;
}

const a = applications;

async function guardName(write: () => PromiseLike<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export function createApplicationsRepository(db: DbOrTx) {
  const selectRows = () =>
    db
      .select({
        id: a.id,
        name: a.name,
        description: a.description,
        teamId: a.teamId,
        teamName: teams.name,
        isActive: a.isActive,
        createdAt: a.createdAt,
        updatedAt: a.updatedAt,
      })
      .from(a)
      .innerJoin(teams, eq(teams.id, a.teamId));

  return {
    /** Every application (or only the active ones), alphabetical. */
    async list(filter: { activeOnly: boolean }): Promise<ApplicationRow[]> {
      return selectRows()
        .where(filter.activeOnly ? eq(a.isActive, true) : undefined)
        .orderBy(asc(sql`lower(${a.name})`), asc(a.id));
    },

    async find(id: string): Promise<ApplicationRow | undefined> {
      const [row] = await selectRows().where(eq(a.id, id)).limit(1);
      return row;
    },

    /** The name of a team, or undefined when no team has this id. */
    async teamName(teamId: string): Promise<string | undefined> {
      const [row] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId)).limit(1);
      return row?.name;
    },

    /** Whether another application already has this name, ignoring case. */
    async nameTaken(name: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(a)
        .where(and(sql`lower(${a.name}) = lower(${name})`, exceptId ? ne(a.id, exceptId) : undefined))
        .limit(1);
      return row !== undefined;
    },

    /** false when the unique name index refused it (a concurrent create won the name). */
    async insert(id: string, values: ApplicationValues): Promise<boolean> {
      return guardName(() => db.insert(a).values({ id, ...values }));
    },

    /** false when the unique name index refused it. */
    async update(id: string, values: Partial<ApplicationValues>): Promise<boolean> {
      return guardName(() =>
        db
          .update(a)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(a.id, id)),
      );
    },

    async countForTeam(teamId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(a).where(eq(a.teamId, teamId));
      return row?.n ?? 0;
    },

    /** Hands every application of one team to another (a team deleted with a swap); returns how many moved. */
    async moveTeam(fromTeamId: string, toTeamId: string): Promise<number> {
      const moved = await db
        .update(a)
        .set({ teamId: toTeamId, updatedAt: new Date() })
        .where(eq(a.teamId, fromTeamId))
        .returning({ id: a.id });
      return moved.length;
    },
  };
}
export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;

/** A unique-index violation (two applications with one name), on PostgreSQL and PGlite, wrapped or not. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
