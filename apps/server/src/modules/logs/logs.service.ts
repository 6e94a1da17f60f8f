import {
  type ActivityLogView,
  addDays,
  type DailyLogCountsQuery,
  type DailyLogCountsResponse,
  daysBetween,
  DEFAULT_TIME_ZONE,
  eachDay,
  type ExportActivityQuery,
  type ExportUserActionsQuery,
  type ListActivityQuery,
  type ListUserActionsQuery,
  localDateOf,
  LOG_EXPORT_MAX_ROWS,
  type RecordUserActionBody,
  startOfLocalDay,
  type UserActionLogView,
} from '@casework/contract';
import type { Db } from '#src/db/client.ts';
import type { Principal } from '#src/platform/authz/policy.ts';
import { badRequest } from '#src/platform/errors/app-error.ts';
import { uuidv7 } from '#src/platform/ids.ts';
import { rollUpActivityHours } from './activity-log-hours.repository.ts';
import { CSV_BOM, csvLine } from './log-csv.ts';
import { redactDetail, redactText } from './log-redaction.ts';
import {
  activityCsvCells,
  activityCsvHeader,
  presentActivity,
  presentUserAction,
  userActionCsvCells,
  userActionCsvHeader,
} from './logs.presenter.ts';
import { createLogsRepository, type LogCursor } from './logs.repository.ts';

/** Days the per-day chart covers when no range is given, and the most it covers. */
export const DEFAULT_CHART_DAYS = 30;
export const MAX_CHART_DAYS = 366;
const EXPORT_BATCH = 1_000;

export interface CsvExport {
  filename: string;
  /** The file, in chunks: header row first, then rows newest first. */
  chunks: AsyncIterable<string>;
}

const instant = (iso: string | undefined) => (iso === undefined ? undefined : new Date(iso));

export function createLogsService({
  db,
  timeZone = DEFAULT_TIME_ZONE,
  maxExportRows = LOG_EXPORT_MAX_ROWS,
  now = () => new Date(),
  log = { warn: () => undefined },
}: {
  db: Db;
  timeZone?: string;
  maxExportRows?: number;
  now?: () => Date;
  log?: { warn(detail: Record<string, unknown>, message: string): void };
}) {
  const repo = createLogsRepository(db);
  /**
   * The end of a range left open: just past the current millisecond. Rows take their time from PostgreSQL, in
   * microseconds, so a row written earlier in this same millisecond lies after now() (milliseconds) and an end of
   * now() left it out of an export asked for at once.
   */
  const openEnd = () => new Date(now().getTime() + 1);

  // The activity log's hourly roll-up is caught up by its reader when an hour has closed since the last catch-up
  // (at most one catch-up at a time in this process). The total is exact however far behind it is: the rows after
  // its watermark are counted one by one, so a failed catch-up only costs time and is tried again a minute later.
  let rollUpDueAt = 0;
  const catchUpActivityHours = async () => {
    if (Date.now() < rollUpDueAt) return;
    rollUpDueAt = Date.now() + 60_000;
    try {
      const { retryInMs } = await rollUpActivityHours(db);
      rollUpDueAt = Date.now() + retryInMs;
    } catch (error) {
      log.warn(
        { error: error instanceof Error ? error.message : String(error) },
        'activity log: the hourly roll-up could not catch up; totals are counted row by row meanwhile',
      );
    }
  };

  /** The calendar days of a range in the organisation's time zone: `to` is exclusive, so it ends the day before. */
  const rangeDays = (from: Date | undefined, to: Date) => ({
    first: from ? localDateOf(from, timeZone) : 'beginning',
    last: localDateOf(new Date(to.getTime() - 1), timeZone),
  });

  const tooMany = () =>
    badRequest(
      `More than ${maxExportRows.toLocaleString('en-US')} rows match: narrow the time range (from, to) or filter by user and export again.`,
      [
        {
          field: 'querystring.from',
          message: `An export holds at most ${maxExportRows} rows; choose a shorter range`,
        },
      ],
      'logs.export_too_large',
    );

  async function* csv<Row extends { id: string; cursor: string }>(
    header: string[],
    next: (cursor: LogCursor | undefined, limit: number) => Promise<Row[]>,
    cells: (row: Row) => string[],
  ): AsyncGenerator<string> {
    yield CSV_BOM + csvLine(header);
    let cursor: LogCursor | undefined;
    let sent = 0;
    while (sent < maxExportRows) {
      const rows = await next(cursor, Math.min(EXPORT_BATCH, maxExportRows - sent));
      if (rows.length === 0) return;
      yield rows.map((row) => csvLine(cells(row))).join('');
      sent += rows.length;
      const last = rows[rows.length - 1]!;
      cursor = { createdAt: last.cursor, id: last.id };
      if (rows.length < EXPORT_BATCH) return;
    }
  }

  return {
    /** Records what the signed-in user did; anything that looks like a secret or message text is redacted first. */
    async recordUserAction(principal: Principal, body: RecordUserActionBody): Promise<void> {
      await repo.insertUserAction({
        id: uuidv7(),
        userId: principal.userId,
        category: body.category,
        action: redactText(body.action),
        detail: redactDetail(body.detail),
      });
    },

    async listUserActions(
      query: ListUserActionsQuery,
    ): Promise<{ items: UserActionLogView[]; total: number }> {
      const { rows, total } = await repo.listUserActions(
        { from: instant(query.from), to: instant(query.to), userId: query.userId, category: query.category },
        query,
      );
      return { items: rows.map(presentUserAction), total };
    },

    async listActivity(query: ListActivityQuery): Promise<{ items: ActivityLogView[]; total: number }> {
      await catchUpActivityHours();
      const { rows, total } = await repo.listActivity(
        {
          from: instant(query.from),
          to: instant(query.to),
          userId: query.userId,
          participantId: query.participantId,
          kind: query.kind,
        },
        query,
      );
      return { items: rows.map(presentActivity), total };
    },

    /** The user-action log as CSV; refused (400) before anything is sent when more than the export limit match. */
    async exportUserActions(query: ExportUserActionsQuery): Promise<CsvExport> {
      // The upper bound is fixed now, so rows written while the file streams do not shift the batches.
      const filter = {
        from: instant(query.from),
        to: instant(query.to) ?? openEnd(),
        userId: query.userId,
        category: query.category,
      };
      const found = await repo.countUserActionsUpTo(filter, maxExportRows + 1);
      if (found > maxExportRows) throw tooMany();
      const days = rangeDays(filter.from, filter.to);
      return {
        filename: `user-actions_${days.first}_to_${days.last}.csv`,
        chunks: csv(
          userActionCsvHeader(timeZone),
          (cursor, limit) => repo.userActionsAfter(filter, cursor, limit),
          (row) => userActionCsvCells(row, timeZone),
        ),
      };
    },

    async exportActivity(query: ExportActivityQuery): Promise<CsvExport> {
      const filter = {
        from: instant(query.from),
        to: instant(query.to) ?? openEnd(),
        userId: query.userId,
        participantId: query.participantId,
        kind: query.kind,
      };
      const found = await repo.countActivityUpTo(filter, maxExportRows + 1);
      if (found > maxExportRows) throw tooMany();
      const days = rangeDays(filter.from, filter.to);
      return {
        filename: `activity-log_${days.first}_to_${days.last}.csv`,
        chunks: csv(
          activityCsvHeader(timeZone),
          (cursor, limit) => repo.activityAfter(filter, cursor, limit),
          (row) => activityCsvCells(row, timeZone),
        ),
      };
    },

    /**
     * Entries per calendar day in the organisation's time zone, every day of the range present (zeros included).
     * Default: the last 30 days up to now. With a participant, user actions are that participant's own.
     */
    async dailyCounts(query: DailyLogCountsQuery): Promise<DailyLogCountsResponse> {
      const to = instant(query.to) ?? openEnd();
      const last = localDateOf(new Date(to.getTime() - 1), timeZone);
      const from = instant(query.from) ?? startOfLocalDay(addDays(last, 1 - DEFAULT_CHART_DAYS), timeZone);
      if (from.getTime() >= to.getTime())
        throw badRequest('The range ends before it starts: give a from before to.', [
          { field: 'querystring.from', message: 'Must be before to (default: now)' },
        ]);
      const first = localDateOf(from, timeZone);
      if (daysBetween(first, last) + 1 > MAX_CHART_DAYS)
        throw badRequest(`The chart covers at most ${MAX_CHART_DAYS} days: choose a shorter range.`, [
          { field: 'querystring.from', message: `The range may cover at most ${MAX_CHART_DAYS} days` },
        ]);

      let actionUserId: string | null | undefined = query.userId;
      if (query.participantId !== undefined) {
        const account = await repo.userIdOfParticipant(query.participantId);
        // A participant without an account (or another user than asked for) has no actions of their own.
        actionUserId = account && (query.userId === undefined || query.userId === account) ? account : null;
      }
      const [actions, activity] = await Promise.all([
        actionUserId === null ? [] : repo.userActionsPerDay({ from, to, userId: actionUserId }, timeZone),
        repo.activityPerDay({ from, to, userId: query.userId, participantId: query.participantId }, timeZone),
      ]);
      const actionsByDay = new Map(actions.map((d) => [d.day, d.n]));
      const activityByDay = new Map(activity.map((d) => [d.day, d]));
      return {
        timeZone,
        days: eachDay(first, last).map((date) => ({
          date,
          userActions: actionsByDay.get(date) ?? 0,
          activity: activityByDay.get(date)?.n ?? 0,
          sensitiveAccess: activityByDay.get(date)?.sensitive ?? 0,
        })),
      };
    },
  };
}
export type LogsService = ReturnType<typeof createLogsService>;
