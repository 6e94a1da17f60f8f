import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { messageFiles, messages } from '#src/db/schema/index.ts';

export type MessageFileRow = typeof messageFiles.$inferSelect;
export type NewMessageFileRow = typeof messageFiles.$inferInsert;

/** The message files belong to: who wrote it decides who may change them. */
export interface MessageOwner {
  id: string;
  threadId: string;
  authorUserId: string | null;
}

export function createThreadFilesRepository(db: DbOrTx) {
  return {
    /**
     * The message, if it belongs to the thread. With `lock`, held for the transaction: every change to one
     * message's files runs one after another, so name checks cannot race.
     */
    async message(threadId: string, messageId: string, options: { lock?: boolean } = {}) {
      const query = db
        .select({ id: messages.id, threadId: messages.threadId, authorUserId: messages.authorUserId })
        .from(messages)
        .where(and(eq(messages.id, messageId), eq(messages.threadId, threadId)))
        .limit(1);
      const [row] = options.lock ? await query.for('no key update') : await query;
      return row as MessageOwner | undefined;
    },

    async list(messageId: string, page: { take: number; skip: number }) {
      const where = eq(messageFiles.messageId, messageId);
      const rows = await db
        .select()
        .from(messageFiles)
        .where(where)
        .orderBy(asc(messageFiles.createdAt), asc(messageFiles.name))
        .limit(page.take)
        .offset(page.skip);
      const [counted] = await db.select({ n: count() }).from(messageFiles).where(where);
      return { rows, total: counted?.n ?? 0 };
    },

    async names(messageId: string): Promise<Set<string>> {
      const rows = await db
        .select({ name: messageFiles.name })
        .from(messageFiles)
        .where(eq(messageFiles.messageId, messageId));
      return new Set(rows.map((r) => r.name));
    },

    async find(messageId: string, name: string): Promise<MessageFileRow | undefined> {
      const [row] = await db
        .select()
        .from(messageFiles)
        .where(and(eq(messageFiles.messageId, messageId), eq(messageFiles.name, name)))
        .limit(1);
      return row;
    },

    /** Inserts the rows whose name is still free in their message; returns the ones inserted. */
    async insert(rows: NewMessageFileRow[]): Promise<MessageFileRow[]> {
      if (rows.length === 0) return [];
      return db.insert(messageFiles).values(rows).onConflictDoNothing().returning();
    },

    async rename(id: string, name: string): Promise<MessageFileRow | undefined> {
      const [row] = await db.update(messageFiles).set({ name }).where(eq(messageFiles.id, id)).returning();
      return row;
    },

    async remove(id: string): Promise<void> {
      await db.delete(messageFiles).where(eq(messageFiles.id, id));
    },
  };
}
export type ThreadFilesRepository = ReturnType<typeof createThreadFilesRepository>;
