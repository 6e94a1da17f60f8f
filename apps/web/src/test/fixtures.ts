import {
  PROFILE_SECTION_INFO,
  PROFILE_SECTION_SCHEMAS,
  SENSITIVE_PROFILE_FIELDS,
  type AppSession,
  type AuthMeResponse,
  type MessageView,
  type ParticipantStaffView,
  type ProfileSection,
  type SchemaSectionView,
  type TeamSummary,
  type TeamView,
  type ThreadListItem,
  type ThreadView,
  type VerificationView,
} from '@casework/contract';
import { z } from 'zod';

export const STAFF_USER_ID = '0190a5b4-0000-7000-8000-000000000001';
export const PARTICIPANT_USER_ID = '0190a5b4-0000-7000-8000-000000000002';
export const TEAM_ID = '0190a5b4-0000-7000-8000-0000000000aa';
/** The open thread `buildThreadView` builds. */
export const THREAD_ID = '0190a5b4-0000-7000-8000-000000000301';
const LENA_USER_ID = '0190a5b4-0000-7000-8000-0000000000c1';
const JO_STAFF_ID = '0190a5b4-0000-7000-8000-0000000000b1';

export function buildStaffSession(overrides: Partial<AppSession> = {}): AppSession {
  return {
    user: { id: STAFF_USER_ID, name: 'Sam Staff', email: 'staff@example.org', kind: 'staff' },
    expires: new Date(Date.now() + 8 * 3600_000).toISOString(),
    accessToken: 'token-staff',
    accessTokenExpiry: new Date(Date.now() + 3600_000).toISOString(),
    signoutURL: '/sign-in?error=SessionRequired',
    apiBaseUrl: '/api/v1',
    ...overrides,
  };
}

export function buildParticipantSession(overrides: Partial<AppSession> = {}): AppSession {
  return buildStaffSession({
    user: {
      id: PARTICIPANT_USER_ID,
      name: 'Pat Participant',
      email: 'participant@example.org',
      kind: 'participant',
    },
    accessToken: 'token-participant',
    participantId: 'P7K3M9',
    ...overrides,
  });
}

export function buildAuthMe(overrides: Partial<AuthMeResponse> = {}): AuthMeResponse {
  return {
    userId: STAFF_USER_ID,
    kind: 'staff',
    staffMemberId: '0190a5b4-0000-7000-8000-0000000000bb',
    participantId: null,
    firstName: 'Sam',
    lastName: 'Staff',
    email: 'staff@example.org',
    roles: ['Staff'],
    teams: [{ id: TEAM_ID, name: 'Intake', roles: ['Member'], permissions: ['TeamInbox.Access'] }],
    permissions: ['TeamInbox.Access'],
    ...overrides,
  };
}

/** A row of an inbox list: a team thread a participant wrote, read, unassigned. */
export function buildThreadListItem(overrides: Partial<ThreadListItem> = {}): ThreadListItem {
  return {
    id: '0190a5b4-0000-7000-8000-000000000101',
    subject: 'Heating assistance',
    kind: 'team',
    lastMessagePreview: 'Our furnace stopped working last night.',
    lastMessageFrom: 'participant',
    lastMessageAt: '2025-03-05T20:48:00.000Z',
    unread: false,
    archived: false,
    teamArchived: false,
    assignees: [],
    team: { id: TEAM_ID, name: 'Family Services' },
    participant: { participantId: 'P7K3M9', name: 'Lena Andrews', firstName: 'Lena', lastName: 'Andrews' },
    owner: null,
    referredToTeam: null,
    messageCount: 2,
    waitingSince: null,
    createdAt: '2025-03-05T20:00:00.000Z',
    ...overrides,
  };
}

/** A participant as staff read them (GET /participants/{participantId}): Mary Ivanoff, active, without a sign-in. */
export function buildParticipantView(overrides: Partial<ParticipantStaffView> = {}): ParticipantStaffView {
  return {
    participantId: 'P7K3-M9QX',
    firstName: 'Mary',
    lastName: 'Ivanoff',
    dob: '1980-02-14',
    email: null,
    phones: [],
    isActive: true,
    status: 1,
    mergedInto: null,
    hasAccount: false,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A verification as the API answers it: Mary Ivanoff's video call, requested by Ada Okpik and still pending. */
export function buildVerificationView(overrides: Partial<VerificationView> = {}): VerificationView {
  return {
    id: '01900000-0000-7000-8000-0000000000a1',
    participantId: 'P7K3-M9QX',
    participantName: 'Mary Ivanoff',
    method: 'video-call',
    methodLabel: 'Video call with photo ID',
    status: 'pending',
    note: '',
    requestedBy: { id: '01900000-0000-7000-8000-0000000000b1', name: 'Ada Okpik' },
    requestedAt: '2030-01-02T18:00:00.000Z',
    decidedBy: null,
    decidedAt: null,
    decisionNote: null,
    ...overrides,
  };
}

/** The id of the `n`th message (1 to 99) of the thread `buildThreadView` builds. */
export function messageId(n: number): string {
  return `0190a5b4-0000-7000-8000-0000000004${String(n).padStart(2, '0')}`;
}

/** The `n`th message (1 to 59) of the thread `buildThreadView` builds: Lena Andrews wrote "Message n" at 10:0n, no files. */
export function buildMessageView(n: number, overrides: Partial<MessageView> = {}): MessageView {
  return {
    id: messageId(n),
    threadId: THREAD_ID,
    author: { userId: LENA_USER_ID, kind: 'participant', name: 'Lena Andrews' },
    bodyHtml: `<p>Message ${n}</p>`,
    bodyText: `Message ${n}`,
    createdAt: new Date(Date.UTC(2030, 0, 1, 10, n)).toISOString(),
    files: [],
    ...overrides,
  };
}

/**
 * An open thread (GET /threads/{threadId}): Lena Andrews' "Help with rent" in the Intake team's inbox, her two
 * messages read, unassigned. Unless given, `participants` and `teams` follow `participant` and `team` (a personal
 * thread: `team: null`), and the message count, the last read message and the times follow `messages`.
 */
export function buildThreadView(overrides: Partial<ThreadView> = {}): ThreadView {
  const participant = overrides.participant ?? {
    participantId: 'P7K3M9',
    name: 'Lena Andrews',
    firstName: 'Lena',
    lastName: 'Andrews',
  };
  const team = overrides.team === undefined ? { id: TEAM_ID, name: 'Intake' } : overrides.team;
  const messages = overrides.messages ?? [buildMessageView(1), buildMessageView(2)];
  return {
    id: THREAD_ID,
    subject: 'Help with rent',
    kind: 'team',
    participant,
    team,
    owner: null,
    referredToTeam: null,
    application: null,
    serviceId: null,
    assignees: [],
    participants: [participant],
    staffMembers: [],
    teams: team ? [team] : [],
    messages,
    messageCount: messages.length,
    hasEarlierMessages: false,
    unread: false,
    lastReadMessageId: messages.at(-1)?.id ?? null,
    archived: false,
    teamArchived: false,
    waitingSince: null,
    createdAt: messages[0]?.createdAt ?? '2030-01-01T10:00:00.000Z',
    lastMessageAt: messages.at(-1)?.createdAt ?? '2030-01-01T10:00:00.000Z',
    closedAt: null,
    ...overrides,
  };
}

/** A team in a list (GET /teams): Intake, public, of one member. */
export function buildTeamSummary(overrides: Partial<TeamSummary> = {}): TeamSummary {
  return {
    id: TEAM_ID,
    name: 'Intake',
    description: '',
    isPrivate: false,
    memberCount: 1,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A team with its members (GET /teams/{teamId}): Intake, whose one member is Jo Smith; `memberCount` follows `members`. */
export function buildTeamView(overrides: Partial<TeamView> = {}): TeamView {
  const members = overrides.members ?? [
    { staffMemberId: JO_STAFF_ID, firstName: 'Jo', lastName: 'Smith', email: 'j@x.org', roles: [] },
  ];
  return { ...buildTeamSummary({ memberCount: members.length }), members, ...overrides };
}

/**
 * A profile section as GET /schema/sections answers it: the contract's title, description, editability, sensitive
 * fields and the JSON Schema a form sends.
 */
export function buildSchemaSectionView(
  name: ProfileSection,
  overrides: Partial<SchemaSectionView> = {},
): SchemaSectionView {
  return {
    name,
    ...PROFILE_SECTION_INFO[name],
    schema: z.toJSONSchema(PROFILE_SECTION_SCHEMAS[name], { io: 'input' }) as Record<string, unknown>,
    sensitiveFields: SENSITIVE_PROFILE_FIELDS.filter((path) => path.startsWith(`${name}.`)).map((path) =>
      path.slice(name.length + 1),
    ),
    ...overrides,
  };
}
