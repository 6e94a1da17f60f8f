import { z } from 'zod';
import { ACTIVITY_LOG_KINDS, LOG_CATEGORY_CODES } from '../constants.ts';
import { PageQuery, Uuid, pageOf, trimmedText } from './common.ts';
import { ParticipantIdCode } from './participants.ts';

const DetailValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

/** POST /logs/user-actions: what the signed-in user did (the web sends navigation and service searches). */
export const RecordUserActionBody = z.strictObject({
  category: z.enum(LOG_CATEGORY_CODES).describe('SPEC §9 category code'),
  action: trimmedText(200, 'Say what the user did, e.g. the page they opened').describe(
    'What happened, e.g. the path navigated to or "searched services"',
  ),
  detail: z
    .record(z.string().max(50), DetailValue)
    .refine((d) => Object.keys(d).length <= 20, { message: 'Give at most 20 detail fields' })
    .default({})
    .describe('Small flat facts, e.g. { term: "food bank", results: 12 }'),
});
export type RecordUserActionBody = z.infer<typeof RecordUserActionBody>;

export const LogUserRef = z.object({ id: Uuid, name: z.string(), email: z.string() });

export const UserActionLogView = z
  .object({
    id: Uuid,
    user: LogUserRef.nullable().describe('null when the account no longer exists'),
    category: z.enum(LOG_CATEGORY_CODES),
    action: z.string(),
    detail: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
  })
  .meta({ id: 'UserActionLog' });
export type UserActionLogView = z.infer<typeof UserActionLogView>;

export const ActivityLogView = z
  .object({
    id: Uuid,
    kind: z.enum(ACTIVITY_LOG_KINDS),
    actor: LogUserRef.nullable(),
    participant: z.object({ participantId: z.string(), name: z.string() }).nullable(),
    message: z.string(),
    detail: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
  })
  .meta({ id: 'ActivityLog' });
export type ActivityLogView = z.infer<typeof ActivityLogView>;

const TimeRange = {
  from: z.iso.datetime({ offset: true }).optional().describe('From this instant (inclusive, ISO 8601)'),
  to: z.iso.datetime({ offset: true }).optional().describe('Up to this instant (exclusive, ISO 8601)'),
};
const refineRange = <T extends { from?: string | undefined; to?: string | undefined }>(q: T) =>
  q.from === undefined || q.to === undefined || Date.parse(q.from) < Date.parse(q.to);
const RANGE_MESSAGE = { message: 'Must be after from', path: ['to'] };

const UserActionFilter = {
  ...TimeRange,
  userId: Uuid.optional().describe('Actions of this user'),
  category: z.enum(LOG_CATEGORY_CODES).optional(),
};
const ActivityFilter = {
  ...TimeRange,
  userId: Uuid.optional().describe('Entries written by this user'),
  participantId: ParticipantIdCode.optional().describe('Entries about this participant'),
  kind: z.enum(ACTIVITY_LOG_KINDS).optional(),
};

/** GET /logs/user-actions: newest first. */
export const ListUserActionsQuery = PageQuery.extend(UserActionFilter).refine(refineRange, RANGE_MESSAGE);
export type ListUserActionsQuery = z.infer<typeof ListUserActionsQuery>;
export const ListUserActionsResponse = pageOf(UserActionLogView);
/** GET /logs/user-actions/export: the same filters, answered as text/csv. */
export const ExportUserActionsQuery = z.object(UserActionFilter).refine(refineRange, RANGE_MESSAGE);
export type ExportUserActionsQuery = z.infer<typeof ExportUserActionsQuery>;

/** GET /logs/activity: newest first. */
export const ListActivityQuery = PageQuery.extend(ActivityFilter).refine(refineRange, RANGE_MESSAGE);
export type ListActivityQuery = z.infer<typeof ListActivityQuery>;
export const ListActivityResponse = pageOf(ActivityLogView);
/** GET /logs/activity/export: the same filters, answered as text/csv. */
export const ExportActivityQuery = z.object(ActivityFilter).refine(refineRange, RANGE_MESSAGE);
export type ExportActivityQuery = z.infer<typeof ExportActivityQuery>;

/** GET /logs/daily: entries per day in the organisation's time zone, for the admin-logs chart. */
export const DailyLogCountsQuery = z
  .object({ ...TimeRange, userId: Uuid.optional(), participantId: ParticipantIdCode.optional() })
  .refine(refineRange, RANGE_MESSAGE);
export type DailyLogCountsQuery = z.infer<typeof DailyLogCountsQuery>;
export const DailyLogCountsResponse = z.object({
  timeZone: z.string(),
  days: z.array(
    z.object({
      date: z.string().describe('YYYY-MM-DD in the organisation time zone'),
      userActions: z.number().int(),
      activity: z.number().int(),
      sensitiveAccess: z.number().int().describe('Of activity: sensitive-info access entries'),
    }),
  ),
});
export type DailyLogCountsResponse = z.infer<typeof DailyLogCountsResponse>;
