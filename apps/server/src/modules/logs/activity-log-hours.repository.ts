import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { rowsOf } from '#src/db/raw-sql.ts';
import { activityLogHours, activityLogHoursState, activityLogs } from '#src/db/schema/index.ts';

/**
 * The roll-up of the activity log per kind and closed UTC hour (decision 020, migration 0015): the catch-up that
 * counts the hours closed since the last one. The admin log's total reads it (logs.repository.ts countActivity).
 *
 * An hour is closed when no transaction can still add a row to it. A row's created_at is its transaction's start
 * (now()), so a transaction that began at 10:59 may commit its 10:59 row at 11:20: the roll-up stops at the hour
 * of the oldest transaction still open on this database (pg_stat_activity, read before the rows are counted), and
 * never goes past the hour that ended ROLL_UP_LAG_MINUTES ago (for sessions pg_stat_activity does not show).
 */

/** How long after an hour ends it is counted, at the soonest. */
export const ROLL_UP_LAG_MINUTES = 10;
/** Hours one catch-up counts at most, so a long way behind (a first catch-up of a large log) is caught up in steps. */
export const ROLL_UP_MAX_HOURS = 31 * 24;
/** When a catch-up could not advance (another one runs, or an old transaction is open), try again this much later. */
const RETRY_BLOCKED_MS = 60_000;

export interface RollUpOutcome {
  /** Every row before this instant is counted; null while nothing is (the log is counted row by row). */
  rolledUpTo: Date | null;
  /** When another catch-up can advance: 0 when more closed hours are waiting, else when the next hour closes. */
  retryInMs: number;
}

const h = activityLogHours;
const state = activityLogHoursState;
const al = activityLogs;

/**
 * Counts the activity-log rows of the hours closed since the last catch-up (at most `maxHours` of them) and moves
 * the watermark. Safe to run from several processes at once (one runs, the others return at once); never inside
 * another transaction (it reads pg_stat_activity before taking the snapshot it counts with).
 */
export async function rollUpActivityHours(
  db: Db,
  options: { maxHours?: number; lagMinutes?: number } = {},
): Promise<RollUpOutcome> {
  const maxHours = options.maxHours ?? ROLL_UP_MAX_HOURS;
  const lagMinutes = options.lagMinutes ?? ROLL_UP_LAG_MINUTES;
  return db.transaction(
    async (tx) => {
      const [locked] = await rowsOf<{ w: string }>(
        tx,
        sql`select ${state.rolledUpTo}::text as w from ${state} for update skip locked`,
      );
      if (!locked) return { rolledUpTo: null, retryInMs: RETRY_BLOCKED_MS };
      const w = locked.w;
      // A statement of its own, before the one that counts: a transaction open now either shows here (and holds the
      // roll-up back to its hour) or has committed before the count's snapshot is taken.
      const [plan] = await rowsOf<{
        until: string;
        until_ms: string | number | null;
        more: boolean;
        held: boolean;
        next_ms: number;
      }>(
        tx,
        sql`with t as (
          select date_trunc('hour', now() - make_interval(mins => ${lagMinutes}::int), 'UTC') as closed,
            date_trunc('hour', least(now() - make_interval(mins => ${lagMinutes}::int),
              coalesce((select min(xact_start) from pg_stat_activity
                where datname = current_database() and backend_type = 'client backend'
                  and pid <> pg_backend_pid()), 'infinity')), 'UTC') as safe,
            (select min(${al.createdAt}) from ${al} where ${al.createdAt} >= ${w}::timestamptz) as first
        ), u as (
          select closed, safe, case when first is null then safe
            else least(safe, greatest(${w}::timestamptz, date_trunc('hour', first, 'UTC'))
              + make_interval(hours => ${maxHours}::int)) end as until
          from t
        )
        select greatest(until, ${w}::timestamptz)::text as until,
          extract(epoch from nullif(greatest(until, ${w}::timestamptz), '-infinity')) * 1000 as until_ms,
          until < safe as more, safe < closed as held,
          greatest(1000, ceil(extract(epoch from closed + interval '1 hour'
            + make_interval(mins => ${lagMinutes}::int) - clock_timestamp()) * 1000))::int as next_ms
        from u`,
      );
      const { until, until_ms: untilMs, more, held, next_ms: nextMs } = plan!;
      if (until !== w) {
        await tx.execute(
          sql`insert into ${h} as h (kind, hour, n)
            select ${al.kind}, date_trunc('hour', ${al.createdAt}, 'UTC'), count(*)::int from ${al}
            where ${al.createdAt} >= ${w}::timestamptz and ${al.createdAt} < ${until}::timestamptz
            group by 1, 2
            on conflict (kind, hour) do update set n = h.n + excluded.n`,
        );
        await tx.execute(sql`update ${state} set rolled_up_to = ${until}::timestamptz`);
      }
      return {
        rolledUpTo: untilMs === null ? null : new Date(Number(untilMs)),
        retryInMs: more ? 0 : held ? RETRY_BLOCKED_MS : Number(nextMs),
      };
    },
    { isolationLevel: 'read committed' },
  );
}
