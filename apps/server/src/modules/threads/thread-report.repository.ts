import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#src/db/client.ts';
import { rowsOf, uuidList } from './thread-sql.ts';

/** Which team threads a report counts: those of some teams, or of every team. */
export type ReportScope = { teamIds: string[] } | { allTeams: true };

export interface ReportWindow {
  from: Date;
  to: Date;
  bucket: 'day' | 'week';
  timeZone: string;
}

export interface DurationRow {
  count: number;
  medianSeconds: number | null;
  p90Seconds: number | null;
}

function teamCondition(scope: ReportScope, column: SQL): SQL {
  if ('allTeams' in scope) return sql`${column} is not null`;
  return scope.teamIds.length === 0 ? sql`false` : sql`${column} in ${uuidList(scope.teamIds)}`;
}

const number = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export function createThreadReportRepository(db: DbOrTx) {
  return {
    /** Threads open at the end of each bucket (created before it ended, not closed by then). */
    async openSeries(scope: ReportScope, window: ReportWindow): Promise<{ date: string; open: number }[]> {
      const step = window.bucket === 'week' ? sql`interval '1 week'` : sql`interval '1 day'`;
      const unit = window.bucket === 'week' ? 'week' : 'day';
      const tz = window.timeZone;
      return rowsOf<{ date: string; open: number }>(
        db,
        sql`select to_char(b.day, 'YYYY-MM-DD') as date,
            (select count(*)::int from threads t
              where ${teamCondition(scope, sql`t.team_id`)}
                and t.created_at < b.ends and (t.closed_at is null or t.closed_at >= b.ends)) as open
          from (
            select d::date as day,
              least(((d + ${step})::timestamp at time zone ${tz}), ${window.to.toISOString()}::timestamptz) as ends
            from generate_series(
              date_trunc(${unit}, ${window.from.toISOString()}::timestamptz at time zone ${tz}),
              date_trunc(${unit}, ${window.to.toISOString()}::timestamptz at time zone ${tz}),
              ${step}) as d
          ) b
          order by b.day`,
      );
    },

    /** Open and open-unassigned threads per team in the scope (teams without threads included). */
    async byTeam(scope: ReportScope) {
      return rowsOf<{ id: string; name: string; open: number; unassigned: number }>(
        db,
        sql`select tm.id, tm.name,
            count(t.id)::int as open,
            count(t.id) filter (where t.assignee_count = 0)::int as unassigned
          from teams tm
          left join threads t on t.team_id = tm.id and t.closed_at is null
          where ${teamCondition(scope, sql`tm.id`)}
          group by tm.id, tm.name
          order by lower(tm.name), tm.id`,
      );
    },

    /** Open threads of the scope per assigned staff member, most first (at most 50 people). */
    async byAssignee(scope: ReportScope) {
      return rowsOf<{ id: string; name: string; open: number }>(
        db,
        sql`select sm.id, sm.first_name || ' ' || sm.last_name as name, count(*)::int as open
          from thread_assignees ta
          join threads t on t.id = ta.thread_id
          join staff_members sm on sm.id = ta.staff_member_id
          where ${teamCondition(scope, sql`t.team_id`)} and t.closed_at is null
          group by sm.id, sm.first_name, sm.last_name
          order by open desc, lower(sm.last_name), lower(sm.first_name), sm.id
          limit 50`,
      );
    },

    /** Participant-started threads of the window that got a staff reply: seconds to that first reply. */
    async firstResponse(scope: ReportScope, window: ReportWindow): Promise<DurationRow> {
      return duration(
        sql`extract(epoch from (t.first_staff_reply_at - t.created_at))`,
        sql`${teamCondition(scope, sql`t.team_id`)} and t.first_staff_reply_at is not null
          and t.created_at >= ${window.from.toISOString()}::timestamptz and t.created_at < ${window.to.toISOString()}::timestamptz`,
      );
    },

    /** Threads closed in the window: seconds from start to close. */
    async timeToClose(scope: ReportScope, window: ReportWindow): Promise<DurationRow> {
      return duration(
        sql`extract(epoch from (t.closed_at - t.created_at))`,
        sql`${teamCondition(scope, sql`t.team_id`)} and t.closed_at is not null
          and t.closed_at >= ${window.from.toISOString()}::timestamptz and t.closed_at < ${window.to.toISOString()}::timestamptz`,
      );
    },
  };

  async function duration(seconds: SQL, where: SQL): Promise<DurationRow> {
    const [row] = await rowsOf<{ count: number; median: unknown; p90: unknown }>(
      db,
      sql`select count(*)::int as count,
          percentile_cont(0.5) within group (order by ${seconds}) as median,
          percentile_cont(0.9) within group (order by ${seconds}) as p90
        from threads t where ${where}`,
    );
    return {
      count: row?.count ?? 0,
      medianSeconds: number(row?.median),
      p90Seconds: number(row?.p90),
    };
  }
}
export type ThreadReportRepository = ReturnType<typeof createThreadReportRepository>;
