import { z } from 'zod';
import { MESSAGE_AUTHOR_KINDS, THREAD_KINDS } from '../constants.ts';
import { isRichTextNonEmpty } from '../rules/rich-text.ts';
import { PageQuery, QueryBoolean, Uuid, pageOf, trimmedText } from './common.ts';
import { ParticipantIdCode } from './participants.ts';
import { FileName } from '../rules/file-name.ts';

/** Secure messaging: threads between a participant and a team or a staff member (issue 5). */

/** Longest rich-text message body accepted, in characters of HTML (the sanitised copy is never longer). */
export const MESSAGE_BODY_MAX_CHARS = 100_000;
/** Longest thread subject. */
export const THREAD_SUBJECT_MAX_CHARS = 200;
/** The plain-text preview of the newest message in a list is at most this long. */
export const MESSAGE_PREVIEW_MAX_CHARS = 200;
/** GET /threads/{threadId} includes at most this many of the newest messages; GET /messages/{threadId} pages the rest. */
export const THREAD_VIEW_MESSAGE_LIMIT = 100;
/** Longest referral reason. */
export const REFERRAL_REASON_MAX_CHARS = 500;
/** Most threads one bulk archive or unarchive may name. */
export const BULK_THREAD_IDS_MAX = 200;
/** Most staff members one assignment may name. */
export const ASSIGNEES_MAX = 50;

/** The time frames of the open-threads report. */
export const THREAD_REPORT_TIME_FRAMES = ['7d', '30d', '90d', '365d'] as const;
export type ThreadReportTimeFrame = (typeof THREAD_REPORT_TIME_FRAMES)[number];

/**
 * A rich-text message body (Tiptap HTML). The server sanitises it with an allow-list before storing it; SPEC §5:
 * it counts as non-empty only if some text remains once tags and all whitespace are removed.
 */
export const RichTextBody = z
  .string()
  .max(MESSAGE_BODY_MAX_CHARS, `Must be at most ${MESSAGE_BODY_MAX_CHARS} characters`)
  .refine(isRichTextNonEmpty, { message: 'Write a message: it must contain some text' })
  .describe('The message as HTML (paragraphs, bold, italic, underline, strike, links, lists, quotes, code)');

const Subject = z
  .string()
  .trim()
  .max(THREAD_SUBJECT_MAX_CHARS, `Must be at most ${THREAD_SUBJECT_MAX_CHARS} characters`);

// ---- Params ----

export const ThreadParams = z.object({ threadId: Uuid.describe('The thread id') });
export const ThreadMessageParams = ThreadParams.extend({
  messageId: Uuid.describe('A message of the thread'),
});
export const ThreadUserParams = z.object({
  userId: Uuid.describe(
    "Whose inbox: the caller's user id, or (for a supervisor) the user id or staff member id of a member of one of their teams",
  ),
});
export const ThreadTeamParams = z.object({ teamId: Uuid.describe('The team whose inbox this is') });

// ---- Shared views ----

export const ThreadTeamRef = z.object({ id: Uuid, name: z.string() }).meta({ id: 'ThreadTeamRef' });
export type ThreadTeamRef = z.infer<typeof ThreadTeamRef>;
export const ThreadStaffRef = z
  .object({ id: Uuid.describe('Staff member id'), name: z.string() })
  .meta({ id: 'ThreadStaffRef' });
export type ThreadStaffRef = z.infer<typeof ThreadStaffRef>;
export const ThreadParticipantRef = z
  .object({
    participantId: z.string(),
    name: z.string(),
    firstName: z.string().describe('For quick-message variables such as {participant.firstName}'),
    lastName: z.string(),
  })
  .meta({ id: 'ThreadParticipantRef' });
export type ThreadParticipantRef = z.infer<typeof ThreadParticipantRef>;

export const MessageFileView = z
  .object({
    reference: z.string().describe('The SPEC §3 thread file reference: threadId/messageId/name'),
    name: z.string(),
    size: z.number().int().min(0).describe('Size in bytes'),
    contentType: z.string(),
    uploadedAt: z.string().describe('ISO 8601 UTC'),
  })
  .meta({ id: 'MessageFile' });
export type MessageFileView = z.infer<typeof MessageFileView>;

export const MessageView = z
  .object({
    id: Uuid,
    threadId: Uuid,
    author: z.object({
      userId: Uuid.nullable().describe('null when the account no longer exists'),
      kind: z.enum(MESSAGE_AUTHOR_KINDS),
      name: z.string(),
    }),
    bodyHtml: z.string().describe('Sanitised HTML; render it through the one sanitising component'),
    bodyText: z.string().describe('A plain-text copy of the message'),
    createdAt: z.string().describe('ISO 8601 UTC'),
    files: z.array(MessageFileView),
  })
  .meta({ id: 'Message' });
export type MessageView = z.infer<typeof MessageView>;

export const ListMessagesQuery = PageQuery;
export type ListMessagesQuery = z.infer<typeof ListMessagesQuery>;
/** GET /messages/{threadId}: oldest first. */
export const ListMessagesResponse = pageOf(MessageView);

/** GET /threads/{threadId} and POST /threads: the thread as the caller may see it. */
export const ThreadView = z
  .object({
    id: Uuid,
    subject: z.string(),
    kind: z.enum(THREAD_KINDS),
    participant: ThreadParticipantRef,
    team: ThreadTeamRef.nullable().describe(
      'The team whose inbox holds the thread (null: a personal thread)',
    ),
    owner: ThreadStaffRef.nullable().describe('The staff member who owns a personal thread'),
    referredToTeam: ThreadTeamRef.nullable().describe('Set when the thread was referred to this team'),
    application: z.object({ id: Uuid, name: z.string() }).nullable(),
    serviceId: z.string().nullable(),
    assignees: z.array(ThreadStaffRef).describe('Staff assigned to the thread (empty for participants)'),
    participants: z.array(ThreadParticipantRef).describe('The participant of the thread, with a name'),
    staffMembers: z
      .array(ThreadStaffRef.extend({ isAssignee: z.boolean(), isOwner: z.boolean() }))
      .describe('Staff on the thread (owner, assignees and authors), each with a name'),
    teams: z.array(ThreadTeamRef).describe('The teams of the thread, each with a name'),
    messages: z
      .array(MessageView)
      .describe(`The newest messages (at most ${THREAD_VIEW_MESSAGE_LIMIT}), oldest first`),
    messageCount: z.number().int().min(0),
    hasEarlierMessages: z.boolean().describe('More messages exist before the first one included'),
    unread: z.boolean().describe('The caller has not read up to the newest message'),
    lastReadMessageId: Uuid.nullable(),
    archived: z.boolean().describe('Archived by the caller (participants, personal inboxes)'),
    teamArchived: z.boolean().describe('Archived for its team'),
    waitingSince: z.string().nullable().describe('The participant has waited for a staff reply since then'),
    createdAt: z.string(),
    lastMessageAt: z.string(),
    closedAt: z.string().nullable(),
  })
  .meta({ id: 'Thread' });
export type ThreadView = z.infer<typeof ThreadView>;

/** One thread in an inbox list: enough to show a row, no message bodies. */
export const ThreadListItem = z
  .object({
    id: Uuid,
    subject: z.string(),
    kind: z.enum(THREAD_KINDS),
    lastMessagePreview: z
      .string()
      .describe(`Plain text of the newest message (at most ${MESSAGE_PREVIEW_MAX_CHARS} characters)`),
    lastMessageFrom: z.enum(MESSAGE_AUTHOR_KINDS),
    lastMessageAt: z.string(),
    unread: z.boolean(),
    archived: z.boolean().describe('Archived in the inbox listed (for the user, or for the team)'),
    teamArchived: z
      .boolean()
      .describe(
        'Archived for its team (done there), whatever the inbox listed: a personal inbox keeps it open until its owner archives it too',
      ),
    assignees: z.array(ThreadStaffRef),
    team: ThreadTeamRef.nullable(),
    participant: ThreadParticipantRef,
    owner: ThreadStaffRef.nullable(),
    referredToTeam: ThreadTeamRef.nullable(),
    messageCount: z.number().int().min(0),
    waitingSince: z
      .string()
      .nullable()
      .describe('Unresponded: the participant has waited for a staff reply since then'),
    createdAt: z.string(),
  })
  .meta({ id: 'ThreadListItem' });
export type ThreadListItem = z.infer<typeof ThreadListItem>;
export const ListThreadsResponse = pageOf(ThreadListItem);
export type ListThreadsResponse = z.infer<typeof ListThreadsResponse>;

// ---- Requests ----

/**
 * POST /threads. A participant writes to a team: teamId, applicationId (its team) or serviceTeamId (the team of a
 * service found in the service finder). Staff write to a participant: participantId, with teamId (or
 * applicationId) for a team thread, without for a personal thread owned by the caller.
 */
export const CreateThreadBody = z
  .strictObject({
    participantId: ParticipantIdCode.optional().describe('Staff: the participant to write to'),
    teamId: Uuid.optional().describe('The team the thread belongs to'),
    applicationId: Uuid.optional().describe('An application (department): the thread goes to its team'),
    serviceTeamId: Uuid.optional().describe('From the service finder: the team of the service'),
    serviceId: trimmedText(100, 'Give the id of the service the message is about')
      .optional()
      .describe('The service the message is about'),
    subject: Subject.optional().describe('Optional; without it, the start of the message'),
    body: RichTextBody,
  })
  .refine((b) => [b.teamId, b.applicationId, b.serviceTeamId].filter((v) => v !== undefined).length <= 1, {
    message: 'Give at most one of teamId, applicationId, serviceTeamId',
    path: ['teamId'],
  });
export type CreateThreadBody = z.infer<typeof CreateThreadBody>;

/** POST /threads/{threadId}/replies */
export const ReplyBody = z.strictObject({ body: RichTextBody });
export type ReplyBody = z.infer<typeof ReplyBody>;

/** GET /threads/users/{userId}, GET /threads/teams/{teamId}: newest activity first. */
export const ListThreadsQuery = PageQuery.extend({
  archived: QueryBoolean.optional().describe('true: the archive; false or absent: open threads'),
  q: z
    .string()
    .trim()
    .max(200, 'Must be at most 200 characters')
    .optional()
    .describe(
      "Search within subjects and message text; staff also find a thread by its participant's name or id",
    ),
});
export type ListThreadsQuery = z.infer<typeof ListThreadsQuery>;

const isoInstant = z.iso.datetime({ offset: true });

/** POST /threads/unassigned: open team threads nobody is assigned to, in teams whose inbox the caller works. */
export const UnassignedThreadsBody = z
  .strictObject({
    teamIds: z
      .array(Uuid)
      .max(50, 'Give at most 50 teams')
      .optional()
      .describe('Only these teams (default: every team whose inbox the caller works)'),
    from: isoInstant.optional().describe('Last activity at or after this instant (ISO 8601)'),
    to: isoInstant.optional().describe('Last activity before this instant (ISO 8601)'),
    take: z.number().int().min(1).max(100).default(25),
    skip: z.number().int().min(0).default(0),
  })
  .refine((b) => b.from === undefined || b.to === undefined || Date.parse(b.from) < Date.parse(b.to), {
    message: 'Must be after from',
    path: ['to'],
  });
export type UnassignedThreadsBody = z.infer<typeof UnassignedThreadsBody>;

/** GET /threads/teams/{teamId}/unresponded: the participant wrote last; longest waiting first. */
export const UnrespondedThreadsQuery = PageQuery;

export const ThreadCountsView = z
  .object({
    unread: z.number().int().min(0).describe('Open threads in the inbox with something not read yet'),
    open: z.number().int().min(0).describe('Open (not archived) threads in the inbox'),
    archived: z.number().int().min(0).describe('Archived threads in the inbox'),
    unassigned: z
      .number()
      .int()
      .min(0)
      .describe("Open unassigned threads in the user's teams (0 for participants)"),
  })
  .meta({ id: 'ThreadCounts' });
export type ThreadCountsView = z.infer<typeof ThreadCountsView>;

/**
 * GET /threads/teams/{teamId}/counts. Open and archived follow the team's archive (as GET /threads/teams/{teamId}
 * lists them); unread is the caller's own read state, as each row of the team inbox shows it.
 */
export const TeamThreadCountsView = z
  .object({
    unread: z.number().int().min(0).describe('Open team threads with something the caller has not read yet'),
    open: z.number().int().min(0).describe('Open (not archived for the team) threads in the team inbox'),
    archived: z.number().int().min(0).describe('Threads archived for the team'),
    unassigned: z.number().int().min(0).describe('Open team threads nobody is assigned to'),
  })
  .meta({ id: 'TeamThreadCounts' });
export type TeamThreadCountsView = z.infer<typeof TeamThreadCountsView>;

/** POST /threads/{threadId}/referrals: the thread moves to that team. */
export const ReferralBody = z.strictObject({
  teamId: Uuid.describe('The team to refer the thread to'),
  reason: z
    .string()
    .trim()
    .min(1, 'Give a reason for the referral')
    .max(REFERRAL_REASON_MAX_CHARS, `Must be at most ${REFERRAL_REASON_MAX_CHARS} characters`),
});
export type ReferralBody = z.infer<typeof ReferralBody>;
export const ReferralResult = z
  .object({
    threadId: Uuid,
    fromTeam: ThreadTeamRef.nullable().describe('null when it was a personal thread'),
    referredToTeam: ThreadTeamRef,
    stillVisible: z.boolean().describe('The caller can still open the thread after the referral'),
  })
  .meta({ id: 'ReferralResult' });
export type ReferralResult = z.infer<typeof ReferralResult>;

/** POST /threads/{threadId}/users adds these assignees; PUT replaces the assignees with them (may be empty). */
export const AssignBody = z.strictObject({
  staffMemberIds: z
    .array(Uuid)
    .max(ASSIGNEES_MAX, `Give at most ${ASSIGNEES_MAX} staff members`)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'Name each staff member once' })
    .describe('Staff member ids'),
});
export type AssignBody = z.infer<typeof AssignBody>;
export const ThreadAssigneesView = z
  .object({ threadId: Uuid, assignees: z.array(ThreadStaffRef) })
  .meta({ id: 'ThreadAssignees' });
export type ThreadAssigneesView = z.infer<typeof ThreadAssigneesView>;

/** PUT /threads/archive and /threads/unarchive: for the caller ('me') or for a team ('team', with teamId). */
export const BulkArchiveBody = z
  .strictObject({
    threadIds: z
      .array(Uuid)
      .min(1, 'Give at least one thread')
      .max(BULK_THREAD_IDS_MAX, `Give at most ${BULK_THREAD_IDS_MAX} threads`),
    scope: z
      .enum(['me', 'team'])
      .default('me')
      .describe("'me': in the caller's inbox; 'team': in the team inbox"),
    teamId: Uuid.optional().describe("The team, when scope is 'team'"),
  })
  .refine((b) => (b.scope === 'team') === (b.teamId !== undefined), {
    message: "Give teamId with scope 'team', and only then",
    path: ['teamId'],
  });
export type BulkArchiveBody = z.infer<typeof BulkArchiveBody>;
/**
 * PUT /threads/users/{userId}/archive takes no body: it archives every open thread of the inbox. A body naming threads
 * is refused, so a client that meant some threads never empties the whole inbox.
 */
export const ArchiveInboxBody = z
  .strictObject(
    {},
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? 'This call archives every open thread of the inbox and takes no body; to archive some threads, use PUT /threads/archive with threadIds'
          : undefined,
    },
  )
  // No body reaches the validator as null.
  .nullish();
export type ArchiveInboxBody = z.infer<typeof ArchiveInboxBody>;
export const ThreadsChangedResult = z
  .object({
    changed: z.number().int().min(0).describe('Threads whose state changed'),
    threadIds: z.array(Uuid).describe('The threads changed'),
  })
  .meta({ id: 'ThreadsChangedResult' });
export type ThreadsChangedResult = z.infer<typeof ThreadsChangedResult>;

/** POST /threads/{threadId}/markasread/{messageId} and /markasunread: the caller's read marker after the call. */
export const ThreadReadState = z
  .object({
    threadId: Uuid,
    lastReadMessageId: Uuid.nullable(),
    lastReadAt: z.string().nullable(),
    unread: z.boolean(),
  })
  .meta({ id: 'ThreadReadState' });
export type ThreadReadState = z.infer<typeof ThreadReadState>;

/** PUT /threads/swap-users (administrators): every assignment and personal thread of one member moves. */
export const SwapUsersBody = z
  .strictObject({
    fromStaffMemberId: Uuid.describe('The staff member whose threads move (e.g. someone leaving)'),
    toStaffMemberId: Uuid.describe('The staff member who takes them'),
  })
  .refine((b) => b.fromStaffMemberId !== b.toStaffMemberId, {
    message: 'Must be a different staff member',
    path: ['toStaffMemberId'],
  });
export type SwapUsersBody = z.infer<typeof SwapUsersBody>;
export const SwapUsersResult = z
  .object({
    assignmentsMoved: z.number().int().min(0),
    personalThreadsMoved: z.number().int().min(0),
    threadIds: z.array(Uuid).describe('Every thread that changed hands'),
  })
  .meta({ id: 'SwapUsersResult' });
export type SwapUsersResult = z.infer<typeof SwapUsersResult>;

/** POST /threads/{threadId}/mergedfiles */
export const MergedFilesResult = z
  .object({
    participantId: z.string(),
    category: z.string().describe('Always mergedparticipantmessagefiles'),
    copied: z.array(z.string()).describe('Names the files were saved under'),
    skipped: z.array(z.string()).describe('Files already copied before (same name and size)'),
    missing: z.array(z.string()).describe('Files whose stored bytes could not be found (not copied)'),
  })
  .meta({ id: 'MergedFilesResult' });
export type MergedFilesResult = z.infer<typeof MergedFilesResult>;

/** GET /threads/reports/open */
export const OpenThreadsReportQuery = z.object({
  timeFrame: z.enum(THREAD_REPORT_TIME_FRAMES).default('30d').describe('How far back the report looks'),
  teamId: Uuid.optional().describe('Only this team (default: every team whose inbox the caller works)'),
});
export type OpenThreadsReportQuery = z.infer<typeof OpenThreadsReportQuery>;

const DurationFigure = z.object({
  count: z.number().int().min(0).describe('Threads measured'),
  medianSeconds: z.number().min(0).nullable(),
  p90Seconds: z.number().min(0).nullable(),
});

export const OpenThreadsReport = z
  .object({
    timeFrame: z.enum(THREAD_REPORT_TIME_FRAMES),
    teamId: Uuid.nullable(),
    timeZone: z.string(),
    bucket: z.enum(['day', 'week']).describe('One series point per day (per week for 365d)'),
    from: z.string().describe('ISO 8601 UTC start of the report'),
    to: z.string().describe('ISO 8601 UTC end of the report (now)'),
    series: z
      .array(
        z.object({ date: z.string().describe('YYYY-MM-DD (start of the bucket)'), open: z.number().int() }),
      )
      .describe('Threads open at the end of each bucket'),
    byTeam: z.array(z.object({ team: ThreadTeamRef, open: z.number().int(), unassigned: z.number().int() })),
    byAssignee: z.array(z.object({ staffMember: ThreadStaffRef, open: z.number().int() })),
    firstResponse: DurationFigure.describe(
      'Participant-started threads of the time frame: time to the first staff reply',
    ),
    timeToClose: DurationFigure.describe('Threads closed in the time frame: time from start to close'),
  })
  .meta({ id: 'OpenThreadsReport' });
export type OpenThreadsReport = z.infer<typeof OpenThreadsReport>;

// ---- Thread files ----

/** /threads/{threadId}/{messageId}/files/{fileName}: the SPEC §3 reference threadId/messageId/name. */
export const ThreadFileParams = ThreadMessageParams.extend({
  fileName: FileName.describe('The file name within its message'),
});

export const ListMessageFilesQuery = PageQuery;
/** The files of a message (GET) or the files one upload stored (POST), oldest first. */
export const MessageFilesResponse = pageOf(MessageFileView);
export type MessageFilesResponse = z.infer<typeof MessageFilesResponse>;

/** PUT /threads/{threadId}/{messageId}/files/{fileName}: a new name within the same message. */
export const RenameMessageFileBody = z.strictObject({ name: FileName.describe('The new file name') });
export type RenameMessageFileBody = z.infer<typeof RenameMessageFileBody>;
