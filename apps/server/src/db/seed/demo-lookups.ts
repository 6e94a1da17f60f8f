import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { participants, users } from '../schema/index.ts';

/** A demo participant as the seed parts name them ("Lena Andrews"): their record and sign-in account, if any. */
export interface DemoParticipantRef {
  participantId: string;
  userId: string | null;
}

/** The participants by first and last name ("Lena Andrews"). */
export async function participantsByName(db: Db): Promise<Map<string, DemoParticipantRef>> {
  const rows = await db
    .select({
      participantId: participants.participantId,
      userId: participants.userId,
      first: participants.firstName,
      last: participants.lastName,
    })
    .from(participants);
  return new Map(
    rows.map((r) => [`${r.first} ${r.last}`, { participantId: r.participantId, userId: r.userId }]),
  );
}

/** The user ids of these e-mail addresses, by address (those without an account are left out). */
export async function userIdsByEmail(db: Db, emails: readonly string[]): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...emails]));
  return new Map(rows.map((u) => [u.email, u.id]));
}
