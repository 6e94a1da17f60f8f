import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { participantFiles, participants, staffMembers } from '#src/db/schema/index.ts';

export type ParticipantFileRow = typeof participantFiles.$inferSelect;
export type NewParticipantFileRow = typeof participantFiles.$inferInsert;
export type ParticipantFileWithUploader = ParticipantFileRow & { uploaderName: string | null };

const withUploader = {
  id: participantFiles.id,
  participantId: participantFiles.participantId,
  category: participantFiles.category,
  name: participantFiles.name,
  contentType: participantFiles.contentType,
  size: participantFiles.size,
  storageKey: participantFiles.storageKey,
  uploadedBy: participantFiles.uploadedBy,
  createdAt: participantFiles.createdAt,
  updatedAt: participantFiles.updatedAt,
  // The uploader is a staff member or a participant signing in; whichever user account matches names them.
  // Qualified by hand: Drizzle renders columns unqualified inside a select's own expressions.
  uploaderName: sql<string | null>`coalesce(
    (select sm.first_name || ' ' || sm.last_name from ${staffMembers} sm where sm.user_id = "participant_files"."uploaded_by"),
    (select p.first_name || ' ' || p.last_name from ${participants} p where p.user_id = "participant_files"."uploaded_by")
  )`,
};

export function createParticipantFilesRepository(db: DbOrTx) {
  return {
    async list(
      participantId: string,
      filter: { category?: string | undefined; take: number; skip: number },
    ): Promise<{ rows: ParticipantFileWithUploader[]; total: number }> {
      const where = and(
        eq(participantFiles.participantId, participantId),
        filter.category !== undefined ? eq(participantFiles.category, filter.category) : undefined,
      );
      const rows = await db
        .select(withUploader)
        .from(participantFiles)
        .where(where)
        .orderBy(asc(participantFiles.category), asc(participantFiles.name))
        .limit(filter.take)
        .offset(filter.skip);
      const [counted] = await db.select({ n: count() }).from(participantFiles).where(where);
      return { rows, total: counted?.n ?? 0 };
    },

    async find(
      participantId: string,
      category: string,
      name: string,
    ): Promise<ParticipantFileWithUploader | undefined> {
      const [row] = await db
        .select(withUploader)
        .from(participantFiles)
        .where(
          and(
            eq(participantFiles.participantId, participantId),
            eq(participantFiles.category, category),
            eq(participantFiles.name, name),
          ),
        )
        .limit(1);
      return row;
    },

    async findByIds(ids: string[]): Promise<ParticipantFileWithUploader[]> {
      if (ids.length === 0) return [];
      return db
        .select(withUploader)
        .from(participantFiles)
        .where(inArray(participantFiles.id, ids))
        .orderBy(asc(participantFiles.category), asc(participantFiles.name));
    },

    /** Every file of a participant, locked for the rest of the transaction. */
    async lockAllOf(participantId: string): Promise<ParticipantFileRow[]> {
      return db
        .select()
        .from(participantFiles)
        .where(eq(participantFiles.participantId, participantId))
        .orderBy(asc(participantFiles.createdAt), asc(participantFiles.id))
        .for('update');
    },

    async insert(rows: NewParticipantFileRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(participantFiles).values(rows);
    },

    async rename(id: string, to: { participantId?: string; category: string; name: string }): Promise<void> {
      await db
        .update(participantFiles)
        .set({ ...to, updatedAt: new Date() })
        .where(eq(participantFiles.id, id));
    },

    async remove(id: string): Promise<void> {
      await db.delete(participantFiles).where(eq(participantFiles.id, id));
    },

    async countOf(participantId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(participantFiles)
        .where(eq(participantFiles.participantId, participantId));
      return row?.n ?? 0;
    },
  };
}
export type ParticipantFilesRepository = ReturnType<typeof createParticipantFilesRepository>;

/** A unique-index violation (two files with one reference), on PostgreSQL and PGlite, wrapped by Drizzle or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
