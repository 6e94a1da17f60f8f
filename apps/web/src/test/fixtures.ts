import type {
  AppSession,
  AuthMeResponse,
  ParticipantStaffView,
  ThreadListItem,
  VerificationView,
} from '@casework/contract';

export const STAFF_USER_ID = '0190a5b4-0000-7000-8000-000000000001';
export const PARTICIPANT_USER_ID = '0190a5b4-0000-7000-8000-000000000002';
export const TEAM_ID = '0190a5b4-0000-7000-8000-0000000000aa';

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
