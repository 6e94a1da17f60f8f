import { userActionLogs, activityLogs } from '#src/db/schema/index.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { uuidv7 } from '#src/platform/ids.ts';

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF line ends) into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      // CRLF ends the row at the \n.
    } else if (ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** An ISO instant as PostgreSQL reads it, to the microsecond. */
const stampOf = (at: string) => sql<Date>`${at}::timestamptz`;

/**
 * Inserts user actions at given instants (a test needs times it controls; the API stamps "now"). The instant is read
 * by PostgreSQL, so it keeps microseconds as the database's own stamps do (a JavaScript Date stops at milliseconds).
 */
export async function insertUserActions(
  db: Db,
  rows: {
    userId: string;
    at: string;
    category?: string;
    action?: string;
    detail?: Record<string, unknown>;
  }[],
) {
  if (rows.length === 0) return;
  await db.insert(userActionLogs).values(
    rows.map((r) => ({
      id: uuidv7(Date.parse(r.at)),
      userId: r.userId,
      category: r.category ?? 'USERNAV',
      action: r.action ?? '/staff/dashboard',
      detail: r.detail ?? {},
      createdAt: stampOf(r.at),
    })),
  );
}

/** Activity entries at given instants, read by PostgreSQL as `insertUserActions` reads them. */
export async function insertActivity(
  db: Db,
  rows: {
    at: string;
    kind?: string;
    actorUserId?: string | null;
    participantId?: string | null;
    message?: string;
    detail?: Record<string, unknown>;
  }[],
) {
  if (rows.length === 0) return;
  await db.insert(activityLogs).values(
    rows.map((r) => ({
      id: uuidv7(Date.parse(r.at)),
      kind: r.kind ?? 'message-created',
      actorUserId: r.actorUserId ?? null,
      participantId: r.participantId ?? null,
      message: r.message ?? 'A test entry',
      detail: r.detail ?? {},
      createdAt: stampOf(r.at),
    })),
  );
}
