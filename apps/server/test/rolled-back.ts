import type { Db } from '#src/db/client.ts';

/** Thrown to end a transaction whose work has been checked. */
class RolledBack extends Error {}

/** Runs `work` in a transaction on `db` and rolls it back afterwards (its errors still fail the test). */
export async function rolledBack(db: Db, work: (tx: Db) => Promise<void>): Promise<void> {
  await db
    .transaction(async (tx) => {
      await work(tx as unknown as Db);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
}
