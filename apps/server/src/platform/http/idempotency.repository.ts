import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { idempotencyKeys } from '#src/db/schema/index.ts';

/** How long a key is remembered; an older row is treated as absent and deleted by the purge. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
const expiry = sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`;

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

/** The response stored against a key and replayed to its retries. */
export interface StoredResponse {
  status: number;
  contentType: string | null;
  /** null when the body could not be kept (a stream): a retry is told the request completed. */
  body: string | null;
}

/** Idempotency-key rows: claimed in the write's transaction, completed with the response after the commit. */
export function idempotencyRepository(db: DbOrTx) {
  const byKey = (userId: string, key: string) =>
    and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  return {
    /** The live (not expired) row of this user's key, if any. */
    async find(userId: string, key: string): Promise<IdempotencyKeyRow | undefined> {
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(byKey(userId, key), gt(idempotencyKeys.createdAt, expiry)))
        .limit(1);
      return row;
    },

    /**
     * Inserts the key (or takes over an expired row). false when a live row exists: another request with this key
     * committed first. Under PostgreSQL this waits for a concurrent claimer's transaction to end.
     */
    async claim(userId: string, key: string, fingerprint: string): Promise<boolean> {
      const rows = await db
        .insert(idempotencyKeys)
        .values({ userId, key, fingerprint })
        .onConflictDoUpdate({
          target: [idempotencyKeys.userId, idempotencyKeys.key],
          set: {
            fingerprint,
            createdAt: sql`now()`,
            responseStatus: null,
            responseContentType: null,
            responseBody: null,
            completedAt: null,
          },
          setWhere: lt(idempotencyKeys.createdAt, expiry),
        })
        .returning({ key: idempotencyKeys.key });
      return rows.length > 0;
    },

    /** Stores the response on a claimed key. */
    async complete(userId: string, key: string, response: StoredResponse): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({
          responseStatus: response.status,
          responseContentType: response.contentType,
          responseBody: response.body,
          completedAt: sql`now()`,
        })
        .where(byKey(userId, key));
    },

    /** Records a key with its response in one step (a success that wrote outside a transaction). */
    async insertCompleted(
      userId: string,
      key: string,
      fingerprint: string,
      response: StoredResponse,
    ): Promise<void> {
      await db
        .insert(idempotencyKeys)
        .values({
          userId,
          key,
          fingerprint,
          responseStatus: response.status,
          responseContentType: response.contentType,
          responseBody: response.body,
          completedAt: sql`now()`,
        })
        .onConflictDoNothing();
    },

    /** Deletes expired keys; returns how many. */
    async purgeExpired(): Promise<number> {
      const rows = await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, expiry))
        .returning({ key: idempotencyKeys.key });
      return rows.length;
    },
  };
}
export type IdempotencyRepository = ReturnType<typeof idempotencyRepository>;
