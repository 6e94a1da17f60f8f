import { and, eq, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { participantPassphrases } from '#src/db/schema/index.ts';

export type PassphraseRow = typeof participantPassphrases.$inferSelect;

/** Stored passphrases; `ciphertext` is always sealed by the service before it gets here. */
export function createPassphraseRepository(db: DbOrTx) {
  const p = participantPassphrases;
  return {
    async find(participantId: string): Promise<PassphraseRow | undefined> {
      const [row] = await db.select().from(p).where(eq(p.participantId, participantId)).limit(1);
      return row;
    },

    /** Inserts; returns undefined when the participant already has one. */
    async insert(row: {
      participantId: string;
      ciphertext: string;
      hint: string;
      updatedBy: string;
    }): Promise<PassphraseRow | undefined> {
      const [inserted] = await db.insert(p).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    async upsert(row: {
      participantId: string;
      ciphertext: string;
      hint: string;
      updatedBy: string;
    }): Promise<PassphraseRow> {
      const now = new Date();
      const [saved] = await db
        .insert(p)
        .values({ ...row, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: p.participantId,
          set: { ciphertext: row.ciphertext, hint: row.hint, updatedBy: row.updatedBy, updatedAt: now },
        })
        .returning();
      return saved!;
    },

    async remove(participantId: string): Promise<boolean> {
      const removed = await db
        .delete(p)
        .where(eq(p.participantId, participantId))
        .returning({ id: p.participantId });
      return removed.length === 1;
    },

    /** Gives `fromId`'s passphrase to `toId` when `toId` has none (a merge); true when it moved. */
    async moveIfAbsent(fromId: string, toId: string): Promise<boolean> {
      const moved = await db
        .update(p)
        .set({ participantId: toId, updatedAt: new Date() })
        .where(
          and(
            eq(p.participantId, fromId),
            notExists(
              db
                .select({ one: sql`1` })
                .from(p)
                .where(eq(p.participantId, toId)),
            ),
          ),
        )
        .returning({ id: p.participantId });
      return moved.length === 1;
    },
  };
}
export type PassphraseRepository = ReturnType<typeof createPassphraseRepository>;
