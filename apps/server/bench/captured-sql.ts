import { sql, type SQL } from 'drizzle-orm';
import { captureStatements, type SentStatement } from '#src/db/statement-capture.ts';
import type { Execute } from './scenarios.ts';

export type Statement = SentStatement;

/** The statements the repositories send for `run` (sql-drift.ts captures the same way), so the raw-SQL floor
 * replays exactly what the request runs and cannot go stale. */
export const capture = captureStatements;

/** Rebuilds a captured statement as SQL with the same text ($1, $2, ... in order) and the same parameters. */
function replayable({ text, params }: Statement): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  for (let i = 0; i < parts.length; i += 1) {
    if (i % 2 === 0) chunks.push(sql.raw(parts[i]!));
    // sql.param: an array parameter (`= any($1::uuid[])`) stays one parameter instead of becoming a list.
    else chunks.push(sql`${sql.param(params[Number(parts[i]) - 1])}`);
  }
  return sql.join(chunks, sql.raw(''));
}

/** The raw-SQL floor of captured statements: each in turn, as the request sent them. */
export const replay = (statements: Statement[]) => async (execute: Execute) => {
  for (const statement of statements) await execute(replayable(statement));
};
