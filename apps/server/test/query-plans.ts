import type { Database } from '#src/db/client.ts';
import type { SentStatement } from '#src/db/statement-capture.ts';

export { captureStatements as statementsSent, type SentStatement } from '#src/db/statement-capture.ts';

/** The plan of `statement` (EXPLAIN in JSON; with ANALYZE, as it ran): its root node. */
export async function planOf(
  database: Database,
  statement: SentStatement,
  { analyze = false }: { analyze?: boolean } = {},
): Promise<Record<string, unknown>> {
  const { rows } = await database.executeSql(
    `explain (${analyze ? 'analyze, ' : ''}format json) ${statement.text}`,
    statement.params,
  );
  const plan = Object.values(rows[0]!)[0] as unknown;
  return (typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan;
}

/**
 * Rows the plan of `statement` read from `table` when it ran (EXPLAIN ANALYZE): every scan node of that table, rows
 * kept or filtered out, times its loops.
 */
export async function rowsReadFrom(
  database: Database,
  table: string,
  statement: SentStatement,
): Promise<number> {
  let read = 0;
  const visit = (node: Record<string, unknown>) => {
    if (node['Relation Name'] === table) {
      const perLoop = ['Actual Rows', 'Rows Removed by Filter', 'Rows Removed by Index Recheck'];
      read +=
        perLoop.reduce((sum, key) => sum + Number(node[key] ?? 0), 0) * Number(node['Actual Loops'] ?? 1);
    }
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) visit(child);
  };
  visit(await planOf(database, statement, { analyze: true }));
  return read;
}
